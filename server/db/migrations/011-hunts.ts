/**
 * Skin hunts (src/domain/hunts.ts): one row per hunt (its UTC-day window) and one per target skin. The first
 * opening that drops a target during the hunt sets its winner with a guarded update (winner is null), so a target
 * has at most one finder whatever runs in parallel; the bounty is credited with the ledger key `hunt:{hunt}:{item}`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hunts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('hunt_targets')
    .addColumn('hunt_id', 'text', (c) => c.notNull().references('hunts.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('bounty', 'bigint', (c) => c.notNull())
    .addColumn('winner_user_id', 'text', (c) => c.references('users.id'))
    .addColumn('winner_loot_id', 'text')
    .addColumn('won_at', 'bigint')
    .addPrimaryKeyConstraint('hunt_targets_pk', ['hunt_id', 'item_id'])
    .execute();
  await db.schema.createIndex('hunt_targets_loot').on('hunt_targets').column('winner_loot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hunt_targets').ifExists().execute();
  await db.schema.dropTable('hunts').ifExists().execute();
}
