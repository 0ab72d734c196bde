/**
 * Steam nicknames and avatars through the Steam Web API, against a fake API on a real socket: set at a real Steam
 * sign-in, not asked again within a day, refreshed after one (a gallery pick stays), a failing or hanging API
 * tolerated (the stored name stays, a warning without the key), and no key: nothing asked, generated names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/database';
import { STEAM_REFRESH_MS, syncSteamProfile } from '../../server/services/auth/steam-profile';
import { limits } from './accounts-helpers';
import { waitFor } from './battle-helpers';
import { startFakeSteamApi, type FakeSteamApi } from './fake-steam-api';
import { makeApp, testDatabases } from './helpers';
import { callback, startFakeProvider, startLogin, type FakeProvider } from './openid-fake-provider';

const KEY = 'FAKEKEY0123456789ABCDEF';
const AVATAR = (n: number) => `https://avatars.steamstatic.com/${'ab'.repeat(20)}${n}_full.jpg`;

let idCounter = 0;
/** A fresh SteamID64 per test and database. */
const newSteamId = () =>
  String(76561198100000000n + BigInt(process.pid % 1000) * 100000n + BigInt(++idCounter));

describe.each(testDatabases)('Steam profiles on $name', (kind) => {
  let op: FakeProvider;
  let steam: FakeSteamApi;
  let withKey: Awaited<ReturnType<typeof makeApp>>;
  let noKey: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    op = await startFakeProvider();
    steam = await startFakeSteamApi(KEY);
    const base = { steamOpenIdEndpoint: op.endpoint, rateLimits: limits(1000), publicUrlSet: true };
    withKey = await makeApp(kind, { ...base, steamApi: { key: KEY, url: steam.url, timeoutMs: 300 } });
    noKey = await makeApp(kind, { ...base, steamApi: { key: undefined, url: steam.url, timeoutMs: 300 } });
  });
  afterAll(async () => {
    await withKey?.close();
    await noKey?.close();
    await steam?.close();
    await op?.close();
  });

  /** Signs in as `steamId` through the fake provider; answers the session token. */
  async function signIn(app: FastifyInstance, steamId: string): Promise<string> {
    const returnTo = await startLogin(app);
    const to = await callback(app, returnTo, op.assertion(returnTo, steamId));
    const token = to.searchParams.get('token');
    if (!token) throw new Error(`no token: ${to.toString()}`);
    return token;
  }
  const userOf = (db: Db, steamId: string) =>
    db.kysely.selectFrom('users').selectAll().where('steam_id', '=', steamId).executeTakeFirstOrThrow();
  const askedFor = (steamId: string) => steam.requests.filter((q) => q.get('steamids') === steamId).length;

  it('sets the Steam nickname and avatar at sign-in and does not ask again within a day', async () => {
    steam.mode = 'ok';
    const id = newSteamId();
    steam.players.set(id, { personaname: 'Real\u0007 Gamer', avatarfull: AVATAR(1) });
    const before = Date.now();
    const token = await signIn(withKey.app, id);
    const u = await userOf(withKey.db, id);
    expect(u).toMatchObject({ nickname: 'Real Gamer', avatar: AVATAR(1), steam_avatar: AVATAR(1) });
    expect(Number(u.steam_synced_at)).toBeGreaterThanOrEqual(before);
    expect(steam.requests.find((q) => q.get('steamids') === id)?.get('key')).toBe(KEY);
    const me = await withKey.app.inject({
      url: '/api/v1/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().data.user).toMatchObject({ nickname: 'Real Gamer', avatar: AVATAR(1) });
    const card = await withKey.app.inject({ url: `/api/v1/user/profile?userID=${u.id}` });
    expect(card.json().data.user).toMatchObject({ nickname: 'Real Gamer', avatar: AVATAR(1) });
    // Signing in again the same day asks nothing.
    await signIn(withKey.app, id);
    expect(askedFor(id)).toBe(1);
  });

  it('refreshes a day-old profile when the player comes back; a gallery avatar stays chosen', async () => {
    steam.mode = 'ok';
    const id = newSteamId();
    steam.players.set(id, { personaname: 'Old Name', avatarfull: AVATAR(2) });
    const token = await signIn(withKey.app, id);
    const u = await userOf(withKey.db, id);
    steam.players.set(id, { personaname: 'New Name', avatarfull: AVATAR(3) });
    const me = () =>
      withKey.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
    await me();
    expect(askedFor(id)).toBe(1);
    // A day later (as the stored time says), user/me refreshes in the background.
    const dayAgo = Date.now() - STEAM_REFRESH_MS - 1000;
    await withKey.db.kysely
      .updateTable('users')
      .set({ steam_synced_at: dayAgo })
      .where('id', '=', u.id)
      .execute();
    await me();
    const fresh = await waitFor(async () => {
      const r = await userOf(withKey.db, id);
      return r.nickname === 'New Name' ? r : null;
    });
    expect(fresh).toMatchObject({ avatar: AVATAR(3), steam_avatar: AVATAR(3) });
    // The player picks a gallery avatar; the next refresh keeps it and only remembers Steam's new picture.
    await withKey.db.kysely
      .updateTable('users')
      .set({ avatar: '/api/v1/art/v1/avatar/gallery-7.svg', steam_synced_at: dayAgo })
      .where('id', '=', u.id)
      .execute();
    steam.players.set(id, { personaname: 'Newer Name', avatarfull: AVATAR(4) });
    await me();
    const kept = await waitFor(async () => {
      const r = await userOf(withKey.db, id);
      return r.nickname === 'Newer Name' ? r : null;
    });
    expect(kept).toMatchObject({ avatar: '/api/v1/art/v1/avatar/gallery-7.svg', steam_avatar: AVATAR(4) });
  });

  it('keeps the stored name when Steam is down, hangs, answers garbage or does not know the player', async () => {
    for (const mode of ['down', 'hang', 'garbage', 'ok'] as const) {
      steam.mode = mode;
      const id = newSteamId();
      await signIn(withKey.app, id);
      const u = await userOf(withKey.db, id);
      expect([mode, u.nickname, u.steam_avatar, u.steam_synced_at]).toEqual([
        mode,
        `Player ${id.slice(-4)}`,
        null,
        null,
      ]);
      expect(u.avatar).not.toContain('steamstatic');
    }
    steam.mode = 'ok';
  });

  it('logs a failure as a warning that never carries the key', async () => {
    steam.mode = 'down';
    const id = newSteamId();
    await signIn(noKey.app, id);
    const u = await userOf(noKey.db, id);
    const warnings: [object, string][] = [];
    const log = { warn: (obj: object, msg: string) => void warnings.push([obj, msg]) };
    await syncSteamProfile(
      withKey.db,
      { key: KEY, url: steam.url, timeoutMs: 300 },
      'no-such-user',
      Date.now(),
      log,
    );
    expect(warnings).toEqual([]);
    await syncSteamProfile(noKey.db, { key: KEY, url: steam.url, timeoutMs: 300 }, u.id, Date.now(), log);
    expect(warnings).toHaveLength(1);
    expect(warnings[0][1]).toMatch(/stored name stays/);
    expect(JSON.stringify(warnings)).not.toContain(KEY);
    steam.mode = 'ok';
  });

  it('without a key asks nothing and keeps the generated name and avatar', async () => {
    steam.mode = 'ok';
    const id = newSteamId();
    steam.players.set(id, { personaname: 'Should Not Show', avatarfull: AVATAR(5) });
    const token = await signIn(noKey.app, id);
    await noKey.app.inject({ url: '/api/v1/user/me', headers: { authorization: `Bearer ${token}` } });
    const u = await userOf(noKey.db, id);
    expect(u).toMatchObject({
      nickname: `Player ${id.slice(-4)}`,
      steam_avatar: null,
      steam_synced_at: null,
    });
    expect(askedFor(id)).toBe(0);
  });
});
