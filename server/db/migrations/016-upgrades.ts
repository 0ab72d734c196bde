/**
 * The upgrader (issue 12, FAIRNESS.md cursor `upgrade`): one `upgrades` row per roll with its fairness facts, the
 * stake and the target, and one `upgrade_items` row per loot entry put in. `(user_id, idem_key)` is unique, so a
 * retried request finds its first answer; `upgrade_items.loot_id` is unique, so no loot entry is consumed twice.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // 001 made `upgrades` as a stub that nothing ever wrote to: it is made again with its real, NOT NULL columns
  // (SQLite cannot add NOT NULL columns without a default to an existing table).
  await db.schema.dropTable('upgrades').ifExists().execute();
  await db.schema
    .createTable('upgrades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('seed_pair_id', 'text', (c) => c.notNull().references('user_seed_pairs.id'))
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('roll', 'integer', (c) => c.notNull())
    .addColumn('win_tickets', 'integer', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('target_item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('target_price', 'bigint', (c) => c.notNull())
    .addColumn('won', 'integer', (c) => c.notNull())
    .addColumn('loot_id', 'text', (c) => c.references('loot.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`CREATE UNIQUE INDEX upgrades_idem ON upgrades (user_id, idem_key)`.execute(db);
  await db.schema
    .createIndex('upgrades_user_created')
    .on('upgrades')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  // The missions count a player's upgrades in a time window; the site-wide "is the upgrader live" asks for any row.
  await db.schema.createIndex('upgrades_created').on('upgrades').column('created_at').execute();

  await db.schema
    .createTable('upgrade_items')
    .addColumn('upgrade_id', 'text', (c) => c.notNull().references('upgrades.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('loot_id', 'text', (c) => c.notNull().unique().references('loot.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('upgrade_items_pk', ['upgrade_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upgrade_items').ifExists().execute();
  await db.schema.dropTable('upgrades').ifExists().execute();
  await db.schema
    .createTable('upgrades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
