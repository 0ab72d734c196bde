/** Foundation schema: identity, sessions, accounts and the double-entry ledger, plus counted activity tables. */
import type { Kysely } from 'kysely';
import { createIndex, createTable, dropTables } from '../table-builder';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'users',
    `
      id text primary key, steam_id text not null unique, nickname text not null, avatar text not null,
      level integer not null default 1, is_bot integer not null default 0,
      is_verified integer not null default 0, client_seed text not null, email text, trade_url text,
      pay_bonus_percent integer not null default 0, created_at bigint not null
    `,
  );

  await createTable(
    db,
    'sessions',
    `
      token_hash text primary key, user_id text not null references users.id, created_at bigint not null,
      expires_at bigint not null, revoked_at bigint
    `,
  );

  await createTable(
    db,
    'accounts',
    `
      id text primary key, user_id text references users.id, currency text not null,
      balance bigint not null default 0, kind text not null
    `,
  );
  await createIndex(db, 'accounts_user', 'accounts', ['user_id']);

  await createTable(
    db,
    'ledger_transactions',
    `
      id text primary key, idem_key text not null unique, kind text not null, user_id text, ref text,
      created_at bigint not null
    `,
  );

  await createTable(
    db,
    'ledger_entries',
    `
      tx_id text not null references ledger_transactions.id,
      account_id text not null references accounts.id, currency text not null, amount bigint not null
    `,
  );
  await createIndex(db, 'ledger_entries_account', 'ledger_entries', ['account_id']);
  await createIndex(db, 'ledger_entries_tx', 'ledger_entries', ['tx_id']);

  await createTable(db, 'battles', `id text primary key, status text not null, created_at bigint not null`);

  await createTable(
    db,
    'case_openings',
    `id text primary key, user_id text not null, case_id text not null, created_at bigint not null`,
  );

  await createTable(db, 'upgrades', `id text primary key, user_id text not null, created_at bigint not null`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'upgrades',
    'case_openings',
    'battles',
    'ledger_entries',
    'ledger_transactions',
    'accounts',
    'sessions',
    'users',
  ]);
}
