/**
 * Top-up orders: created pending (after the self-care checks) with the provider that takes the payment, then
 * confirmed exactly once (order marked paid and wallet credited in one transaction under ledger key
 * `order:{tradeNo}`) or cancelled. Only a verified provider webhook (`webhook.ts`) moves an order on.
 */
import { unitOfWorkOnce } from '../../kernel/unit-of-work';
import { randomBytes } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { OrderCreated, OrdersPage, OrderView } from '../../../src/protocol/pay';
import type { Db } from '../../db/database';
import type { Database, OrdersTable } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { ensureWallets, houseAccount, transfer, userAccount, type Posting, type Q } from '../ledger/ledger';
import { assertNotSelfBanned, assertWithinRechargeLimit } from '../users/restrictions';
import { calculate, findMethod } from './methods';
import type { PaymentProvider } from './provider';

/** A pending order can be paid for this long; after that it no longer counts and cannot be confirmed. */
export const ORDER_TTL_MS = 60 * 60_000;
/** Trade numbers: 'CA', the UTC date, 16 hex digits. */
export const TRADE_NO_RE = /^CA\d{8}[0-9A-F]{16}$/;

/** What a confirmation did. */
export type ConfirmResult = { outcome: 'paid' | 'already_paid' | 'expired'; order: OrdersTable };

const newTradeNo = (now: number) =>
  `CA${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}${randomBytes(8).toString('hex').toUpperCase()}`;

function normalise(o: OrdersTable): OrdersTable {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...o,
    amount: Number(o.amount),
    bonus: Number(o.bonus),
    commission: Number(o.commission),
    pay_amount: Number(o.pay_amount),
    created_at: Number(o.created_at),
    paid_at: n(o.paid_at),
    cancelled_at: n(o.cancelled_at),
  };
}

/** The view of an order (a pending order past its time shows as expired). */
function orderView(o: OrdersTable, now: number): OrderView {
  const expired = o.status === 'pending' && o.created_at + ORDER_TTL_MS <= now;
  return {
    tradeNo: o.trade_no,
    method: o.method,
    amount: o.amount,
    bonus: o.bonus,
    commission: o.commission,
    payAmount: o.pay_amount,
    status: expired ? 'expired' : (o.status as OrderView['status']),
    createdAt: o.created_at,
    paidAt: o.paid_at,
  };
}

/** Cents of paid and still-payable pending top-ups created after `since`. */
async function topUpSum(q: Q, userId: string, since: number, now: number): Promise<number> {
  const row = await q
    .selectFrom('orders')
    .select(sql<number>`coalesce(sum(amount), 0)`.as('s'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>', now - ORDER_TTL_MS)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.s);
}

async function lockUser(db: Db, trx: Transaction<Database>, userId: string): Promise<number> {
  let q = trx.selectFrom('users').select('pay_bonus_percent').where('id', '=', userId);
  if (db.dialect === 'postgres') q = q.forUpdate();
  const u = await q.executeTakeFirst();
  if (!u) throw notFound('user_not_found', 'No such user');
  return Number(u.pay_bonus_percent);
}

/** Creates a pending order after the break and top-up-limit checks (serialised per user). */
export async function createOrder(
  db: Db,
  provider: PaymentProvider,
  o: { userId: string; amount: number; method: string; email?: string; now: number; returnSite?: string },
): Promise<OrderCreated> {
  const method = findMethod(provider.methods, o.method);
  const created = await unitOfWorkOnce(db, async (trx) => {
    const bonusPercent = await lockUser(db, trx, o.userId);
    const calc = calculate(method, o.amount, bonusPercent);
    await assertNotSelfBanned(trx, o.userId, o.now);
    await assertWithinRechargeLimit(trx, o.userId, o.amount, o.now, (since) =>
      topUpSum(trx, o.userId, since, o.now),
    );
    const tradeNo = newTradeNo(o.now);
    await trx
      .insertInto('orders')
      .values({
        trade_no: tradeNo,
        user_id: o.userId,
        method: method.id,
        provider: provider.id,
        amount: o.amount,
        bonus: calc.bonusAmount,
        commission: calc.commissionAmount,
        pay_amount: calc.payAmount,
        email: o.email || null,
        status: 'pending',
        created_at: o.now,
        paid_at: null,
        cancelled_at: null,
      })
      .execute();
    return { tradeNo, payAmount: calc.payAmount };
  });
  // The provider is asked after the commit: a provider call never holds the user's row lock.
  try {
    const { redirectUrl } = await provider.checkout({
      tradeNo: created.tradeNo,
      method: method.id,
      payAmount: created.payAmount,
      email: o.email || null,
      returnSite: o.returnSite,
    });
    return { tradeNo: created.tradeNo, redirectUrl };
  } catch (err) {
    // No checkout, no payment: the order must not keep counting against the top-up limit.
    await db.kysely
      .updateTable('orders')
      .set({ status: 'cancelled', cancelled_at: o.now })
      .where('trade_no', '=', created.tradeNo)
      .where('status', '=', 'pending')
      .execute();
    throw err;
  }
}

/** Locks an order row for the rest of the transaction; 404 order_not_found when there is none. */
export async function lockOrder(db: Db, trx: Transaction<Database>, tradeNo: string): Promise<OrdersTable> {
  let q = trx.selectFrom('orders').selectAll().where('trade_no', '=', tradeNo);
  if (db.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound('order_not_found', 'No such order');
  return normalise(row);
}

/** One order by trade number (any owner: the provider's pages address orders by their unguessable number). */
export async function getOrder(db: Db, tradeNo: string): Promise<OrdersTable | null> {
  const row = await db.kysely
    .selectFrom('orders')
    .selectAll()
    .where('trade_no', '=', tradeNo)
    .executeTakeFirst();
  return row ? normalise(row) : null;
}

/** Payment arrived for a locked order: marks it paid and credits amount + bonus, exactly once. */
export async function confirmLocked(
  trx: Transaction<Database>,
  order: OrdersTable,
  now: number,
): Promise<ConfirmResult> {
  const tradeNo = order.trade_no;
  // A refunded order was paid once: a late or replayed success never credits it again.
  if (order.status === 'paid' || order.status === 'refunded') return { outcome: 'already_paid', order };
  if (order.status === 'cancelled') throw conflict('order_cancelled', 'This order was cancelled');
  if (order.created_at + ORDER_TTL_MS <= now) return { outcome: 'expired', order };
  const marked = await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now })
    .where('trade_no', '=', tradeNo)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) return { outcome: 'already_paid', order };
  await ensureWallets(trx, order.user_id);
  const postings: Posting[] = [
    { account: houseAccount('payments', 'coin'), amount: -order.amount },
    { account: userAccount(order.user_id, 'coin'), amount: order.amount + order.bonus },
  ];
  if (order.bonus > 0) postings.push({ account: houseAccount('pay-bonus', 'coin'), amount: -order.bonus });
  await transfer(trx, {
    key: `order:${tradeNo}`,
    kind: 'top_up',
    currency: 'coin',
    userId: order.user_id,
    ref: tradeNo,
    postings,
    now,
  });
  return { outcome: 'paid', order: { ...order, status: 'paid', paid_at: now } };
}

/** The payer cancelled a locked order at the provider: pending becomes cancelled; a paid one cannot be. */
export async function cancelLocked(
  trx: Transaction<Database>,
  order: OrdersTable,
  now: number,
): Promise<OrdersTable> {
  if (order.status === 'paid' || order.status === 'refunded')
    throw conflict('order_paid', 'This order is paid already');
  if (order.status === 'cancelled') return order;
  await trx
    .updateTable('orders')
    .set({ status: 'cancelled', cancelled_at: now })
    .where('trade_no', '=', order.trade_no)
    .where('status', '=', 'pending')
    .execute();
  return { ...order, status: 'cancelled', cancelled_at: now };
}

/** A page of the user's own orders, newest first; `cursor` continues after the last one shown. */
export async function listOrders(
  db: Db,
  userId: string,
  page: { cursor?: string; pageSize: number; now: number },
): Promise<OrdersPage> {
  let q = db.kysely.selectFrom('orders').selectAll().where('user_id', '=', userId);
  const m = page.cursor ? /^(\d{1,15})\.([A-Z0-9]{1,40})$/.exec(page.cursor) : null;
  if (m) {
    const at = Number(m[1]);
    q = q.where((eb) =>
      eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('trade_no', '<', m[2])])]),
    );
  }
  const rows = (
    await q
      .orderBy('created_at', 'desc')
      .orderBy('trade_no', 'desc')
      .limit(page.pageSize + 1)
      .execute()
  ).map(normalise);
  const more = rows.length > page.pageSize;
  const list = rows.slice(0, page.pageSize);
  const last = list[list.length - 1];
  return {
    list: list.map((o) => orderView(o, page.now)),
    cursor: more && last ? `${last.created_at}.${last.trade_no}` : null,
  };
}
