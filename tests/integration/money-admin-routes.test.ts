/**
 * The Money area's routes (/api/admin/v1/money/...) on SQLite and PostgreSQL, as staff call them: who may (finance
 * acts, support reads orders, a player gets 403), what bad input answers (400 reason_required, 409 on a second
 * refund, never a 5xx) and that every action lands in the audit log with its reason in the same transaction.
 */
import { describe, expect, it } from 'vitest';
import { limits } from './accounts-helpers';
import { adminCall, auditRows, createStaff } from './admin-helpers';
import { appForSuite, createSignedInUser, makeApp, testDatabases } from './helpers';
import { codeOf, coinsOf, orderStatus, paidOrder } from './money-admin-helpers';

describe.each(testDatabases)('money admin routes on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(10_000) }));

  it('lets finance refund with a reason, once, audited; a second refund is 409 and changes nothing', async () => {
    const finance = await createStaff(h.app, h.db, 'finance');
    const u = await createSignedInUser(h.db, 'routes-payer');
    const tradeNo = await paidOrder(h.app, u.auth, 2500);
    const url = `/money/orders/${tradeNo}/refund`;
    expect(codeOf(await adminCall(h.app, finance, 'POST', url, {}), 400)).toBe('reason_required');
    expect(codeOf(await adminCall(h.app, finance, 'POST', url, { reason: '  ' }), 400)).toBe(
      'reason_required',
    );
    expect(await coinsOf(h.db, u.userId)).toBe(2500);
    const before = (await auditRows(h.db)).length;
    const ok = await adminCall(h.app, finance, 'POST', url, { reason: 'customer asked' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ tradeNo, coins: 2500, balanceBefore: 2500, balanceAfter: 0 });
    expect(codeOf(await adminCall(h.app, finance, 'POST', url, { reason: 'again' }), 409)).toBe(
      'order_refunded',
    );
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    const audit = (await auditRows(h.db)).slice(before);
    expect(audit.map((r) => [r.action, r.target_id, r.reason, r.actor_id])).toEqual([
      ['money.refund', tradeNo, 'customer asked', finance.userId],
    ]);
    const detail = await adminCall(h.app, finance, 'GET', `/money/orders/${tradeNo}`);
    expect(detail.json().data.order.status).toBe('refunded');
    expect(detail.json().data.events.map((e: { type: string }) => e.type)).toEqual(['payment.succeeded']);
    // The order's page reads its audit trail back: who refunded it, and why.
    expect(
      detail
        .json()
        .data.audit.map((a: { action: string; reason: string; actorId: string }) => [
          a.action,
          a.reason,
          a.actorId,
        ]),
    ).toEqual([['money.refund', 'customer asked', finance.userId]]);
  });

  it('refunds once when 50 refund requests for one order arrive at once, with one audit row', async () => {
    const finance = await createStaff(h.app, h.db, 'finance');
    const u = await createSignedInUser(h.db, 'routes-race');
    const tradeNo = await paidOrder(h.app, u.auth, 3000);
    const before = (await auditRows(h.db)).length;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        adminCall(h.app, finance, 'POST', `/money/orders/${tradeNo}/refund`, { reason: 'race' }),
      ),
    );
    const codes = answers.map((r) =>
      r.statusCode === 200 ? 'ok' : `${r.statusCode}:${r.json().error.code}`,
    );
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['409:order_refunded']));
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    expect((await auditRows(h.db)).slice(before).map((r) => r.action)).toEqual(['money.refund']);
  });

  it('lets support read orders but not refund, adjust or see the queue; a player gets 403 everywhere', async () => {
    const support = await createStaff(h.app, h.db, 'support');
    const u = await createSignedInUser(h.db, 'routes-other');
    const tradeNo = await paidOrder(h.app, u.auth, 1000);
    expect((await adminCall(h.app, support, 'GET', `/money/orders?userID=${u.userId}`)).statusCode).toBe(200);
    expect(
      codeOf(
        await adminCall(h.app, support, 'POST', `/money/orders/${tradeNo}/refund`, { reason: 'r' }),
        403,
      ),
    ).toBe('forbidden');
    expect(codeOf(await adminCall(h.app, support, 'GET', '/money/withdrawals'), 403)).toBe('forbidden');
    expect(
      codeOf(
        await adminCall(h.app, support, 'POST', '/money/adjustments', {
          userID: u.userId,
          currency: 'coin',
          amount: 100,
          reason: 'r',
          idempotencyKey: 'support-try',
        }),
        403,
      ),
    ).toBe('forbidden');
    expect(await orderStatus(h.db, tradeNo)).toBe('paid');
    for (const path of ['/money/orders', '/money/house', `/money/orders/${tradeNo}`]) {
      expect(codeOf(await adminCall(h.app, { headers: u.auth }, 'GET', path), 403)).toBe('forbidden');
    }
  });

  it('adjusts through the route: no reason is 400 and moves nothing; with one it is audited with before/after', async () => {
    const finance = await createStaff(h.app, h.db, 'finance');
    const u = await createSignedInUser(h.db, 'routes-adjusted');
    const body = { userID: u.userId, currency: 'coin', amount: 700, idempotencyKey: `route-${u.userId}` };
    expect(codeOf(await adminCall(h.app, finance, 'POST', '/money/adjustments', body), 400)).toBe(
      'reason_required',
    );
    expect(await coinsOf(h.db, u.userId)).toBe(0);
    const before = (await auditRows(h.db)).length;
    const ok = await adminCall(h.app, finance, 'POST', '/money/adjustments', {
      ...body,
      reason: 'lost spin',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ applied: true, before: 0, after: 700 });
    const audit = (await auditRows(h.db)).slice(before);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'money.adjust.credit',
      target_id: u.userId,
      reason: 'lost spin',
    });
    expect(JSON.parse(String(audit[0].before_json))).toEqual({ currency: 'coin', balance: 0 });
    expect(JSON.parse(String(audit[0].after_json))).toMatchObject({
      currency: 'coin',
      balance: 700,
      amount: 700,
    });
    // A replay answers the first and moves nothing.
    const again = await adminCall(h.app, finance, 'POST', '/money/adjustments', {
      ...body,
      reason: 'lost spin',
    });
    expect(again.json().data).toMatchObject({ applied: false, after: 700 });
    expect(await coinsOf(h.db, u.userId)).toBe(700);
  });

  it('answers hostile input with a 4xx, never a 5xx, and moves nothing', async () => {
    const finance = await createStaff(h.app, h.db, 'finance');
    const u = await createSignedInUser(h.db, 'routes-hostile');
    const bad: [string, string, object | undefined][] = [
      ['GET', '/money/orders?status=weird', undefined],
      ['GET', '/money/orders?from=abc', undefined],
      ['GET', '/money/orders/%27%20or%201=1', undefined],
      ['POST', '/money/orders/CA2026/refund', { reason: 'x' }],
      ['POST', '/money/orders/CA2026/refund', { reason: 5 }],
      ['POST', '/money/withdrawals/x/explode', { reason: 'x' }],
      ['POST', '/money/withdrawals/nope/cancel', { reason: 'x' }],
      [
        'POST',
        '/money/adjustments',
        { userID: u.userId, currency: 'gold', amount: 1, reason: 'x', idempotencyKey: 'h1' },
      ],
      [
        'POST',
        '/money/adjustments',
        { userID: u.userId, currency: 'coin', amount: 1.5, reason: 'x', idempotencyKey: 'h2' },
      ],
      [
        'POST',
        '/money/adjustments',
        { userID: u.userId, currency: 'coin', amount: 1e20, reason: 'x', idempotencyKey: 'h3' },
      ],
      [
        'POST',
        '/money/adjustments',
        { userID: u.userId, currency: 'coin', amount: -5, reason: 'x', idempotencyKey: 'h4' },
      ],
      [
        'POST',
        '/money/adjustments',
        { userID: u.userId, currency: 'coin', amount: 5, reason: 'x'.repeat(501), idempotencyKey: 'h5' },
      ],
      ['GET', '/money/house?days=0', undefined],
      ['GET', '/money/house?days=1000', undefined],
      ['GET', '/money/players/nobody/economy', undefined],
    ];
    for (const [method, path, payload] of bad) {
      const r = await adminCall(h.app, finance, method as 'GET' | 'POST', path, payload);
      expect(r.statusCode, `${method} ${path} ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${method} ${path}`).toBeLessThan(500);
      expect(r.json().error.code).toEqual(expect.any(String));
    }
    expect(await coinsOf(h.db, u.userId)).toBe(0);
  });

  it('shows the house figures and a player budget to finance', async () => {
    const finance = await createStaff(h.app, h.db, 'finance');
    const u = await createSignedInUser(h.db, 'routes-budget');
    const house = await adminCall(h.app, finance, 'GET', '/money/house?days=30');
    expect(house.statusCode, house.body).toBe(200);
    expect(house.json().data.exposure).toEqual(expect.objectContaining({ openBattles: expect.any(Number) }));
    const eco = await adminCall(h.app, finance, 'GET', `/money/players/${u.userId}/economy`);
    expect(eco.statusCode).toBe(200);
    const own = (await h.app.inject({ url: '/api/v1/economy', headers: u.auth })).json().data.me;
    expect(eco.json().data.economy).toEqual(own);
  });
});
