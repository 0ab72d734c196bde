/**
 * Withdrawals to Steam (issue 12). `trade_requests`: one row per POST /loot/withdraw, unique per player and
 * idempotency key when one is given, with a fingerprint of the loot asked for (a replay with other loot is refused).
 * `trades`: one row per item sent, with its state (withdrawing, sent, accepted, declined, expired), the provider and
 * its offer id, the trade URL it went to, and `next_at`, when the settlement next looks at it (null once final).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trade_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('trade_requests_key', ['user_id', 'idem_key'])
    .execute();
  await db.schema
    .createTable('trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('request_id', 'text', (c) => c.notNull().references('trade_requests.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('loot_id', 'text', (c) => c.notNull().references('loot.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'text')
    .addColumn('trade_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('next_at', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trades_due').on('trades').columns(['status', 'next_at']).execute();
  await db.schema.createIndex('trades_user_time').on('trades').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('trades_request').on('trades').columns(['request_id', 'position']).execute();
  await db.schema.createIndex('trades_loot').on('trades').column('loot_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trades').ifExists().execute();
  await db.schema.dropTable('trade_requests').ifExists().execute();
}
