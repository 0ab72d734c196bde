/**
 * Idempotency records. `payment_webhook_events`: every payment-provider event applied, keyed by (provider, event
 * id), so a replayed webhook delivery credits nothing. `battle_create_keys`: a battle create's idempotency key per
 * user, the battle it made and a hash of the request, so a retried create answers the same battle and pays once.
 */
import type { Kysely } from 'kysely';
import { createIndex, createTable, dropTables } from '../table-builder';

/** Creates the two key tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTable(
    db,
    'payment_webhook_events',
    `
      provider text not null, event_id text not null, trade_no text not null references orders.trade_no,
      type text not null, received_at bigint not null, primary key (provider, event_id)
    `,
  );
  await createIndex(db, 'payment_webhook_events_order', 'payment_webhook_events', ['trade_no']);

  await createTable(
    db,
    'battle_create_keys',
    `
      user_id text not null references users.id, idem_key text not null,
      battle_id text not null references battles.id, request_hash text not null, created_at bigint not null,
      primary key (user_id, idem_key)
    `,
  );
}

/** Drops the key tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['battle_create_keys', 'payment_webhook_events']);
}
