import { describe, expect, it } from 'vitest';
import { limits } from './accounts-helpers';
import { appForSuite, makeApp, testDatabases } from './helpers';
import { callback, cookiesOf, startLogin, useFakeProviderApp } from './openid-fake-provider';

const STEAM_ID = '76561198012345678';

describe.each(testDatabases)('Steam OpenID sign-in on $name', (kind) => {
  const t = useFakeProviderApp(kind);
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });

  it('starts at the configured provider with a checkid_setup request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/steam/login?clientRedirectTo=%2Fbattles',
    });
    expect(res.statusCode).toBe(302);
    const loc = new URL(String(res.headers.location));
    expect(`${loc.origin}${loc.pathname}`).toBe(t.op.endpoint);
    expect(Object.fromEntries(loc.searchParams)).toMatchObject({
      'openid.ns': 'http://specs.openid.net/auth/2.0',
      'openid.mode': 'checkid_setup',
      'openid.realm': 'http://localhost:3000',
      'openid.identity': 'http://specs.openid.net/auth/2.0/identifier_select',
      'openid.claimed_id': 'http://specs.openid.net/auth/2.0/identifier_select',
    });
    const returnTo = new URL(loc.searchParams.get('openid.return_to') ?? '');
    expect(`${returnTo.origin}${returnTo.pathname}`).toBe('http://localhost:3000/api/v1/auth/steam/callback');
    expect(returnTo.searchParams.get('clientRedirectTo')).toBe('/battles');
    expect(returnTo.searchParams.get('state')).toMatch(/\S{20,}/);
  });

  it('refuses a clientRedirectTo that leaves the site', async () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      'javascript:alert(1)',
      'http://localhost:3001/x',
      '/\\evil.example',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.headers['content-type'], bad).toContain('text/html');
      expect(res.body, bad).toContain('invalid_redirect');
    }
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('http://localhost:3000/cases/open/1?x=1')}`,
    });
    expect(ok.statusCode).toBe(302);
  });

  it('signs in, creates the user once and issues a new working token on every sign-in', async () => {
    const firstReturnTo = await startLogin(t.app);
    const first = await callback(t.app, firstReturnTo, t.op.assertion(firstReturnTo, STEAM_ID));
    expect(first.pathname).toBe('/auth/callback');
    expect(first.searchParams.get('redirect')).toBe('/battles');
    const token1 = first.searchParams.get('token') ?? '';
    expect(token1).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const info = await me(token1);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.user).toMatchObject({
      steamID: STEAM_ID,
      nickname: 'Player 5678',
      level: { lv: 1 },
    });
    expect(info.json().data.user.avatar).toBe(`/api/v1/avatar/${STEAM_ID}.svg`);

    const returnTo = await startLogin(t.app, '/auth/callback?redirect=%2Fprofile');
    const second = await callback(t.app, returnTo, t.op.assertion(returnTo, STEAM_ID));
    const token2 = second.searchParams.get('token') ?? '';
    expect(second.pathname).toBe('/auth/callback');
    expect(second.searchParams.get('redirect')).toBe('/profile');
    expect(token2).not.toBe(token1);
    // Earlier sessions stay valid (one per device) until they are logged out or expire.
    expect((await me(token1)).statusCode).toBe(200);
    expect((await me(token2)).json().data.user.userID).toBe(info.json().data.user.userID);
    expect(await t.userCount()).toBe(1);
    expect(t.op.checks.length).toBeGreaterThanOrEqual(2);
    expect(t.op.checks.at(-1)?.get('openid.mode')).toBe('check_authentication');
  });

  const refused = async (over: Record<string, string>, code: string, steamId = '76561198000000777') => {
    const before = await t.userCount();
    const checks = t.op.checks.length;
    const returnTo = await startLogin(t.app);
    const loc = await callback(t.app, returnTo, t.op.assertion(returnTo, steamId, over));
    expect(loc.pathname).toBe('/auth/callback');
    expect(loc.searchParams.get('error')).toBe(code);
    expect(loc.searchParams.get('token')).toBeNull();
    expect(await t.userCount()).toBe(before);
    return t.op.checks.length - checks;
  };

  it('refuses a forged signature (the provider answers is_valid:false)', async () => {
    expect(await refused({ sig: 'Zm9yZ2VkIHNpZ25hdHVyZQ==' }, 'invalid_signature')).toBe(1);
  });

  it('refuses a replayed response', async () => {
    const returnTo = await startLogin(t.app);
    const params = t.op.assertion(returnTo, '76561198000000888');
    expect((await callback(t.app, returnTo, params)).searchParams.get('token')).toBeTruthy();
    const again = await callback(t.app, returnTo, params);
    expect(again.searchParams.get('error')).toBe('replayed');
  });

  it('refuses a foreign op_endpoint without asking it', async () => {
    expect(await refused({ op_endpoint: 'https://evil.example/openid/login' }, 'foreign_endpoint')).toBe(0);
  });

  it('refuses a claimed_id that differs from identity or is not a SteamID64', async () => {
    const other = 'https://steamcommunity.com/openid/id/76561198999999999';
    expect(await refused({ claimed_id: other }, 'invalid_identity')).toBe(0);
    for (const id of [
      'https://steamcommunity.com/openid/id/123',
      'http://steamcommunity.com/openid/id/76561198000000777',
      'https://evil.example/openid/id/76561198000000777',
    ]) {
      expect(await refused({ claimed_id: id, identity: id }, 'invalid_identity')).toBe(0);
    }
  });

  it('refuses a different signed field list', async () => {
    expect(
      await refused({ signed: 'op_endpoint,claimed_id,identity,return_to,response_nonce' }, 'invalid_signed'),
    ).toBe(0);
    expect(
      await refused(
        { signed: 'assoc_handle,op_endpoint,claimed_id,identity,return_to,response_nonce' },
        'invalid_signed',
      ),
    ).toBe(0);
  });

  it('refuses a return_to that is not our callback, or that the live query contradicts', async () => {
    expect(
      await refused(
        { return_to: 'https://evil.example/api/v1/auth/steam/callback?clientRedirectTo=%2F' },
        'invalid_return_to',
      ),
    ).toBe(0);
    const returnTo = await startLogin(t.app);
    const params = t.op.assertion(returnTo, '76561198000000999');
    const url = new URL(returnTo);
    url.searchParams.set('clientRedirectTo', '/elsewhere');
    for (const [k, v] of Object.entries(params)) url.searchParams.set(`openid.${k}`, v);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('invalid_return_to');
  });

  it('refuses a return_to whose state we did not sign', async () => {
    const forged = 'http://localhost:3000/api/v1/auth/steam/callback?clientRedirectTo=%2F&state=abc.def.ghi';
    const loc = await callback(t.app, forged, t.op.assertion(forged, '76561198000000555'));
    expect(loc.searchParams.get('error')).toBe('invalid_state');
  });

  it('refuses a mode other than id_res, and stale nonces', async () => {
    expect(await refused({ mode: 'setup_needed' }, 'invalid_mode')).toBe(0);
    expect(await refused({ mode: 'cancel' }, 'cancelled')).toBe(0);
    const old = `${new Date(Date.now() - 10 * 60_000).toISOString().slice(0, 19)}Zabc`;
    expect(await refused({ response_nonce: old }, 'expired_nonce')).toBe(0);
    expect(await refused({ response_nonce: 'not-a-nonce' }, 'invalid_nonce')).toBe(0);
    const now = new Date().toISOString().slice(0, 19);
    expect(await refused({ response_nonce: `${now}Zab\u0000cd` }, 'invalid_nonce')).toBe(0);
  });

  it.each([
    '/api/v1/auth/steam/callback',
    '/api/v1/auth/steam/callback?openid.mode=id_res&openid.mode=id_res',
    '/api/v1/auth/steam/callback?openid.mode=%00',
  ])('answers the malformed callback %s with an error redirect, never a 500', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBeTruthy();
  });

  it('logs out server-side and answers ok without a session too', async () => {
    const returnTo = await startLogin(t.app);
    const token =
      (await callback(t.app, returnTo, t.op.assertion(returnTo, STEAM_ID))).searchParams.get('token') ?? '';
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(out.json()).toEqual({ data: { ok: true } });
    expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/logout' })).json()).toEqual({
      data: { ok: true },
    });
  });

  it('refuses a logout body with fields, and keeps the session', async () => {
    const returnTo = await startLogin(t.app);
    const token =
      (await callback(t.app, returnTo, t.op.assertion(returnTo, STEAM_ID))).searchParams.get('token') ?? '';
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${token}` },
      payload: { everywhere: true },
    });
    expect([out.statusCode, out.json().error.code]).toEqual([400, 'bad_request']);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('sign-in limits and availability', () => {
  it('rate-limits sign-in per IP', async () => {
    const h = await makeApp(testDatabases[0], { rateLimits: limits(3) });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await h.app.inject({ method: 'GET', url: '/api/v1/auth/steam/login' })).statusCode);
    const cb = await h.app.inject({ method: 'GET', url: '/api/v1/auth/steam/callback' });
    expect(codes).toEqual([302, 302, 302, 429, 429]);
    expect(cb.statusCode).toBe(429);
    // A browser navigates here: the refusal is a page, not JSON.
    expect(cb.headers['content-type']).toContain('text/html');
    expect(cb.body).toContain('Too many sign-in attempts');
    await h.close();
  });

  it('has no provider when local auth is off and none is configured', async () => {
    const h = await makeApp(testDatabases[0], { localAuth: false, steamOpenIdEndpoint: undefined });
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/auth/steam/login' });
    expect(new URL(String(res.headers.location)).searchParams.get('error')).toBe('auth_unavailable');
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/auth/local-provider' })).statusCode).toBe(404);
    await h.close();
  });
});

describe.each(testDatabases)('local OpenID provider end to end on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind, { rateLimits: limits(1000) }));

  let stateCookie = '';
  const form = (url: string, fields: Record<string, string>, cookie = '') =>
    h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });

  const pickerFor = async (clientRedirectTo: string, cookie = '') => {
    const login = await h.app.inject({
      method: 'GET',
      url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(clientRedirectTo)}`,
      headers: stateCookie ? { cookie: stateCookie } : {},
    });
    stateCookie = cookiesOf(login.headers).find((c) => c.includes('ca-signin=')) ?? stateCookie;
    const at = new URL(String(login.headers.location));
    expect(at.pathname).toBe('/api/v1/auth/local-provider');
    const page = await h.app.inject({
      method: 'GET',
      url: `${at.pathname}${at.search}`,
      headers: cookie ? { cookie } : {},
    });
    return { page, returnTo: at.searchParams.get('openid.return_to') ?? '' };
  };

  const cookieOf = (res: { headers: Record<string, unknown> }) =>
    cookiesOf(res.headers).find((c) => c.includes('ca-local-profiles=')) ?? '';

  it('signs in as a profile created in this browser through the picker page and the same verification code', async () => {
    const first = await pickerFor('/');
    const created = await form('/api/v1/auth/local-provider/approve', {
      return_to: first.returnTo,
      nickname: 'Kestrel',
    });
    const browser = cookieOf(created);
    expect(browser).toMatch(/^ca-local-profiles=/);
    const steamId =
      new URL(String(created.headers.location)).searchParams.get('openid.claimed_id')?.split('/').pop() ?? '';

    const { page, returnTo } = await pickerFor('/battles/view/abc', browser);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Kestrel');
    const approved = await form(
      '/api/v1/auth/local-provider/approve',
      { return_to: returnTo, steamId },
      browser,
    );
    expect(approved.statusCode).toBe(302);
    const back = new URL(String(approved.headers.location));
    expect(back.pathname).toBe('/api/v1/auth/steam/callback');
    const done = await h.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    const client = new URL(String(done.headers.location));
    expect(client.searchParams.get('redirect')).toBe('/battles/view/abc');
    const token = client.searchParams.get('token') ?? '';
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user).toMatchObject({ nickname: 'Kestrel', steamID: steamId });
    // The provider confirms each assertion once, and the app refuses the replay before asking.
    const replay = await h.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    expect(new URL(String(replay.headers.location)).searchParams.get('error')).toBe('replayed');
  });

  it('creates a profile with a nickname and keeps it as the user name', async () => {
    const { returnTo } = await pickerFor('/');
    const approved = await form('/api/v1/auth/local-provider/approve', {
      return_to: returnTo,
      nickname: '  <b>Zed</b>  ',
    });
    const back = new URL(String(approved.headers.location));
    const steamId = back.searchParams.get('openid.claimed_id')?.split('/').pop() ?? '';
    expect(steamId).toMatch(/^7656119\d{10}$/);
    const done = await h.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: stateCookie },
    });
    const token = new URL(String(done.headers.location)).searchParams.get('token') ?? '';
    const me = await h.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user).toMatchObject({ nickname: '<b>Zed</b>', steamID: steamId });
    const page = (await pickerFor('/', cookieOf(approved))).page.body;
    expect(page).toContain('&lt;b&gt;Zed&lt;/b&gt;');
    expect(page).not.toContain('<b>Zed</b>');
  });

  it('answers check_authentication over HTTP: valid once, and invalid for a tampered assertion', async () => {
    const { returnTo } = await pickerFor('/');
    const approved = await form('/api/v1/auth/local-provider/approve', {
      return_to: returnTo,
      nickname: 'NovaFlick',
    });
    const params = Object.fromEntries(
      [...new URL(String(approved.headers.location)).searchParams].filter(([k]) => k.startsWith('openid.')),
    );
    const check = (over: Record<string, string>) =>
      form('/api/v1/auth/local-provider', { ...params, 'openid.mode': 'check_authentication', ...over });
    const tampered = await check({
      'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000103',
    });
    expect(tampered.body).toContain('is_valid:false');
    const ok = await check({});
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.body).toContain('is_valid:true');
    expect((await check({})).body).toContain('is_valid:false');
  });

  it('refuses to sign visitors in to other sites or with bad input', async () => {
    const foreign = new URLSearchParams({
      'openid.mode': 'checkid_setup',
      'openid.return_to': 'https://evil.example/cb',
      'openid.realm': 'https://evil.example',
    });
    expect(
      (await h.app.inject({ method: 'GET', url: `/api/v1/auth/local-provider?${foreign}` })).statusCode,
    ).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: '/api/v1/auth/local-provider' })).statusCode).toBe(400);
    expect(
      (
        await form('/api/v1/auth/local-provider/approve', {
          return_to: 'https://evil.example/cb',
          steamId: '76561198000000101',
        })
      ).statusCode,
    ).toBe(400);
    const { returnTo } = await pickerFor('/');
    expect(
      (
        await form('/api/v1/auth/local-provider/approve', {
          return_to: returnTo,
          steamId: '76561198000009999',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await form('/api/v1/auth/local-provider/approve', { return_to: returnTo, nickname: 'x' })).statusCode,
    ).toBe(400);
    expect((await form('/api/v1/auth/local-provider/approve', { return_to: returnTo })).statusCode).toBe(400);
  });
});
