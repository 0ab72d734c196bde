/**
 * The one way an order gets paid or cancelled: a provider's webhook delivery, verified by the provider (signature,
 * timestamp), then applied in one transaction with its event id recorded under a unique key, so a replayed
 * delivery changes nothing. The sandbox's Pay and Cancel buttons come through here too.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import type { OrdersTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { AppError, forbidden, notFound } from '../../errors';
import { cancelLocked, confirmLocked, lockOrder, TRADE_NO_RE } from './orders';
import type { PaymentProvider, WebhookDelivery } from './provider';
import { mailPlayer } from '../mail/outbox';

/** What a delivery did: paid now, paid before, too late to pay, cancelled, or a replay of an event already applied. */
export interface WebhookResult {
  outcome: 'paid' | 'already_paid' | 'expired' | 'cancelled' | 'duplicate';
  eventId: string;
  order: OrdersTable;
}

/**
 * Verifies and applies one delivery. 400/401 for an unsigned, forged or stale delivery (from the provider),
 * 404 for an unknown order, 403 for an order another provider takes, 409 for an amount that does not match
 * or a state the event cannot follow (cancelled order paid, paid order cancelled).
 */
export async function receiveWebhook(
  db: Db,
  provider: PaymentProvider,
  delivery: WebhookDelivery,
  now: number,
): Promise<WebhookResult> {
  const event = provider.verifyWebhook(delivery, now);
  if (!TRADE_NO_RE.test(event.tradeNo)) throw notFound('order_not_found', 'No such order');
  return unitOfWorkOnce(db, async (trx) => {
    // The order row lock comes first, so deliveries about one order (replays included) apply one at a time.
    const order = await lockOrder(db, trx, event.tradeNo);
    if (order.provider !== provider.id)
      throw forbidden('order_provider_mismatch', 'This order is not paid through this provider');
    const recorded = await trx
      .insertInto('payment_webhook_events')
      .values({
        provider: provider.id,
        event_id: event.id,
        trade_no: order.trade_no,
        type: event.type,
        received_at: now,
      })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0) === 0)
      return { outcome: 'duplicate', eventId: event.id, order };
    if (event.type === 'payment.cancelled')
      return { outcome: 'cancelled', eventId: event.id, order: await cancelLocked(trx, order, now) };
    if (event.amount !== order.pay_amount)
      throw new AppError(409, 'amount_mismatch', 'The amount paid does not match the order');
    const r = await confirmLocked(trx, order, now);
    // The receipt is queued with the credit, once per order (the outbox's key), and sent later.
    if (r.outcome === 'paid')
      await mailPlayer(
        trx,
        r.order.user_id,
        'topup',
        r.order.trade_no,
        (name) => ({
          name,
          tradeNo: r.order.trade_no,
          amount: Number(r.order.amount),
          bonus: Number(r.order.bonus),
          paidAt: Number(r.order.paid_at ?? now),
        }),
        now,
      );
    return { outcome: r.outcome, eventId: event.id, order: r.order };
  });
}
