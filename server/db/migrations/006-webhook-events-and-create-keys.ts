/**
 * Idempotency records. `payment_webhook_events`: every payment-provider event applied, keyed by (provider, event
 * id), so a replayed webhook delivery credits nothing. `battle_create_keys`: a battle create's idempotency key per
 * user, the battle it made and a hash of the request, so a retried create answers the same battle and pays once.
 */
import type { Kysely } from 'kysely';

/** Creates the two key tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('trade_no', 'text', (c) => c.notNull().references('orders.trade_no'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_webhook_events_pk', ['provider', 'event_id'])
    .execute();
  await db.schema
    .createIndex('payment_webhook_events_order')
    .on('payment_webhook_events')
    .column('trade_no')
    .execute();

  await db.schema
    .createTable('battle_create_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('idem_key', 'text', (c) => c.notNull())
    .addColumn('battle_id', 'text', (c) => c.notNull().references('battles.id'))
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('battle_create_keys_pk', ['user_id', 'idem_key'])
    .execute();
}

/** Drops the key tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['battle_create_keys', 'payment_webhook_events']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
