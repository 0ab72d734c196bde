/**
 * Player-made cases: a player case is a row of `cases` (type 'player', odds in `case_items` like any case) plus
 * its `player_cases` row: creator, visibility, art colour, and counters of openings and of what the creator
 * earned, both raised in the opening's transaction. Openings of the last 24 hours are counted from
 * case_openings, by case and time.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_cases')
    .addColumn('case_id', 'text', (c) => c.primaryKey().references('cases.id'))
    .addColumn('creator_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('theme', 'text', (c) => c.notNull())
    .addColumn('openings', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('earnings', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('player_cases_ranked')
    .on('player_cases')
    .columns(['visibility', 'openings', 'created_at'])
    .execute();
  await db.schema
    .createIndex('player_cases_creator')
    .on('player_cases')
    .columns(['creator_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('case_openings_case_created')
    .on('case_openings')
    .columns(['case_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_openings_case_created').ifExists().execute();
  await db.schema.dropTable('player_cases').ifExists().execute();
}
