/**
 * Free daily cases and pinned cases (issue 9). `daily_claims` holds one row per player and daily case: when it
 * was last opened free; the opening moves it forward only when 24 hours have passed (a guarded upsert inside the
 * opening's transaction), so parallel requests open at most once. `user_pins` holds the cases a player pinned.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('daily_claims')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id'))
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('opening_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('daily_claims_pk', ['user_id', 'case_id'])
    .execute();

  await db.schema
    .createTable('user_pins')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_pins_pk', ['user_id', 'case_id'])
    .execute();

  // "Most opened" and "recently opened" on /my-cases read a player's openings by time.
  await db.schema
    .createIndex('case_openings_user_created')
    .on('case_openings')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_openings_user_created').ifExists().execute();
  await db.schema.dropTable('user_pins').ifExists().execute();
  await db.schema.dropTable('daily_claims').ifExists().execute();
}
