/**
 * Concurrency of money-moving account calls: 200 parallel confirmations, orders and cancellations against one
 * user. Every order is credited at most once, every balance equals the sum of its ledger entries, none is
 * negative, and a self-set top-up limit holds under a burst.
 */
import { describe, expect, it } from 'vitest';
import { ledgerMismatches, limits } from './accounts-helpers';
import { appForSuite, createSignedInUser, makeApp, postAtOnce, testDatabases } from './helpers';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';

describe.each(testDatabases)('accounts under concurrency on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(100_000) }));

  const newOrder = (auth: { authorization: string }, amount: number) =>
    h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/order',
      headers: auth,
      payload: { amount, method: 'card' },
    });
  const action = (verb: 'confirm' | 'cancel', tradeNo: string) =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/pay/sandbox/${verb}/${tradeNo}`,
      headers: { accept: 'application/json' },
    });

  const checkLedger = async () => {
    expect(await ledgerMismatches(h.db)).toEqual([]);
    const negative = await h.db.kysely
      .selectFrom('accounts')
      .select(['id', 'balance'])
      .where('kind', '=', 'user')
      .where('balance', '<', 0)
      .execute();
    expect(negative).toEqual([]);
  };

  const creditsPerOrder = async (tradeNos: string[]) => {
    const rows = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select(['idem_key'])
      .where('kind', '=', 'top_up')
      .execute();
    const count = new Map<string, number>();
    for (const r of rows) count.set(r.idem_key, (count.get(r.idem_key) ?? 0) + 1);
    return tradeNos.map((t) => count.get(`order:${t}`) ?? 0);
  };

  it('credits each order exactly once under 200 parallel confirmations', async () => {
    const u = await createSignedInUser(h.db);
    await h.db.kysely.updateTable('users').set({ pay_bonus_percent: 3 }).where('id', '=', u.userId).execute();
    const created = await Promise.all(Array.from({ length: 50 }, (_, i) => newOrder(u.auth, 500 + i * 7)));
    expect(created.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const orders = created.map((r) => r.json().data.tradeNo as string);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => action('confirm', orders[i % orders.length])),
    );
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    expect(await creditsPerOrder(orders)).toEqual(Array(50).fill(1));
    const expected = Array.from({ length: 50 }, (_, i) => 500 + i * 7).reduce(
      (s, a) => s + a + Math.floor((a * 3) / 100),
      0,
    );
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'coin'))).toBe(expected);
    await checkLedger();
  });

  it('settles racing confirmations and cancellations one way per order', async () => {
    const u = await createSignedInUser(h.db);
    const orders = (await Promise.all(Array.from({ length: 40 }, () => newOrder(u.auth, 1000)))).map(
      (r) => r.json().data.tradeNo as string,
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        action(i % 2 === 0 ? 'confirm' : 'cancel', orders[i % orders.length]),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toEqual([]);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const rows = await h.db.kysely
      .selectFrom('orders')
      .select(['trade_no', 'status'])
      .where('user_id', '=', u.userId)
      .execute();
    const paid = rows.filter((r) => r.status === 'paid').map((r) => r.trade_no);
    expect(rows.every((r) => r.status === 'paid' || r.status === 'cancelled')).toBe(true);
    const credits = await creditsPerOrder(rows.map((r) => r.trade_no));
    rows.forEach((r, i) => expect(credits[i]).toBe(r.status === 'paid' ? 1 : 0));
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'coin'))).toBe(paid.length * 1000);
    await checkLedger();
  });

  it('keeps a self-set top-up limit under 200 parallel orders', async () => {
    const u = await createSignedInUser(h.db);
    const set = await h.app.inject({
      method: 'POST',
      url: '/api/v1/user/restriction',
      headers: u.auth,
      payload: { type: 'TypeSelfRechargeLimit', op: 'apply', days: 1, limit: 10_000 },
    });
    expect(set.statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 200 }, () => newOrder(u.auth, 500)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(20);
    expect(
      results
        .filter((r) => r.statusCode !== 200)
        .every((r) => r.statusCode === 403 && r.json().error.code === 'recharge_limit'),
    ).toBe(true);
    const confirmed = await Promise.all(ok.map((r) => action('confirm', r.json().data.tradeNo)));
    expect(confirmed.every((r) => r.statusCode === 200)).toBe(true);
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'coin'))).toBe(10_000);
    await checkLedger();
  });
});

// In-memory limits do not depend on the database; one PostgreSQL app per file at a time keeps the harness simple.
describe('payment rate limits', () => {
  it('rate-limits payments per user when the limit is low', async () => {
    const low = await makeApp(testDatabases[0], { rateLimits: limits(5) });
    const u = await createSignedInUser(low.db);
    const codes = await postAtOnce(low.app, 12, '/api/v1/pay/calculate', u.auth, {
      amount: 1000,
      method: 'card',
    });
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(
      codes
        .filter((r) => r.statusCode === 429)
        .every((r) => r.json().error.code === 'rate_limited' && r.headers['retry-after']),
    ).toBe(true);
    await low.close();
  });
});
