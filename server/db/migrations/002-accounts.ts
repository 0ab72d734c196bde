/** Accounts: used OpenID nonces (replay guard), top-up orders and self-care restrictions. */
import type { Kysely } from 'kysely';
import { createIndex, createTable, dropTables } from '../table-builder';

/** Creates the accounts tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(db, 'openid_nonces', `nonce text primary key, expires_at bigint not null`);
  await createIndex(db, 'openid_nonces_expires', 'openid_nonces', ['expires_at']);

  await createTable(
    db,
    'orders',
    `
      trade_no text primary key, user_id text not null references users.id, method text not null,
      provider text not null, amount bigint not null, bonus bigint not null, commission bigint not null,
      pay_amount bigint not null, email text, status text not null, created_at bigint not null,
      paid_at bigint, cancelled_at bigint
    `,
  );
  await createIndex(db, 'orders_user_created', 'orders', ['user_id', 'created_at']);

  await createTable(
    db,
    'restrictions',
    `
      id text primary key, user_id text not null references users.id, type text not null,
      days integer not null, limit_cents bigint, created_at bigint not null, until bigint not null
    `,
  );
  await createIndex(db, 'restrictions_user_until', 'restrictions', ['user_id', 'until']);
}

/** Drops the accounts tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['restrictions', 'orders', 'openid_nonces']);
}
