/**
 * The signed payment webhook (POST /api/v1/pay/webhook/:provider) and the sandbox checkout that goes through it:
 * a genuine delivery credits once, a replay credits nothing, forged, unsigned or stale deliveries are refused
 * with a 4xx, and the sandbox never pays an order another provider takes.
 */
import { describe, expect, it } from 'vitest';
import { limits, ledgerMismatches } from './accounts-helpers';
import { appForSuite, createSignedInUser, makeApp, testDatabases } from './helpers';
import { loadConfig } from '../../server/config';
import { signWebhook } from '../../server/services/payments/webhook-signature';
import { sandboxSecret } from '../../server/services/payments/sandbox';
import type { WebhookDelivery } from '../../server/services/payments/provider';

const SECRET = 'webhook-test-secret-0123456789';
const MINUTE = 60_000;
let eventCounter = 0;

describe.each(testDatabases)('payment webhook on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(1000), paymentSandboxSecret: SECRET }));

  type Auth = { authorization: string };
  const newOrder = async (auth: Auth, amount = 5000, method = 'card') => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/order',
      headers: auth,
      payload: { amount, method },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.tradeNo as string;
  };
  const payAmountOf = async (tradeNo: string) =>
    Number(
      (
        await h.db.kysely
          .selectFrom('orders')
          .select('pay_amount')
          .where('trade_no', '=', tradeNo)
          .executeTakeFirstOrThrow()
      ).pay_amount,
    );
  const event = (tradeNo: string, amount: number, o: { id?: string; type?: string } = {}) =>
    Buffer.from(
      JSON.stringify({
        id: o.id ?? `evt_test_${++eventCounter}`,
        type: o.type ?? 'payment.succeeded',
        tradeNo,
        amount,
      }),
    );
  const deliver = (d: WebhookDelivery, provider = 'sandbox') =>
    h.app.inject({
      method: 'POST',
      url: `/api/v1/pay/webhook/${provider}`,
      headers: d.headers as Record<string, string>,
      payload: d.body,
    });
  const coins = async (auth: Auth) =>
    (await h.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: auth })).json().data.wallets[0]
      .balance as number;
  const topUps = async (tradeNo: string) =>
    (
      await h.db.kysely
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idem_key', '=', `order:${tradeNo}`)
        .execute()
    ).length;

  it('credits a signed delivery once and answers its replay without crediting again', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 5000, 'paypal-sandbox');
    const d = signWebhook(SECRET, event(tradeNo, await payAmountOf(tradeNo)), Date.now());
    const first = await deliver(d);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ received: true, outcome: 'paid' });
    expect(await coins(u.auth)).toBe(5000);
    const replay = await deliver(d);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual({ received: true, outcome: 'duplicate' });
    // A fresh event about the paid order is acknowledged but pays nothing either.
    const again = await deliver(signWebhook(SECRET, event(tradeNo, await payAmountOf(tradeNo)), Date.now()));
    expect(again.json().data.outcome).toBe('already_paid');
    expect(await coins(u.auth)).toBe(5000);
    expect(await topUps(tradeNo)).toBe(1);
    const history = (await h.app.inject({ method: 'GET', url: '/api/v1/pay/orders', headers: u.auth })).json()
      .data.list;
    expect(history).toEqual([expect.objectContaining({ tradeNo, status: 'paid' })]);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('credits once when the same delivery arrives 20 times at once', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 1234);
    const d = signWebhook(SECRET, event(tradeNo, await payAmountOf(tradeNo)), Date.now());
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(d)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => r.json().data.outcome === 'paid')).toHaveLength(1);
    expect(results.filter((r) => r.json().data.outcome === 'duplicate')).toHaveLength(19);
    expect(await coins(u.auth)).toBe(1234);
    expect(await topUps(tradeNo)).toBe(1);
    expect(await ledgerMismatches(h.db)).toEqual([]);
  });

  it('refuses a wrong signature, a tampered body, an unsigned delivery and another secret with 4xx', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 2000);
    const amount = await payAmountOf(tradeNo);
    const good = signWebhook(SECRET, event(tradeNo, amount), Date.now());

    const forged = await deliver({
      ...good,
      headers: { ...good.headers, 'x-webhook-signature': 'ab'.repeat(32) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('bad_signature');
    const tampered = await deliver({ ...good, body: event(tradeNo, amount * 100, { id: 'evt_tampered' }) });
    expect(tampered.statusCode).toBe(401);
    const otherSecret = await deliver(
      signWebhook('someone-elses-secret-0123456789', event(tradeNo, amount), Date.now()),
    );
    expect(otherSecret.statusCode).toBe(401);
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/api/v1/pay/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: good.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.code).toBe('webhook_unsigned');
    const garbage = await deliver(signWebhook(SECRET, Buffer.from('{"not":"an event"'), Date.now()));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().error.code).toBe('bad_webhook');

    expect(await coins(u.auth)).toBe(0);
    expect(await topUps(tradeNo)).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(good)).json().data.outcome).toBe('paid');
    expect(await coins(u.auth)).toBe(2000);
  });

  it('refuses a delivery signed more than five minutes ago (or ahead)', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 3000);
    const amount = await payAmountOf(tradeNo);
    for (const skew of [-6 * MINUTE, 6 * MINUTE]) {
      const res = await deliver(signWebhook(SECRET, event(tradeNo, amount), Date.now() + skew));
      expect(res.statusCode, String(skew)).toBe(400);
      expect(res.json().error.code).toBe('webhook_stale');
    }
    expect(await coins(u.auth)).toBe(0);
    expect(
      (await deliver(signWebhook(SECRET, event(tradeNo, amount), Date.now() - 4 * MINUTE))).json().data
        .outcome,
    ).toBe('paid');
    expect(await coins(u.auth)).toBe(3000);
  });

  it('answers unknown orders, unknown providers and a wrong amount with 4xx and credits nothing', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 2500, 'crypto');
    const unknown = await deliver(signWebhook(SECRET, event('CA20250101AAAAAAAAAAAAAAAA', 100), Date.now()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('order_not_found');
    const noProvider = await deliver(
      signWebhook(SECRET, event(tradeNo, await payAmountOf(tradeNo)), Date.now()),
      'stripe',
    );
    expect(noProvider.statusCode).toBe(404);
    expect(noProvider.json().error.code).toBe('unknown_provider');
    const short = await deliver(
      signWebhook(SECRET, event(tradeNo, (await payAmountOf(tradeNo)) - 1), Date.now()),
    );
    expect(short.statusCode).toBe(409);
    expect(short.json().error.code).toBe('amount_mismatch');
    expect(await coins(u.auth)).toBe(0);
    expect(await topUps(tradeNo)).toBe(0);
  });

  it('answers malformed, oddly typed, empty and oversized webhook bodies with a 4xx, never a 500', async () => {
    const bodies: (string | Buffer)[] = [
      '',
      '{',
      'null',
      '[]',
      '{"id":1}',
      Buffer.from([0xff, 0xfe, 0x00, 0x01]),
    ];
    const types = [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    ];
    for (const type of types) {
      for (const payload of bodies) {
        const unsigned = await h.app.inject({
          method: 'POST',
          url: '/api/v1/pay/webhook/sandbox',
          headers: { 'content-type': type },
          payload,
        });
        expect(unsigned.statusCode, `${type} ${String(payload)}`).toBeGreaterThanOrEqual(400);
        expect(unsigned.statusCode).toBeLessThan(500);
        const signed = signWebhook(SECRET, Buffer.from(payload), Date.now());
        const res = await h.app.inject({
          method: 'POST',
          url: '/api/v1/pay/webhook/sandbox',
          headers: { ...(signed.headers as Record<string, string>), 'content-type': type },
          payload: signed.body,
        });
        expect(res.statusCode, `${type} ${String(payload)}`).toBe(400);
        expect(res.json().error.code).toBe('bad_webhook');
      }
    }
    const bare = await h.app.inject({ method: 'POST', url: '/api/v1/pay/webhook/sandbox' });
    expect(bare.statusCode).toBe(400);
    const big = signWebhook(SECRET, Buffer.alloc(70 * 1024, 0x20), Date.now());
    const tooBig = await deliver(big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/v1/pay/webhook/${'x'.repeat(100)}` })).statusCode,
    ).toBe(400);
  });

  it('cancels through a signed cancel event, after which a payment event is refused', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 1000);
    const amount = await payAmountOf(tradeNo);
    expect(
      (
        await deliver(signWebhook(SECRET, event(tradeNo, amount, { type: 'payment.cancelled' }), Date.now()))
      ).json().data.outcome,
    ).toBe('cancelled');
    const late = await deliver(signWebhook(SECRET, event(tradeNo, amount), Date.now()));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('order_cancelled');
    expect(await coins(u.auth)).toBe(0);
  });

  it('never lets the sandbox pay or cancel an order another provider takes', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 10_000);
    // As if the order had been placed with a real provider.
    await h.db.kysely
      .updateTable('orders')
      .set({ provider: 'stripe' })
      .where('trade_no', '=', tradeNo)
      .execute();
    const json = { accept: 'application/json' };
    const confirm = await h.app.inject({
      method: 'POST',
      url: `/api/v1/pay/sandbox/confirm/${tradeNo}`,
      headers: json,
    });
    expect(confirm.statusCode).toBe(403);
    expect(confirm.json().error.code).toBe('order_provider_mismatch');
    const page = await h.app.inject({ method: 'POST', url: `/api/v1/pay/sandbox/confirm/${tradeNo}` });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Order not found');
    expect(page.body).not.toContain(u.userId);
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/v1/pay/sandbox/cancel/${tradeNo}`, headers: json }))
        .statusCode,
    ).toBe(403);
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/pay/sandbox/checkout/${tradeNo}` })).statusCode,
    ).toBe(404);
    const viaWebhook = await deliver(
      signWebhook(SECRET, event(tradeNo, await payAmountOf(tradeNo)), Date.now()),
    );
    expect(viaWebhook.statusCode).toBe(403);
    expect(await coins(u.auth)).toBe(0);
    expect(await topUps(tradeNo)).toBe(0);
    const row = await h.db.kysely
      .selectFrom('orders')
      .select('status')
      .where('trade_no', '=', tradeNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('records each sandbox Pay press as its own signed event and credits the order once', async () => {
    const u = await createSignedInUser(h.db);
    const tradeNo = await newOrder(u.auth, 4000);
    for (let i = 0; i < 3; i++) {
      const res = await h.app.inject({
        method: 'POST',
        url: `/api/v1/pay/sandbox/confirm/${tradeNo}`,
        headers: { accept: 'application/json' },
      });
      expect(res.json().data).toEqual({ tradeNo, status: 'paid' });
    }
    const events = await h.db.kysely
      .selectFrom('payment_webhook_events')
      .select(['provider', 'type'])
      .where('trade_no', '=', tradeNo)
      .execute();
    expect(events).toEqual(Array(3).fill({ provider: 'sandbox', type: 'payment.succeeded' }));
    expect(await coins(u.auth)).toBe(4000);
    expect(await topUps(tradeNo)).toBe(1);
  });
});

describe('payment providers in use', () => {
  it('offers no methods and accepts no sandbox webhook while PAYMENT_SANDBOX is off', async () => {
    const off = await makeApp(testDatabases[0], { paymentSandbox: false, paymentSandboxSecret: SECRET });
    try {
      const u = await createSignedInUser(off.db);
      expect(
        (await off.app.inject({ method: 'GET', url: '/api/v1/pay/payments' })).json().data.payments,
      ).toEqual([]);
      const order = await off.app.inject({
        method: 'POST',
        url: '/api/v1/pay/order',
        headers: u.auth,
        payload: { amount: 1_000_000, method: 'card' },
      });
      expect(order.statusCode).toBe(400);
      expect(order.json().error.code).toBe('invalid_method');
      const d = signWebhook(SECRET, Buffer.from('{}'), Date.now());
      const hook = await off.app.inject({
        method: 'POST',
        url: '/api/v1/pay/webhook/sandbox',
        headers: d.headers as Record<string, string>,
        payload: d.body,
      });
      expect(hook.statusCode).toBe(404);
      expect(
        (
          await off.app.inject({
            method: 'POST',
            url: '/api/v1/pay/sandbox/confirm/CA20250101AAAAAAAAAAAAAAAA',
          })
        ).statusCode,
      ).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('has no sandbox checkout once a real setting is configured, with NODE_ENV unset or misspelt', async () => {
    for (const NODE_ENV of [undefined, 'prod']) {
      const real = loadConfig({
        ...(NODE_ENV ? { NODE_ENV } : {}),
        STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login',
        PUBLIC_URL: 'https://casearena.example',
        AUTH_SECRET: 'a-secret-of-at-least-32-characters!!',
        // Nothing here reaches the network: the test reads no beacon round.
        DRAND_URLS: 'http://127.0.0.1:9',
        BOTS: '0',
        LOG_LEVEL: 'silent',
      });
      expect(real.beacon.kind).toBe('drand');
      const h = await makeApp(testDatabases[0], real);
      try {
        const u = await createSignedInUser(h.db);
        const order = await h.app.inject({
          method: 'POST',
          url: '/api/v1/pay/order',
          headers: u.auth,
          payload: { amount: 500_000, method: 'card' },
        });
        expect(order.json().error?.code).toBe('invalid_method');
        for (const url of [
          '/api/v1/pay/sandbox/confirm/CA20250101AAAAAAAAAAAAAAAA',
          '/api/v1/auth/local-provider',
        ]) {
          const res = await h.app.inject({ method: 'POST', url, payload: {} });
          expect(res.statusCode, url).toBe(404);
        }
      } finally {
        await h.close();
      }
    }
  });

  it("derives the sandbox secret from AUTH_SECRET, so processes sharing it accept each other's deliveries", () => {
    expect(sandboxSecret({ paymentSandboxSecret: 'explicit-secret-0123', authSecret: 'a' })).toBe(
      'explicit-secret-0123',
    );
    const a = sandboxSecret({ authSecret: 'shared-auth-secret' });
    expect(sandboxSecret({ authSecret: 'shared-auth-secret' })).toBe(a);
    expect(a).not.toBe('shared-auth-secret');
    expect(sandboxSecret({})).not.toBe(sandboxSecret({}));
  });
});
