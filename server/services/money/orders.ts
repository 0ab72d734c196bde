/** Orders as staff read them: filtered lists, and one order with the provider's events and its refund. */
import type { Db } from '../../db/database';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrdersPage,
  AdminOrdersQuery,
} from '../../../src/protocol/admin-money';
import type { OrderStatus } from '../../../src/protocol/pay';
import { notFound } from '../../errors';
import { listAudit } from '../admin/audit-list';
import { balanceOf, userAccount, type Q } from '../ledger/ledger';
import { ORDER_TTL_MS, TRADE_NO_RE } from '../payments/orders';

/** Orders per page. */
export const ADMIN_ORDERS_PAGE = 50;

function orderRows(q: Q) {
  return q
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.trade_no',
      'orders.user_id',
      'users.nickname',
      'orders.provider',
      'orders.method',
      'orders.amount',
      'orders.bonus',
      'orders.commission',
      'orders.pay_amount',
      'orders.status',
      'orders.created_at',
      'orders.paid_at',
    ]);
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];

function view(o: OrderRow, now: number): AdminOrder {
  const createdAt = Number(o.created_at);
  const expired = o.status === 'pending' && createdAt + ORDER_TTL_MS <= now;
  return {
    tradeNo: o.trade_no,
    userID: o.user_id,
    nickname: o.nickname,
    provider: o.provider,
    method: o.method,
    amount: Number(o.amount),
    bonus: Number(o.bonus),
    commission: Number(o.commission),
    payAmount: Number(o.pay_amount),
    status: expired ? 'expired' : (o.status as OrderStatus),
    createdAt,
    paidAt: o.paid_at === null ? null : Number(o.paid_at),
  };
}

/** A page of orders, newest first, filtered by status (expired: pending past its time), player and date range. */
export async function adminOrders(db: Db, f: AdminOrdersQuery, now: number): Promise<AdminOrdersPage> {
  let q = orderRows(db.kysely);
  if (f.status === 'expired')
    q = q.where('orders.status', '=', 'pending').where('orders.created_at', '<=', now - ORDER_TTL_MS);
  else if (f.status === 'pending')
    q = q.where('orders.status', '=', 'pending').where('orders.created_at', '>', now - ORDER_TTL_MS);
  else if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.userID) q = q.where('orders.user_id', '=', f.userID);
  if (f.from) q = q.where('orders.created_at', '>=', Number(f.from));
  if (f.to) q = q.where('orders.created_at', '<', Number(f.to));
  const m = f.cursor ? /^(\d{1,15})\.([A-Z0-9]{1,40})$/.exec(f.cursor) : null;
  if (m) {
    const at = Number(m[1]);
    q = q.where((eb) =>
      eb.or([
        eb('orders.created_at', '<', at),
        eb.and([eb('orders.created_at', '=', at), eb('orders.trade_no', '<', m[2])]),
      ]),
    );
  }
  const rows = await q
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.trade_no', 'desc')
    .limit(ADMIN_ORDERS_PAGE + 1)
    .execute();
  const list = rows.slice(0, ADMIN_ORDERS_PAGE);
  const last = list[list.length - 1];
  return {
    list: list.map((o) => view(o, now)),
    cursor: rows.length > ADMIN_ORDERS_PAGE && last ? `${Number(last.created_at)}.${last.trade_no}` : null,
  };
}

/** One order with the provider's webhook events (oldest first), its refund and the player's coins now; 404 else. */
export async function adminOrder(db: Db, tradeNo: string, now: number): Promise<AdminOrderDetail> {
  const row = TRADE_NO_RE.test(tradeNo)
    ? await orderRows(db.kysely).where('orders.trade_no', '=', tradeNo).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('order_not_found', 'No such order');
  const events = await db.kysely
    .selectFrom('payment_webhook_events')
    .select(['event_id', 'type', 'received_at'])
    .where('trade_no', '=', tradeNo)
    .orderBy('received_at')
    .orderBy('event_id')
    .execute();
  const refund = await db.kysely
    .selectFrom('order_refunds')
    .selectAll()
    .where('trade_no', '=', tradeNo)
    .executeTakeFirst();
  return {
    order: view(row, now),
    events: events.map((e) => ({ eventID: e.event_id, type: e.type, receivedAt: Number(e.received_at) })),
    refund: refund
      ? {
          providerRefundID: refund.provider_refund_id,
          coins: Number(refund.coins),
          payAmount: Number(refund.pay_amount),
          reason: refund.reason,
          staffID: refund.staff_id,
          createdAt: Number(refund.created_at),
        }
      : null,
    audit: (await listAudit(db.kysely, { targetType: 'order', targetId: tradeNo, limit: 50 })).entries,
    coinBalance: await balanceOf(db.kysely, userAccount(row.user_id, 'coin')),
  };
}
