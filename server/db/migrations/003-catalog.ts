/** Catalog and loot: items, cases with ticket ranges, won loot, per-user seed pairs, and richer case openings. */
import { sql, type Kysely } from 'kysely';
import { createIndex, createTable, dropTables } from '../table-builder';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'items',
    `
      id text primary key, weapon text not null, finish text not null, exterior text not null,
      stattrak integer not null default 0, rarity integer not null, price bigint not null,
      image text not null, weapon_class text not null
    `,
  );

  await createTable(
    db,
    'cases',
    `
      id text primary key, slug text not null unique, title text not null, type text not null,
      image text not null, price bigint not null, sort integer not null default 0,
      active integer not null default 1
    `,
  );
  await createIndex(db, 'cases_type_sort', 'cases', ['type', 'sort']);

  await createTable(
    db,
    'case_items',
    `
      case_id text not null references cases.id, item_id text not null references items.id,
      tickets integer not null, range_min integer not null, range_max integer not null,
      primary key (case_id, item_id)
    `,
  );

  await createTable(
    db,
    'loot',
    `
      id text primary key, user_id text not null references users.id,
      item_id text not null references items.id, price bigint not null, status text not null,
      source text not null, source_ref text, created_at bigint not null, sold_at bigint
    `,
  );
  await createIndex(db, 'loot_user_created', 'loot', ['user_id', 'created_at', 'id']);
  await createIndex(db, 'loot_user_status', 'loot', ['user_id', 'status']);

  await createTable(
    db,
    'user_seed_pairs',
    `
      id text primary key, user_id text not null references users.id, server_seed text not null,
      server_seed_hash text not null, client_seed text not null, nonce integer not null default 1,
      active integer not null default 1, created_at bigint not null, revealed_at bigint
    `,
  );
  // At most one active pair per user (both SQLite and PostgreSQL support partial unique indexes).
  await sql`CREATE UNIQUE INDEX user_seed_pairs_active ON user_seed_pairs (user_id) WHERE active = 1`.execute(
    db,
  );
  await createIndex(db, 'user_seed_pairs_user', 'user_seed_pairs', ['user_id', 'revealed_at']);

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
  await createIndex(db, 'case_openings_opening', 'case_openings', ['opening_id']);
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
  await dropTables(db, ['user_seed_pairs', 'loot', 'case_items', 'cases', 'items']);
}
