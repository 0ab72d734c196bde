/**
 * The back office's Money area (issue 29). `order_refunds`: one row per refunded order (the primary key makes a
 * second refund impossible), with the provider's refund id, what was taken back and who did it, why. `trades` gains
 * `reversible_until` (an accepted trade stays reversible that long: Steam's 7-day trade protection) and `final_at`
 * (when the house counted it final, once that window passed). Withdrawals gain the states `held` and `cancelled`
 * (staff) and `reversed` (undone within the protection window); the status column is text, so no change there.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('order_refunds')
    .addColumn('trade_no', 'text', (c) => c.primaryKey().references('orders.trade_no'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_refund_id', 'text', (c) => c.notNull())
    .addColumn('coins', 'bigint', (c) => c.notNull())
    .addColumn('pay_amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('staff_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('trades').addColumn('reversible_until', 'bigint').execute();
  await db.schema.alterTable('trades').addColumn('final_at', 'bigint').execute();
  await db.schema.createIndex('orders_status_time').on('orders').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('ledger_transactions_time')
    .on('ledger_transactions')
    .columns(['created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_transactions_time').ifExists().execute();
  await db.schema.dropIndex('orders_status_time').ifExists().execute();
  await db.schema.alterTable('trades').dropColumn('final_at').execute();
  await db.schema.alterTable('trades').dropColumn('reversible_until').execute();
  await db.schema.dropTable('order_refunds').ifExists().execute();
}
