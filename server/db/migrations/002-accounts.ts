/** Accounts: used OpenID nonces (replay guard), top-up orders and self-care restrictions. */
import type { Kysely } from 'kysely';

/** Creates the accounts tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('openid_nonces')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('openid_nonces_expires').on('openid_nonces').column('expires_at').execute();

  await db.schema
    .createTable('orders')
    .addColumn('trade_no', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('bonus', 'bigint', (c) => c.notNull())
    .addColumn('commission', 'bigint', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('orders_user_created')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('restrictions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('limit_cents', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('restrictions_user_until')
    .on('restrictions')
    .columns(['user_id', 'until'])
    .execute();
}

/** Drops the accounts tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['restrictions', 'orders', 'openid_nonces']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
