/**
 * Hostile input against every accounts endpoint (sign-in, user, pay, sandbox, avatar): malformed JSON, wrong
 * content types, wrong types, huge numbers, prototype keys, odd queries and headers. Nothing may answer 500,
 * every 4xx JSON answer has the error shape, and no balance may move.
 */
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { balances, ledgerMismatches, limits } from './accounts-helpers';
import { issueSession } from '../../server/services/users/users';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';

const JSON_BODIES = [
  '',
  '{',
  '}',
  'null',
  '[]',
  '[{"amount":1000,"method":"card"}]',
  '"a string"',
  '12345',
  'true',
  '{"amount":"1000","method":"card"}',
  '{"amount":null,"method":"card"}',
  '{"amount":1e309,"method":"card"}',
  '{"amount":-1e309,"method":"card"}',
  '{"amount":-500,"method":"card"}',
  '{"amount":0,"method":"card"}',
  '{"amount":99999999999999999999999,"method":"card"}',
  '{"amount":1000.5,"method":"card"}',
  '{"amount":[1000],"method":"card"}',
  '{"amount":{"$gt":0},"method":"card"}',
  '{"amount":1000,"method":["card"]}',
  '{"amount":1000,"method":null}',
  '{"amount":1000,"method":"card","extra":1}',
  '{"amount":1000}',
  '{"__proto__":{"amount":1000,"method":"card"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"prefs":null}',
  '{"prefs":[]}',
  '{"prefs":{"email":123}}',
  '{"prefs":{"email":"a@b.co","admin":true}}',
  '{"email":["a@b.co"]}',
  '{"email":"a\\u0000@b.co"}',
  '{"tradeURL":{"x":1}}',
  '{"tradeURL":"steam\\u0000trade"}',
  '{"prefs":{"tradeURL":"\\u0007bell"}}',
  '{"amount":1000,"method":"card","email":"a\\u0000@b.co"}',
  '{"type":"TypeSelfBan","op":"apply","days":0}',
  '{"type":"TypeSelfBan","op":"apply","days":"3"}',
  '{"type":"TypeSelfBan","op":"remove","days":3}',
  '{"type":"TypeSelfBan","op":"apply","days":2.5}',
  '{"type":"TypeSelfRechargeLimit","op":"apply","days":1,"limit":-1}',
  '{"type":"TypeSelfRechargeLimit","op":"apply","days":1,"limit":1e20}',
  '{"type":"TypeSelfRechargeLimit","op":"apply","days":1,"limit":"100"}',
  '{"type":"Admin","op":"apply","days":1}',
  `{"email":"${'a'.repeat(300000)}"}`,
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '\u0000\u0001\u0002',
  '{"amount":1000,"method":"card"',
];

const CONTENT_TYPES = [
  'application/json',
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
];

const POST_PATHS = [
  '/api/v1/user/prefs',
  '/api/v1/user/restriction',
  '/api/v1/pay/calculate',
  '/api/v1/pay/order',
  '/api/v1/logout',
  '/api/v1/pay/sandbox/confirm/CA20250101AAAAAAAAAAAAAAAA',
  '/api/v1/pay/sandbox/cancel/nonsense',
  '/api/v1/auth/local-provider',
  '/api/v1/auth/local-provider/approve',
];

const GET_URLS = [
  '/api/v1/auth/steam/login?clientRedirectTo[]=/x',
  '/api/v1/auth/steam/login?clientRedirectTo=%E0%A4%A',
  '/api/v1/auth/steam/login?clientRedirectTo=/x&clientRedirectTo=/y',
  `/api/v1/auth/steam/login?clientRedirectTo=${'a'.repeat(5000)}`,
  '/api/v1/auth/steam/login?other=1',
  '/api/v1/auth/steam/callback?openid.mode[]=id_res',
  '/api/v1/auth/steam/callback?openid.mode=id_res&openid.ns=http://specs.openid.net/auth/2.0&openid.return_to=%00',
  `/api/v1/auth/steam/callback?${Array.from({ length: 60 }, (_, i) => `k${i}=v`).join('&')}`,
  '/api/v1/auth/steam/callback?clientRedirectTo=https://evil.example&openid.mode=id_res',
  '/api/v1/auth/local-provider?openid.mode=check_authentication',
  '/api/v1/auth/local-provider?openid.mode=checkid_setup&openid.return_to=javascript:alert(1)&openid.realm=x',
  '/api/v1/user/me?x=1',
  '/api/v1/user/profile',
  '/api/v1/user/profile?userID=',
  '/api/v1/user/profile?userID[]=1',
  "/api/v1/user/profile?userID=' OR 1=1 --",
  `/api/v1/user/profile?userID=${'x'.repeat(5000)}`,
  '/api/v1/pay/payments?x=%%',
  '/api/v1/pay/orders?pageSize=0',
  '/api/v1/pay/orders?pageSize=-1',
  '/api/v1/pay/orders?pageSize=1e9',
  '/api/v1/pay/orders?pageSize=abc',
  '/api/v1/pay/orders?cursor=1;DROP TABLE orders',
  '/api/v1/pay/orders?cursor=99999999999999999999.X',
  '/api/v1/pay/orders?userID=someone-else',
  '/api/v1/pay/sandbox/checkout/%00',
  `/api/v1/pay/sandbox/checkout/${'A'.repeat(500)}`,
  '/api/v1/pay/sandbox/checkout/..%2F..%2Fetc%2Fpasswd',
  '/api/v1/avatar/..%2F..%2Fetc%2Fpasswd',
  '/api/v1/avatar/x.png',
  `/api/v1/avatar/${'a'.repeat(300)}.svg`,
];

describe.each(testDatabases)('hostile input to the accounts endpoints on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(100_000) }));

  /**
   * Each test signs in its own funded user, fires its requests and then checks that no money moved, so any one
   * test can run alone (`-t`) or in any order.
   */
  async function target() {
    const u = await createSignedInUser(h.db, 'target');
    await fund(h.db, u.userId, 10_000);
    const before = await balances(h.db);
    const fired: { label: string; status: number }[] = [];
    const send = async (label: string, opts: InjectOptions) => {
      const res = await h.app.inject(opts);
      fired.push({ label, status: res.statusCode });
      expect(res.statusCode, `${label} -> ${res.body.slice(0, 200)}`).toBeLessThan(500);
      if (res.statusCode >= 400 && String(res.headers['content-type']).includes('application/json')) {
        expect(res.json(), label).toEqual({
          error: { code: expect.any(String), message: expect.any(String) },
        });
      }
      return res;
    };
    // A logout that gets through revokes its session, so every signed-in logout gets a session of its own and the
    // rest of the requests stay signed in.
    const authFor = async (url: string) =>
      url === '/api/v1/logout' ? { authorization: `Bearer ${await issueSession(h.db, u.userId)}` } : u.auth;
    const expectNothingMoved = async (minFired: number) => {
      expect(fired.length).toBeGreaterThan(minFired);
      expect(fired.filter((f) => f.status >= 500)).toEqual([]);
      const me = await h.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: u.auth });
      expect(me.statusCode, 'the signed-in requests were still signed in').toBe(200);
      expect(await balances(h.db)).toEqual(before);
      expect(await ledgerMismatches(h.db)).toEqual([]);
      const paid = await h.db.kysely
        .selectFrom('orders')
        .select('trade_no')
        .where('status', '=', 'paid')
        .execute();
      expect(paid).toEqual([]);
    };
    return { auth: u.auth, send, authFor, expectNothingMoved };
  }

  it('never answers 500 to malformed bodies of any content type, signed in or not, and moves no money', async () => {
    const { send, authFor, expectNothingMoved } = await target();
    for (const url of POST_PATHS) {
      for (const body of JSON_BODIES) {
        for (const signedIn of [true, false]) {
          const headers = { 'content-type': 'application/json', ...(signedIn ? await authFor(url) : {}) };
          await send(`POST ${url} ${body.slice(0, 40)}`, { method: 'POST', url, headers, payload: body });
        }
      }
      for (const ct of CONTENT_TYPES) {
        await send(`POST ${url} as ${ct}`, {
          method: 'POST',
          url,
          headers: { 'content-type': ct, ...(await authFor(url)) },
          payload: 'amount=1000&method=card',
        });
      }
      await send(`POST ${url} no body`, { method: 'POST', url, headers: await authFor(url) });
    }
    await expectNothingMoved(500);
  });

  it('never answers 500 to odd queries, paths, methods and auth headers, and moves no money', async () => {
    const { auth, send, expectNothingMoved } = await target();
    for (const url of GET_URLS) {
      await send(`GET ${url.slice(0, 80)}`, { method: 'GET', url, headers: auth });
      await send(`GET anon ${url.slice(0, 80)}`, { method: 'GET', url });
    }
    for (const method of ['PUT', 'DELETE', 'PATCH'] as const) {
      for (const url of ['/api/v1/user/me', '/api/v1/pay/order', '/api/v1/logout'])
        await send(`${method} ${url}`, { method, url, headers: auth });
    }
    const headers = [
      'Bearer ',
      `Bearer ${'x'.repeat(10_000)}`,
      'Basic dXNlcjpwYXNz',
      'Bearer a b',
      'Bearer \u00ff\u00fe',
      'bearer',
    ];
    for (const authorization of headers) {
      for (const url of ['/api/v1/user/me', '/api/v1/pay/orders', '/api/v1/auth/steam/login']) {
        await send(`GET ${url} auth=${authorization.slice(0, 20)}`, {
          method: 'GET',
          url,
          headers: { authorization },
        });
      }
      await send(`POST logout auth=${authorization.slice(0, 20)}`, {
        method: 'POST',
        url: '/api/v1/logout',
        headers: { authorization },
        payload: {},
      });
    }
    await expectNothingMoved(90);
  });
});
