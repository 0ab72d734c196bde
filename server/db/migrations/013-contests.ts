/**
 * Wager races and giveaways (src/domain/races.ts, src/domain/giveaways.ts). A race or giveaway row is created on
 * first need for its clock window (insert on conflict do nothing). Wagers add to `race_entries` with one atomic
 * upsert; a race settles once by a guarded update of `settled_at` (null), a giveaway is drawn once by a guarded
 * update of `drawn_at` (null), each in the transaction that writes the results and pays the prizes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('races')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('min_wager', 'bigint', (c) => c.notNull())
    .addColumn('prizes_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema.createIndex('races_due').on('races').columns(['settled_at', 'ends_at']).execute();
  await db.schema
    .createTable('race_entries')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('is_bot', 'integer', (c) => c.notNull())
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('reached_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('race_entries_pk', ['race_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('race_entries_board')
    .on('race_entries')
    .columns(['race_id', 'wagered desc', 'reached_at', 'user_id'])
    .execute();
  await db.schema
    .createTable('race_results')
    .addColumn('race_id', 'text', (c) => c.notNull().references('races.id'))
    .addColumn('place', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('wagered', 'bigint', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('race_results_pk', ['race_id', 'place'])
    .execute();

  await db.schema
    .createTable('giveaways')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('min_level', 'integer', (c) => c.notNull())
    .addColumn('min_wager_7d', 'bigint', (c) => c.notNull())
    .addColumn('extra_entry_price', 'bigint', (c) => c.notNull())
    .addColumn('max_extra_entries', 'integer', (c) => c.notNull())
    .addColumn('beacon_chain', 'text', (c) => c.notNull())
    .addColumn('beacon_round', 'bigint', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text')
    .addColumn('beacon_randomness', 'text')
    .addColumn('beacon_signature', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('drawn_at', 'bigint')
    .execute();
  await db.schema.createIndex('giveaways_due').on('giveaways').columns(['drawn_at', 'ends_at']).execute();
  await db.schema
    .createTable('giveaway_prizes')
    .addColumn('giveaway_id', 'text', (c) => c.notNull().references('giveaways.id'))
    .addColumn('k', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('giveaway_prizes_pk', ['giveaway_id', 'k'])
    .execute();
  await db.schema
    .createTable('giveaway_entries')
    .addColumn('giveaway_id', 'text', (c) => c.notNull().references('giveaways.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('extra', 'integer', (c) => c.notNull())
    .addColumn('entered_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('giveaway_entries_pk', ['giveaway_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('giveaway_extra_buys')
    .addColumn('idem_key', 'text', (c) => c.primaryKey())
    .addColumn('giveaway_id', 'text', (c) => c.notNull().references('giveaways.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('tx_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('giveaway_winners')
    .addColumn('giveaway_id', 'text', (c) => c.notNull().references('giveaways.id'))
    .addColumn('k', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('roll', 'integer', (c) => c.notNull())
    .addColumn('range_min', 'integer', (c) => c.notNull())
    .addColumn('range_max', 'integer', (c) => c.notNull())
    .addColumn('loot_id', 'text', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('giveaway_winners_pk', ['giveaway_id', 'k'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'giveaway_winners',
    'giveaway_extra_buys',
    'giveaway_entries',
    'giveaway_prizes',
    'giveaways',
    'race_results',
    'race_entries',
    'races',
  ])
    await db.schema.dropTable(t).ifExists().execute();
}
