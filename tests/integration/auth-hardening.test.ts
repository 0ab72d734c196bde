/**
 * Sign-in hardening: the OpenID state is bound to the browser that started the sign-in, no token reaches a log
 * line, the local provider shows each browser only its own profiles, sign-in works on the address the site was
 * opened on (outside production with PUBLIC_URL unset), and browsers never see raw JSON on a sign-in path.
 */
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loggerOptions, redactUrl } from '../../server/log';
import { MsgType } from '../../src/protocol/message-types';
import { limits } from './accounts-helpers';
import { appForSuite, makeApp, testConfig, testDatabases } from './helpers';
import { cookiesOf, startFakeProvider, useFakeProviderApp } from './openid-fake-provider';
import { openSocket } from './ws-test-client';

type Inject = Awaited<ReturnType<typeof makeApp>>['app'];
type Headers = Record<string, string>;

const form = (app: Inject, url: string, fields: Headers, headers: Headers = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const pathOf = (u: string) => {
  const url = new URL(u);
  return `${url.pathname}${url.search}`;
};
const cookie = (res: { headers: Record<string, unknown> }, name: string) =>
  cookiesOf(res.headers).find((c) => c.startsWith(`${name}=`)) ?? '';

/** A browser's sign-in through the local provider with a new nickname: every hop, with the cookies it got. */
async function localSignIn(
  app: Inject,
  nickname: string,
  headers: Headers = {},
  clientRedirectTo = '/battles',
) {
  const login = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(clientRedirectTo)}`,
    headers,
  });
  expect(login.statusCode, login.body).toBe(302);
  const state = cookie(login, 'ca-signin');
  const at = new URL(String(login.headers.location));
  const picker = await app.inject({ method: 'GET', url: pathOf(at.href), headers });
  expect(picker.statusCode, picker.body).toBe(200);
  const approved = await form(
    app,
    '/api/v1/auth/local-provider/approve',
    { return_to: at.searchParams.get('openid.return_to') ?? '', nickname },
    headers,
  );
  expect(approved.statusCode, approved.body).toBe(302);
  const back = String(approved.headers.location);
  const done = await app.inject({ method: 'GET', url: pathOf(back), headers: { ...headers, cookie: state } });
  return {
    login,
    at,
    picker,
    approved,
    back,
    state,
    profiles: cookie(approved, 'ca-local-profiles'),
    done,
    client: new URL(String(done.headers.location)),
  };
}

describe.each(testDatabases)('sign-in bound to the browser on $name', (kind) => {
  const t = useFakeProviderApp(kind);

  /** The attacker starts a sign-in in their own browser and gets the provider's answer for their own account. */
  const attackerLink = async () => {
    const login = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/steam/login?clientRedirectTo=%2Fbattles',
    });
    const returnTo = new URL(String(login.headers.location)).searchParams.get('openid.return_to') ?? '';
    const url = new URL(returnTo);
    for (const [k, v] of Object.entries(t.op.assertion(returnTo, '76561198000004242')))
      url.searchParams.set(`openid.${k}`, v);
    return { link: pathOf(url.href), attackerCookie: cookie(login, 'ca-signin') };
  };

  it('sets the state cookie HttpOnly, SameSite=Lax, path / (not Secure on plain http)', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/v1/auth/steam/login' });
    const set = String([login.headers['set-cookie']].flat()[0]);
    expect(set).toMatch(/^ca-signin=[A-Za-z0-9_-]{32};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
    expect(set).not.toContain('Secure');
  });

  it('refuses a callback replayed in another browser (no state cookie, or its own): invalid_state, no session', async () => {
    const before = await t.userCount();
    const checks = t.op.checks.length;
    const { link, attackerCookie } = await attackerLink();
    // The victim's own browser started a sign-in too, so it has a cookie of its own.
    const victimLogin = await t.app.inject({ method: 'GET', url: '/api/v1/auth/steam/login' });
    const victimCookie = cookie(victimLogin, 'ca-signin');
    expect(victimCookie).not.toBe(attackerCookie);
    for (const headers of [
      {},
      { cookie: victimCookie },
      { cookie: 'ca-signin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    ] as Headers[]) {
      const res = await t.app.inject({ method: 'GET', url: link, headers });
      expect(res.statusCode).toBe(302);
      const to = new URL(String(res.headers.location));
      expect(to.pathname).toBe('/auth/callback');
      expect(to.searchParams.get('error')).toBe('invalid_state');
      expect(to.searchParams.get('token')).toBeNull();
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(await t.userCount()).toBe(before);
    // Refused before the nonce is spent or the provider asked.
    expect(t.op.checks.length).toBe(checks);
    // The same answer still works in the browser that started it.
    const own = await t.app.inject({ method: 'GET', url: link, headers: { cookie: attackerCookie } });
    expect(new URL(String(own.headers.location)).searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('sends Referrer-Policy: no-referrer and no-store on the callback, signed in or refused', async () => {
    const { link, attackerCookie } = await attackerLink();
    const ok = await t.app.inject({ method: 'GET', url: link, headers: { cookie: attackerCookie } });
    expect(new URL(String(ok.headers.location)).searchParams.get('token')).toBeTruthy();
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    expect(ok.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/steam/callback?openid.mode=id_res' });
    expect(bad.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('no token in any log line', () => {
  it('redacts callback, client callback and websocket query strings and secret parameters', () => {
    expect(redactUrl('/api/v1/auth/steam/callback?clientRedirectTo=%2F&state=x&openid.sig=y')).toBe(
      '/api/v1/auth/steam/callback?[redacted]',
    );
    expect(redactUrl('/auth/callback?token=abc&redirect=%2F')).toBe('/auth/callback?[redacted]');
    expect(redactUrl('/de/auth/callback?token=abc')).toBe('/de/auth/callback?[redacted]');
    expect(redactUrl('/ws?token=abc')).toBe('/ws?[redacted]');
    expect(redactUrl('/api/v1/battle/list?x=1&token=abc')).toBe('/api/v1/battle/list?x=1&token=[redacted]');
    expect(redactUrl('/api/v1/battle/list?x=1')).toBe('/api/v1/battle/list?x=1');
  });

  it.each(testDatabases)(
    'a full sign-in, a websocket with ?token= and bearer calls at trace level leave no token in the log ($name)',
    async (kind) => {
      const { db, cleanup } = await kind.open();
      let log = '';
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          log += chunk.toString();
          done();
        },
      });
      const app = await buildApp({
        config: testConfig({ rateLimits: limits(1000) }),
        db,
        logger: { ...loggerOptions('trace'), stream },
      });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const host = `127.0.0.1:${port}`;
        const s = await localSignIn(
          app,
          'Logged Larry',
          { host },
          `http://${host}/auth/callback?redirect=%2Fbattles`,
        );
        const token = s.client.searchParams.get('token') ?? '';
        expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        // The browser then loads the client's callback page, token in the query.
        await app.inject({ method: 'GET', url: pathOf(s.client.href), headers: { host } });
        const me = await app.inject({
          method: 'GET',
          url: '/api/v1/user/me',
          headers: { host, authorization: `Bearer ${token}` },
        });
        expect(me.statusCode).toBe(200);
        await app.inject({
          method: 'POST',
          url: '/api/v1/logout',
          headers: { host, authorization: `Bearer ${token.slice(0, -1)}x` },
          payload: {},
        });
        const ws = await openSocket(`ws://${host}/ws?token=${token}`, { authorization: `Bearer ${token}` });
        const hello = await ws.next(MsgType.connected);
        expect((hello.payload as { userID: string | null }).userID).toBe(me.json().data.user.userID);
        ws.ws.close();
        await ws.closed;
        // Code that logs headers or a token field by mistake is redacted too.
        app.log.info({ headers: { authorization: `Bearer ${token}` }, token }, 'a careless line');
        app.log.info({ req: { headers: { authorization: `Bearer ${token}`, cookie: s.state } } }, 'another');
        await new Promise((r) => setTimeout(r, 50));

        expect(log).toContain('/api/v1/auth/steam/callback?[redacted]');
        expect(log).toContain('/auth/callback?[redacted]');
        expect(log).toContain('/api/v1/user/me');
        expect(log).toContain('a careless line');
        expect(log).not.toContain(token);
        expect(log).not.toContain(token.slice(0, 20));
        expect(log).not.toContain(s.state.split('=')[1]);
        expect(log.toLowerCase()).not.toContain('bearer');
      } finally {
        await app.close();
        await cleanup();
      }
    },
  );
});

describe.each(testDatabases)('local provider shows each browser only its own profiles on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(1000) }));

  it('lists no other browser’s profile in a fresh browser, and refuses signing in as one', async () => {
    const alice = await localSignIn(h.app, 'Alice Alpha');
    expect(alice.client.searchParams.get('token')).toBeTruthy();
    const aliceId = new URL(alice.back).searchParams.get('openid.claimed_id')?.split('/').pop() ?? '';
    expect(alice.profiles).toMatch(/^ca-local-profiles=/);

    // Alice's browser sees her profile next time.
    const again = await h.app.inject({
      method: 'GET',
      url: pathOf(alice.at.href),
      headers: { cookie: alice.profiles },
    });
    expect(again.body).toContain('Alice Alpha');
    expect(again.body).toContain(aliceId);

    // A fresh browser sees an empty list, translated.
    const fresh = await h.app.inject({ method: 'GET', url: pathOf(alice.at.href) });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.body).not.toContain('Alice Alpha');
    expect(fresh.body).not.toContain(aliceId);
    expect(fresh.body).toContain('No profiles have been created in this browser yet.');
    const german = await h.app.inject({
      method: 'GET',
      url: pathOf(alice.at.href),
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
    });
    expect(german.body).toContain('In diesem Browser wurden noch keine Profile erstellt.');
    expect(german.body).toContain('<html lang="de">');

    // Another browser with profiles of its own, or a forged list, sees only its own.
    const bob = await localSignIn(h.app, 'Bob Bravo');
    const bobsPicker = await h.app.inject({
      method: 'GET',
      url: pathOf(bob.at.href),
      headers: { cookie: bob.profiles },
    });
    expect(bobsPicker.body).toContain('Bob Bravo');
    expect(bobsPicker.body).not.toContain('Alice Alpha');
    const forgedValue = Buffer.from(JSON.stringify([[aliceId, 'Alice Alpha']])).toString('base64url');
    const forged = `ca-local-profiles=${forgedValue}.${bob.profiles.split('.').pop()}`;
    expect(
      (await h.app.inject({ method: 'GET', url: pathOf(bob.at.href), headers: { cookie: forged } })).body,
    ).not.toContain('Alice Alpha');

    // Signing in as Alice from those browsers is refused with a page, and no assertion is issued.
    const returnTo = bob.at.searchParams.get('openid.return_to') ?? '';
    for (const cookieHeader of ['', bob.profiles, forged]) {
      const res = await form(
        h.app,
        '/api/v1/auth/local-provider/approve',
        { return_to: returnTo, steamId: aliceId },
        cookieHeader ? { cookie: cookieHeader } : {},
      );
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.location).toBeUndefined();
      expect(res.body).toContain('That profile was not created in this browser.');
    }
    // Alice's own browser may.
    const ok = await form(
      h.app,
      '/api/v1/auth/local-provider/approve',
      { return_to: returnTo, steamId: aliceId },
      { cookie: alice.profiles },
    );
    expect(ok.statusCode).toBe(302);
  });
});

describe.each(testDatabases)('sign-in on the address the site was opened on on $name', (kind) => {
  it('outside production with PUBLIC_URL unset: works from 127.0.0.1:PORT and a LAN address, refuses a mismatched Origin', async () => {
    const h = await makeApp(kind, { rateLimits: limits(1000) });
    try {
      expect(h.app.config.publicUrlSet).toBe(false);
      for (const host of ['127.0.0.1:3000', '192.168.1.20:3000']) {
        const s = await localSignIn(
          h.app,
          `Newcomer ${host.length}`,
          { host },
          `http://${host}/auth/callback?redirect=%2Fbattles`,
        );
        expect(s.at.origin).toBe(`http://${host}`);
        expect(s.at.searchParams.get('openid.realm')).toBe(`http://${host}`);
        expect(s.picker.body).toContain(`action="http://${host}/api/v1/auth/local-provider/approve"`);
        expect(s.done.statusCode).toBe(302);
        expect(s.client.origin).toBe(`http://${host}`);
        expect(s.client.pathname).toBe('/auth/callback');
        expect(s.client.searchParams.get('redirect')).toBe('/battles');
        expect(s.client.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      }
      // A page of another address is not a target, and an Origin naming another site is refused: both as pages.
      const other = await h.app.inject({
        method: 'GET',
        url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('http://localhost:3000/auth/callback')}`,
        headers: { host: '127.0.0.1:3000' },
      });
      expect(other.statusCode).toBe(400);
      expect(other.headers['content-type']).toContain('text/html');
      expect(other.body).toContain('invalid_redirect');
      const crossOrigin = await h.app.inject({
        method: 'GET',
        url: '/api/v1/auth/steam/login',
        headers: { host: '127.0.0.1:3000', origin: 'http://evil.example' },
      });
      expect(crossOrigin.statusCode).toBe(400);
      expect(crossOrigin.headers['content-type']).toContain('text/html');
      expect(crossOrigin.body).toContain('invalid_origin');
    } finally {
      await h.close();
    }
  });

  it('in production only PUBLIC_URL counts: a foreign origin gets a translated HTML page, the cookie is __Host- and Secure', async () => {
    const op = await startFakeProvider();
    const h = await makeApp(kind, {
      production: true,
      publicUrl: 'https://casearena.example',
      publicUrlSet: true,
      localAuth: false,
      paymentSandbox: false,
      authSecret: 'a-production-secret-of-32-characters',
      steamOpenIdEndpoint: op.endpoint,
      rateLimits: limits(1000),
    });
    try {
      const foreign = await h.app.inject({
        method: 'GET',
        url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('http://127.0.0.1:3000/auth/callback?redirect=%2F')}`,
        headers: { host: '127.0.0.1:3000', accept: 'text/html' },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.headers['content-type']).toContain('text/html');
      expect(foreign.headers['set-cookie']).toBeUndefined();
      expect(foreign.body).toContain('This sign-in link does not lead back to this site.');
      expect(foreign.body).toContain('href="https://casearena.example/"');
      expect(() => JSON.parse(foreign.body)).toThrow();
      const french = await h.app.inject({
        method: 'GET',
        url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('https://evil.example/fr/battles')}`,
        headers: { cookie: 'i18n_redirected=fr' },
      });
      expect(french.body).toContain('Ce lien de connexion ne ramène pas vers ce site.');

      const ok = await h.app.inject({
        method: 'GET',
        url: '/api/v1/auth/steam/login?clientRedirectTo=%2Fbattles',
        headers: { host: '127.0.0.1:3000' },
      });
      expect(ok.statusCode).toBe(302);
      const at = new URL(String(ok.headers.location));
      expect(at.searchParams.get('openid.realm')).toBe('https://casearena.example');
      const set = String([ok.headers['set-cookie']].flat()[0]);
      expect(set).toMatch(/^__Host-ca-signin=/);
      expect(set).toContain('Secure');
      expect(set).toContain('Path=/');
      expect(set).not.toContain('Domain');
    } finally {
      await h.close();
      await op.close();
    }
  });
});
