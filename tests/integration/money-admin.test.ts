/**
 * The back office's Money services (issue 29) on SQLite and PostgreSQL: refunds through the sandbox provider (once,
 * even 50 at a time; refused for unpaid orders, spent coins, no reason), ledger adjustments (reason required,
 * idempotent, never below zero), the withdrawal queue (hold, approve, cancel exactly once) and Steam's 7-day trade
 * protection (accepted trades stay reversible, a reversal gives the item back, final only after), and the figures
 * (a known set of case openings gives a known daily result and exposure).
 */
import { describe, expect, it } from 'vitest';
import type { AuditActor } from '../../server/services/admin/audit';
import { adjustWallet } from '../../server/services/money/adjustments';
import { dailyResults, exposure, houseAccounts, playerEconomy } from '../../server/services/money/figures';
import { adminOrder, adminOrders } from '../../server/services/money/orders';
import { refundOrder } from '../../server/services/money/refunds';
import { actOnWithdrawal, withdrawalQueue } from '../../server/services/money/withdrawal-queue';
import { SandboxProvider } from '../../server/services/payments/sandbox';
import type { PaymentProvider } from '../../server/services/payments/provider';
import { balanceOf, userAccount } from '../../server/services/ledger/ledger';
import { TRADE_PROTECTION_MS } from '../../src/domain/withdrawals';
import { battleLoot, ledgerProblems } from './catalog-helpers';
import { limits } from './accounts-helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testConfig, testDatabases } from './helpers';
import { coinsOf, newOrder, orderStatus, paidOrder, refusal } from './money-admin-helpers';
import {
  makeTradeApp,
  ownTradeUrl,
  recordingSettlement,
  saveTradeUrl,
  SEND_MS,
  SETTLE_MS,
  withdraw,
} from './trades-helpers';

const sandbox = (): PaymentProvider[] => [new SandboxProvider('http://localhost', 'secret')];

describe.each(testDatabases)('money back office on $name', (kind) => {
  const h = appForSuite(() =>
    makeApp(kind, {
      rateLimits: limits(10_000),
      trades: {
        ...testConfig().trades,
        sandbox: true,
        scheduler: false,
        sandboxSendMs: SEND_MS,
        sandboxSettleMs: SETTLE_MS,
      },
    }),
  );
  const staff = async (): Promise<AuditActor> => ({
    userId: (await createSignedInUser(h.db, 'finance')).userId,
    role: 'finance',
  });

  it('refunds a paid order once: the coins leave the wallet, the order reads refunded, the ledger balances', async () => {
    const u = await createSignedInUser(h.db, 'payer');
    const tradeNo = await paidOrder(h.app, u.auth, 5000);
    expect(await coinsOf(h.db, u.userId)).toBe(5000);
    const actor = await staff();
    const r = await refundOrder(h.db, sandbox(), {
      tradeNo,
      reason: 'chargeback risk',
      actor,
      now: Date.now(),
    });
    expect(r).toMatchObject({ coins: 5000, balanceBefore: 5000, balanceAfter: 0 });
    expect(r.providerRefundID).toMatch(/^sandbox-refund-/);
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    expect(await orderStatus(h.db, tradeNo)).toBe('refunded');
    // The player's own order list says so.
    const mine = (await h.app.inject({ url: '/api/v1/pay/orders', headers: u.auth })).json().data.list;
    expect(mine.find((o: { tradeNo: string }) => o.tradeNo === tradeNo).status).toBe('refunded');
    const detail = await adminOrder(h.db, tradeNo, Date.now());
    expect(detail.events.map((e) => e.type)).toEqual(['payment.succeeded']);
    expect(detail.refund).toMatchObject({
      coins: 5000,
      payAmount: 5000,
      reason: 'chargeback risk',
      staffID: actor.userId,
    });
    // A second refund is refused and changes nothing.
    expect(
      await refusal(refundOrder(h.db, sandbox(), { tradeNo, reason: 'again', actor, now: Date.now() }), 409),
    ).toBe('order_refunded');
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('refuses without a reason, an unpaid order and coins the player spent (saying what is missing); nothing moves', async () => {
    const u = await createSignedInUser(h.db, 'spender');
    const tradeNo = await paidOrder(h.app, u.auth, 5000);
    const actor = await staff();
    const now = Date.now();
    for (const reason of [undefined, '', '   ', 'x'.repeat(501)])
      expect(await refusal(refundOrder(h.db, sandbox(), { tradeNo, reason, actor, now }), 400)).toBe(
        'reason_required',
      );
    const pending = await newOrder(h.app, u.auth, 1000);
    expect(
      await refusal(refundOrder(h.db, sandbox(), { tradeNo: pending, reason: 'r', actor, now }), 409),
    ).toBe('order_not_paid');
    expect(
      await refusal(
        refundOrder(h.db, sandbox(), { tradeNo: 'CA20260101NOPE', reason: 'r', actor, now }),
        404,
      ),
    ).toBe('order_not_found');
    // The player spends 1200 of the 5000: the refund says $12.00 are missing.
    await h.db.kysely.transaction().execute(async (trx) => {
      const { transfer, houseAccount } = await import('../../server/services/ledger/ledger');
      await transfer(trx, {
        key: `spend:${tradeNo}`,
        kind: 'test_spend',
        currency: 'coin',
        postings: [
          { account: userAccount(u.userId, 'coin'), amount: -1200 },
          { account: houseAccount('test', 'coin'), amount: 1200 },
        ],
        now,
      });
    });
    let err: { code?: string; message?: string; details?: Record<string, unknown> } = {};
    try {
      await refundOrder(h.db, sandbox(), { tradeNo, reason: 'fraud', actor, now });
    } catch (e) {
      err = e as typeof err;
    }
    expect(err.code).toBe('refund_insufficient_balance');
    expect(err.message).toContain('$12.00 missing');
    expect(err.details).toMatchObject({ balance: 3800, coins: 5000, missing: 1200 });
    expect(await coinsOf(h.db, u.userId)).toBe(3800);
    expect(await orderStatus(h.db, tradeNo)).toBe('paid');
    // A provider that refuses rolls the whole refund back.
    const refusing: PaymentProvider = Object.assign(Object.create(sandbox()[0]) as PaymentProvider, {
      refund: async () => {
        throw Object.assign(new Error('provider down'), { statusCode: 502 });
      },
    });
    await fund(h.db, u.userId, 1200);
    await expect(refundOrder(h.db, [refusing], { tradeNo, reason: 'fraud', actor, now })).rejects.toThrow(
      'provider down',
    );
    expect(await coinsOf(h.db, u.userId)).toBe(5000);
    expect(await orderStatus(h.db, tradeNo)).toBe('paid');
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('refunds once when 50 refunds of one order arrive at once', async () => {
    const u = await createSignedInUser(h.db, 'racer');
    const tradeNo = await paidOrder(h.app, u.auth, 5000);
    await fund(h.db, u.userId, 100_000);
    const actor = await staff();
    const settled = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        refundOrder(h.db, sandbox(), { tradeNo, reason: 'race', actor, now: Date.now() }),
      ),
    );
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    const codes = settled.flatMap((s) =>
      s.status === 'rejected' ? [(s.reason as { code: string }).code] : [],
    );
    expect(new Set(codes)).toEqual(new Set(['order_refunded']));
    expect(await coinsOf(h.db, u.userId)).toBe(100_000);
    const refunds = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idem_key', '=', `refund:${tradeNo}`)
      .execute();
    expect(refunds).toHaveLength(1);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('lists orders by status, player and date', async () => {
    const u = await createSignedInUser(h.db, 'lister');
    const paid = await paidOrder(h.app, u.auth, 2000);
    const pending = await newOrder(h.app, u.auth, 1000);
    const now = Date.now();
    const mine = await adminOrders(h.db, { userID: u.userId }, now);
    expect(mine.list.map((o) => [o.tradeNo, o.status, o.nickname])).toEqual([
      [pending, 'pending', 'lister'],
      [paid, 'paid', 'lister'],
    ]);
    expect(
      (await adminOrders(h.db, { userID: u.userId, status: 'paid' }, now)).list.map((o) => o.tradeNo),
    ).toEqual([paid]);
    expect((await adminOrders(h.db, { userID: u.userId, from: String(now + 1) }, now)).list).toEqual([]);
    // An hour later the pending one reads expired.
    expect(
      (await adminOrders(h.db, { userID: u.userId, status: 'expired' }, now + 3_600_001)).list.map(
        (o) => o.tradeNo,
      ),
    ).toEqual([pending]);
  });

  it('adjusts a wallet with a reason, once per key, audited before/after; never without a reason or below zero', async () => {
    const u = await createSignedInUser(h.db, 'adjusted');
    const actor = await staff();
    const base = { userId: u.userId, currency: 'coin' as const, actor, now: Date.now() };
    expect(
      await refusal(adjustWallet(h.db, { ...base, amount: 500, reason: '', idempotencyKey: 'k-none' }), 400),
    ).toBe('reason_required');
    expect(
      await refusal(
        adjustWallet(h.db, { ...base, amount: 500, reason: undefined, idempotencyKey: 'k-none' }),
        400,
      ),
    ).toBe('reason_required');
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    const noTx = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idem_key', '=', 'adjust:k-none')
      .execute();
    expect(noTx).toEqual([]);
    const key = `adj-${u.userId}`;
    const first = await adjustWallet(h.db, { ...base, amount: 500, reason: 'goodwill', idempotencyKey: key });
    expect(first).toMatchObject({ applied: true, before: 0, after: 500 });
    const again = await adjustWallet(h.db, { ...base, amount: 500, reason: 'goodwill', idempotencyKey: key });
    expect(again).toMatchObject({ applied: false, txID: first.txID, after: 500 });
    expect(await coinsOf(h.db, u.userId)).toBe(500);
    expect(
      await refusal(
        adjustWallet(h.db, { ...base, amount: 900, reason: 'goodwill', idempotencyKey: key }),
        409,
      ),
    ).toBe('idempotency_key_used');
    expect(
      await refusal(
        adjustWallet(h.db, { ...base, amount: -501, reason: 'fix', idempotencyKey: `${key}-d` }),
        409,
      ),
    ).toBe('insufficient_balance');
    expect(
      await refusal(
        adjustWallet(h.db, { ...base, amount: 0, reason: 'fix', idempotencyKey: `${key}-z` }),
        400,
      ),
    ).toBe('invalid_amount');
    expect(
      await refusal(
        adjustWallet(h.db, { ...base, userId: 'nobody', amount: 5, reason: 'x', idempotencyKey: `${key}-n` }),
        404,
      ),
    ).toBe('user_not_found');
    const debit = await adjustWallet(h.db, {
      ...base,
      amount: -200,
      reason: 'duplicate credit',
      idempotencyKey: `${key}-d2`,
    });
    expect(debit).toMatchObject({ applied: true, before: 500, after: 300 });
    const points = await adjustWallet(h.db, {
      ...base,
      currency: 'point',
      amount: 70,
      reason: 'survey',
      idempotencyKey: `${key}-p`,
    });
    expect(points.after).toBe(70);
    expect(await balanceOf(h.db.kysely, userAccount(u.userId, 'point'))).toBe(70);
    // 20 parallel adjustments with one key move the money once.
    const racing = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        adjustWallet(h.db, { ...base, amount: 100, reason: 'race', idempotencyKey: `${key}-race` }),
      ),
    );
    expect(racing.filter((r) => r.status === 'fulfilled' && r.value.applied)).toHaveLength(1);
    expect(await coinsOf(h.db, u.userId)).toBe(400);
    const houses = await houseAccounts(h.db);
    expect(houses.find((a) => a.name === 'adjustments' && a.currency === 'coin')).toBeDefined();
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  /** A player with a saved trade URL who asked to withdraw `n` items worth 300 each; the withdrawals. */
  const withdrawer = async (n: number) => {
    const u = await createSignedInUser(h.db, 'withdrawer');
    expect((await saveTradeUrl(h.app, u.auth, await ownTradeUrl(h.db, u.userId))).statusCode).toBe(200);
    const loot = await battleLoot(h.db, u.userId, n, 300);
    const res = await withdraw(h.app, u.auth, { lootIDs: loot });
    expect(res.statusCode, res.body).toBe(200);
    return {
      ...u,
      loot,
      trades: res.json<{ data: { list: { id: string }[] } }>().data.list.map((w) => w.id),
    };
  };
  const lootStatus = async (id: string) =>
    (await h.db.kysely.selectFrom('loot').select('status').where('id', '=', id).executeTakeFirstOrThrow())
      .status;
  const tradeOf = (id: string) =>
    h.db.kysely.selectFrom('trades').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('holds, approves and cancels pending withdrawals; a cancel gives the item back exactly once', async () => {
    const p = await withdrawer(3);
    const actor = await staff();
    const t0 = Date.now();
    const act = (
      i: number,
      action: 'approve' | 'hold' | 'cancel',
      reason: string | undefined = 'review',
      now = t0,
    ) => actOnWithdrawal(h.db, { id: p.trades[i], action, reason, actor, now });
    expect(await refusal(act(0, 'hold', ''), 400)).toBe('reason_required');
    expect((await act(0, 'hold')).status).toBe('held');
    expect((await act(2, 'hold')).status).toBe('held');
    expect(
      (await withdrawalQueue(h.db, 'pending'))
        .filter((w) => w.userID === p.userId)
        .map((w) => [w.id, w.status])
        .sort(),
    ).toEqual(
      [
        [p.trades[0], 'held'],
        [p.trades[1], 'withdrawing'],
        [p.trades[2], 'held'],
      ].sort(),
    );
    // The settlement leaves a held withdrawal alone.
    const { settlement } = recordingSettlement(h.app, 'accepted');
    await settlement.tick(t0 + SEND_MS);
    expect([(await tradeOf(p.trades[0])).status, (await tradeOf(p.trades[1])).status]).toEqual([
      'held',
      'sent',
    ]);
    expect(await refusal(act(1, 'hold'), 409)).toBe('withdrawal_not_pending');
    expect(await refusal(act(1, 'cancel'), 409)).toBe('withdrawal_not_pending');
    // Approving releases it: it goes out at the next tick.
    expect((await act(0, 'approve')).status).toBe('withdrawing');
    await settlement.tick(t0 + SEND_MS + 1);
    expect((await tradeOf(p.trades[0])).status).toBe('sent');
    // Ten cancels of the third at once: one lands, the item is pending again once.
    const cancels = await Promise.allSettled(
      Array.from({ length: 10 }, () => act(2, 'cancel', 'fraud check')),
    );
    expect(cancels.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(await lootStatus(p.loot[2])).toBe('pending');
    expect((await tradeOf(p.trades[2])).status).toBe('cancelled');
    const mine = (await h.app.inject({ url: '/api/v1/loot/withdrawals', headers: p.auth })).json().data.list;
    expect(mine.find((w: { id: string }) => w.id === p.trades[2]).status).toBe('cancelled');
    expect(
      await refusal(
        actOnWithdrawal(h.db, { id: 'nope', action: 'cancel', reason: 'x', actor, now: t0 }),
        404,
      ),
    ).toBe('withdrawal_not_found');
  });

  it('keeps an accepted withdrawal reversible for 7 days: a reversal gives the item back, else it turns final', async () => {
    const kept = await withdrawer(1);
    const t0 = Date.now();
    const { settlement } = recordingSettlement(h.app, 'accepted');
    await settlement.tick(t0 + SEND_MS);
    const acceptedAt = t0 + SEND_MS + SETTLE_MS;
    await settlement.tick(acceptedAt);
    let t = await tradeOf(kept.trades[0]);
    expect([t.status, Number(t.reversible_until), t.final_at]).toEqual([
      'accepted',
      acceptedAt + TRADE_PROTECTION_MS,
      null,
    ]);
    expect(await lootStatus(kept.loot[0])).toBe('withdrawn');
    const reversible = (await withdrawalQueue(h.db, 'reversible')).find((w) => w.id === kept.trades[0]);
    expect(reversible?.reversibleUntil).toBe(acceptedAt + TRADE_PROTECTION_MS);
    expect((await exposure(h.db)).reversibleCount).toBeGreaterThanOrEqual(1);
    // A day before the window ends it is still not final; at its end it is.
    await settlement.tick(acceptedAt + TRADE_PROTECTION_MS - 24 * 3_600_000);
    expect((await tradeOf(kept.trades[0])).final_at).toBeNull();
    await settlement.tick(acceptedAt + TRADE_PROTECTION_MS);
    t = await tradeOf(kept.trades[0]);
    expect([t.status, Number(t.final_at)]).toEqual(['accepted', acceptedAt + TRADE_PROTECTION_MS]);
    expect((await withdrawalQueue(h.db, 'reversible')).find((w) => w.id === kept.trades[0])).toBeUndefined();

    // Reverted within the window: the item comes back to the player, once.
    const undone = await withdrawer(1);
    const r = recordingSettlement(h.app, 'reversed');
    const s0 = Date.now();
    await r.settlement.tick(s0 + SEND_MS);
    await r.settlement.tick(s0 + SEND_MS + SETTLE_MS);
    expect((await tradeOf(undone.trades[0])).status).toBe('accepted');
    expect(await lootStatus(undone.loot[0])).toBe('withdrawn');
    await r.settlement.tick(s0 + SEND_MS + SETTLE_MS + 3_600_000);
    await r.settlement.tick(s0 + SEND_MS + SETTLE_MS + 2 * 3_600_000);
    expect((await tradeOf(undone.trades[0])).status).toBe('reversed');
    expect(await lootStatus(undone.loot[0])).toBe('pending');
    const events = r.events.filter((e) => e.userId === undone.userId).map((e) => e.withdrawal.status);
    expect(events).toEqual(['sent', 'accepted', 'reversed']);
  });
});

describe.each(testDatabases)('money figures on $name', (kind) => {
  const h = appForSuite(() => makeTradeApp(kind));

  it('gives a known daily result and exposure for a known set of case openings', async () => {
    const a = await createSignedInUser(h.db, 'opener-a');
    const b = await createSignedInUser(h.db, 'opener-b');
    await fund(h.db, a.userId, 100_000);
    await fund(h.db, b.userId, 100_000);
    const open = (auth: { authorization: string }, count: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/v1/case/open',
        headers: auth,
        payload: { caseID: 'redline-rush', count },
      });
    const answers = [await open(a.auth, 3), await open(b.auth, 2)];
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    const won = answers
      .flatMap(
        (r) =>
          r.json<{ data: { opening: { results: { item: { price: number } }[] } } }>().data.opening.results,
      )
      .reduce((t, x) => t + x.item.price, 0);
    const price = (await h.app.inject({ url: '/api/v1/case/detail?caseID=redline-rush' })).json().data.case
      .price as number;
    const now = Date.now();
    const days = await dailyResults(h.db, 7, now);
    const today = new Date(now).toISOString().slice(0, 10);
    // The openings' XP paid level-up points: the rewards row counts what the players received.
    const pointsPaid =
      (await balanceOf(h.db.kysely, userAccount(a.userId, 'point'))) +
      (await balanceOf(h.db.kysely, userAccount(b.userId, 'point')));
    expect(days.filter((d) => d.day === today)).toEqual([
      {
        day: today,
        game: 'case',
        coinsIn: 5 * price,
        itemsIn: 0,
        itemsOut: won,
        points: 0,
        result: 5 * price - won,
      },
      { day: today, game: 'rewards', coinsIn: 0, itemsIn: 0, itemsOut: 0, points: pointsPaid, result: 0 },
    ]);
    // Yesterday and before: nothing was played.
    expect(days.filter((d) => d.day !== today)).toEqual([]);
    const exp = await exposure(h.db);
    expect(exp).toMatchObject({
      pendingLootCount: 5,
      pendingLootValue: won,
      openBattles: 0,
      openBattleStakes: 0,
    });
    const houses = await houseAccounts(h.db);
    expect(houses.find((x) => x.name === 'cases' && x.currency === 'coin')?.balance).toBe(5 * price);
    // The player's budget is the one economy/budget.ts keeps (40% of a case's 10% edge per played cent).
    const eco = await playerEconomy(h.db, a.userId);
    expect(eco.coinBalance).toBe(100_000 - 3 * price);
    const own = (await h.app.inject({ url: '/api/v1/economy', headers: a.auth })).json().data.me;
    expect(eco.economy).toEqual(own);
    expect(eco.economy.usedCents).toBeGreaterThan(0);
  });
});
