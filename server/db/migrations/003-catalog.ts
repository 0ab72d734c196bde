/** Catalog and loot: items, cases with ticket ranges, won loot, per-user seed pairs, and richer case openings. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('weapon', 'text', (c) => c.notNull())
    .addColumn('finish', 'text', (c) => c.notNull())
    .addColumn('exterior', 'text', (c) => c.notNull())
    .addColumn('stattrak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rarity', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('weapon_class', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('cases_type_sort').on('cases').columns(['type', 'sort']).execute();

  await db.schema
    .createTable('case_items')
    .addColumn('case_id', 'text', (c) => c.notNull().references('cases.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('tickets', 'integer', (c) => c.notNull())
    .addColumn('range_min', 'integer', (c) => c.notNull())
    .addColumn('range_max', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('case_items_pk', ['case_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('loot')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('source_ref', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sold_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('loot_user_created')
    .on('loot')
    .columns(['user_id', 'created_at', 'id'])
    .execute();
  await db.schema.createIndex('loot_user_status').on('loot').columns(['user_id', 'status']).execute();

  await db.schema
    .createTable('user_seed_pairs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revealed_at', 'bigint')
    .execute();
  // At most one active pair per user (both SQLite and PostgreSQL support partial unique indexes).
  await sql`CREATE UNIQUE INDEX user_seed_pairs_active ON user_seed_pairs (user_id) WHERE active = 1`.execute(
    db,
  );
  await db.schema
    .createIndex('user_seed_pairs_user')
    .on('user_seed_pairs')
    .columns(['user_id', 'revealed_at'])
    .execute();

  // One case_openings row per opened case; rows of one request share opening_id and nonce.
  for (const [name, type] of [
    ['opening_id', 'text'],
    ['case_index', 'integer'],
    ['seed_pair_id', 'text'],
    ['nonce', 'integer'],
    ['roll', 'integer'],
    ['item_id', 'text'],
    ['loot_id', 'text'],
    ['price', 'bigint'],
  ] as const) {
    await db.schema.alterTable('case_openings').addColumn(name, type).execute();
  }
  await db.schema.createIndex('case_openings_opening').on('case_openings').column('opening_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_openings_opening').ifExists().execute();
  for (const c of [
    'opening_id',
    'case_index',
    'seed_pair_id',
    'nonce',
    'roll',
    'item_id',
    'loot_id',
    'price',
  ]) {
    await db.schema.alterTable('case_openings').dropColumn(c).execute();
  }
  for (const t of ['user_seed_pairs', 'loot', 'case_items', 'cases', 'items']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
