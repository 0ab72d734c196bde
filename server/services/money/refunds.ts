/**
 * Refunds of top-up orders by staff (role finance): the provider gives the payer's money back and the coins the order
 * credited (amount + bonus) leave the player's wallet, in one transaction with the order's row lock, under the ledger
 * key `refund:{tradeNo}` and a row in `order_refunds` keyed by the order, audited with the reason. A second refund,
 * however many arrive at once, finds the order refunded (409) and changes nothing.
 */
import type { Db } from '../../db/database';
import type { RefundAnswer } from '../../../src/protocol/admin-money';
import { AppError, conflict, notFound } from '../../errors';
import { unitOfWork } from '../../kernel/unit-of-work';
import { appendAudit, requireReason, type AuditActor } from '../admin/audit';
import { houseAccount, transfer, userAccount, type Posting } from '../ledger/ledger';
import { lockOrder, TRADE_NO_RE } from '../payments/orders';
import type { PaymentProvider } from '../payments/provider';
import { dollars, lockedBalance } from './wallets';

/** What a refund did. */
export type RefundResult = RefundAnswer;

/**
 * Refunds one paid order. 400 reason_required, 404 order_not_found, 409 order_refunded (a second refund),
 * 409 order_not_paid, 409 refund_provider_unavailable (its provider is not configured here), 409
 * refund_insufficient_balance (the player no longer has the coins; the answer says how many are missing).
 */
export async function refundOrder(
  db: Db,
  providers: readonly PaymentProvider[],
  r: { tradeNo: string; reason: string | undefined; actor: AuditActor; now: number },
): Promise<RefundResult> {
  const reason = requireReason(r.reason);
  if (!TRADE_NO_RE.test(r.tradeNo)) throw notFound('order_not_found', 'No such order');
  return unitOfWork(db, async (trx) => {
    // The order's row lock first: parallel refunds of one order queue here and the later ones see it refunded.
    const order = await lockOrder(db, trx, r.tradeNo);
    if (order.status === 'refunded') throw conflict('order_refunded', 'This order was refunded already');
    if (order.status !== 'paid')
      throw conflict('order_not_paid', `Only a paid order can be refunded; this one is ${order.status}`);
    const provider = providers.find((p) => p.id === order.provider);
    if (!provider)
      throw conflict(
        'refund_provider_unavailable',
        `This order was paid through ${order.provider}, which is not configured here`,
      );
    const coins = order.amount + order.bonus;
    const wallet = userAccount(order.user_id, 'coin');
    const before = await lockedBalance(db, trx, wallet);
    if (before < coins) {
      const missing = coins - before;
      throw new AppError(
        409,
        'refund_insufficient_balance',
        `The player has ${dollars(before)} of the ${dollars(coins)} this order credited: ${dollars(missing)} missing`,
        { balance: before, coins, missing },
      );
    }
    const postings: Posting[] = [
      { account: wallet, amount: -coins },
      { account: houseAccount('payments', 'coin'), amount: order.amount },
    ];
    if (order.bonus > 0) postings.push({ account: houseAccount('pay-bonus', 'coin'), amount: order.bonus });
    const key = `refund:${order.trade_no}`;
    const moved = await transfer(trx, {
      key,
      kind: 'refund',
      currency: 'coin',
      userId: order.user_id,
      ref: order.trade_no,
      postings,
      now: r.now,
    });
    if (!moved.applied) throw conflict('order_refunded', 'This order was refunded already');
    await trx
      .updateTable('orders')
      .set({ status: 'refunded' })
      .where('trade_no', '=', order.trade_no)
      .where('status', '=', 'paid')
      .execute();
    // Last, so a provider that refuses rolls everything above back; its key makes a retry refund once.
    const { refundId } = await provider.refund(
      { tradeNo: order.trade_no, payAmount: order.pay_amount, reason, idempotencyKey: key },
      r.now,
    );
    await trx
      .insertInto('order_refunds')
      .values({
        trade_no: order.trade_no,
        user_id: order.user_id,
        provider: provider.id,
        provider_refund_id: refundId,
        coins,
        pay_amount: order.pay_amount,
        reason,
        staff_id: r.actor.userId,
        created_at: r.now,
      })
      .execute();
    const after = before - coins;
    await appendAudit(
      trx,
      r.actor,
      {
        action: 'money.refund',
        targetType: 'order',
        targetId: order.trade_no,
        reason,
        before: { status: 'paid', coinBalance: before },
        after: { status: 'refunded', coinBalance: after, coins, payAmount: order.pay_amount, refundId },
      },
      r.now,
    );
    return {
      tradeNo: order.trade_no,
      providerRefundID: refundId,
      coins,
      balanceBefore: before,
      balanceAfter: after,
    };
  });
}
