/**
 * A profile's history tabs (GET /user/profile/{tab}): each tab newest first and paged by cursor, battles with their
 * results, openings with their fairness facts, upgrades empty; privacy (owner, stranger, signed out) and hostile
 * queries, on SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createLoot } from '../../server/services/loot/loot';
import { testConfig } from './helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testDatabases } from './helpers';
import { cheapCases, FAST, fullBattle, post, waitFinished } from './battle-helpers';

type Auth = { authorization: string } | undefined;

/** GET a tab page as `auth` (undefined: signed out). */
async function tab(app: FastifyInstance, name: string, userID: string, auth?: Auth, cursor?: string) {
  const qs = new URLSearchParams({ userID, ...(cursor ? { cursor } : {}) });
  const res = await app.inject({ url: `/api/v1/user/profile/${name}?${qs}`, headers: auth });
  return {
    status: res.statusCode,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each tab answers its own shape; tests read fields
    body: res.json() as { data?: any; error?: { code: string } },
  };
}

/** Every entry of a tab, page by page; answers the ids and the number of pages. */
async function walk(app: FastifyInstance, name: string, userID: string, auth?: Auth) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const r = await tab(app, name, userID, auth, cursor);
    expect(r.status).toBe(200);
    ids.push(...r.body.data.list.map((e: { id: string }) => e.id));
    cursor = r.body.data.cursor ?? undefined;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

describe.each(testDatabases)('profile history on $name', (kind) => {
  const wide = { max: 100_000, perMs: 60_000 };
  const h = appForSuite(() =>
    makeApp(kind, {
      battleTimeScale: FAST,
      rateLimits: { ...testConfig().rateLimits, open: wide, sell: wide, read: wide },
    }),
  );
  const setPublic = (auth: Auth, profilePublic: boolean) =>
    h.app.inject({ method: 'POST', url: '/api/v1/user/prefs', headers: auth, payload: { profilePublic } });

  it('pages the inventory newest first with ties in one millisecond (pending, sold, withdrawn; not items staked in a battle)', async () => {
    const u = await createSignedInUser(h.db, 'hoarder');
    const t0 = 1_700_000_000_000;
    const ids: string[] = [];
    for (let i = 0; i < 45; i++) {
      const status = (['pending', 'sold', 'withdrawn'] as const)[i % 3];
      const [id] = await h.db.kysely.transaction().execute((trx) =>
        createLoot(
          trx,
          [
            {
              userId: u.userId,
              itemId: 'ak-47-redline-ft',
              price: 250,
              source: 'battle',
              sourceRef: null,
              status,
            },
          ],
          t0 + Math.floor(i / 2),
        ),
      );
      ids.push(id);
    }
    await h.db.kysely.transaction().execute((trx) =>
      createLoot(
        trx,
        [
          {
            userId: u.userId,
            itemId: 'ak-47-redline-ft',
            price: 1,
            source: 'battle',
            sourceRef: null,
            status: 'battle',
          },
        ],
        t0 + 100,
      ),
    );
    const stranger = await createSignedInUser(h.db, 'stranger');
    const seen = await walk(h.app, 'inventory', u.userId, stranger.auth);
    expect(seen.pages).toBe(3);
    expect(new Set(seen.ids).size).toBe(45);
    expect(seen.ids.sort()).toEqual([...ids].sort());
    const first = (await tab(h.app, 'inventory', u.userId)).body.data.list;
    expect(first).toHaveLength(20);
    expect(first[0]).toMatchObject({ createdAt: t0 + 22, item: { name: 'AK-47 | Redline', price: 250 } });
    expect(new Set(first.map((e: { status: string }) => e.status))).toEqual(
      new Set(['pending', 'sold', 'withdrawn']),
    );
    const times = first.map((e: { createdAt: number }) => e.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('lists openings with their case, items, price, nonce and seed hash, paged', async () => {
    const u = await createSignedInUser(h.db, 'opener');
    await fund(h.db, u.userId, 1_000_000);
    const openingIds: string[] = [];
    for (const count of [1, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/case/open',
        headers: u.auth,
        payload: { caseID: 'redline-rush', count },
      });
      expect(res.statusCode).toBe(200);
      openingIds.push(res.json().data.opening.id);
    }
    const seed = (await h.app.inject({ url: '/api/v1/roll/seed', headers: u.auth })).json().data;
    const page = await tab(h.app, 'openings', u.userId);
    expect(page.status).toBe(200);
    const list = page.body.data.list;
    expect(list).toHaveLength(20);
    const last = list[0];
    expect(last.id).toBe(openingIds[openingIds.length - 1]);
    expect(last).toMatchObject({
      caseID: 'redline-rush',
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed.seed,
    });
    expect(last.results.map((r: { index: number; cursor: string }) => [r.index, r.cursor])).toEqual([
      [0, 'case:0'],
      [1, 'case:1'],
      [2, 'case:2'],
    ]);
    expect(last.price).toBeGreaterThan(0);
    expect(last.caseTitle).toEqual(expect.any(String));
    const nonces = list.map((o: { nonce: number }) => o.nonce);
    expect(nonces).toEqual([...nonces].sort((a, b) => b - a));
    const all = await walk(h.app, 'openings', u.userId, u.auth);
    expect(all.pages).toBe(2);
    expect(all.ids).toEqual([...openingIds].reverse());
  });

  it("lists a finished battle with the player's result and a cancelled one as cancelled", async () => {
    const b = await fullBattle(h.app, h.db, 2);
    await waitFinished(h.app, b.id);
    const slot = await h.db.kysely
      .selectFrom('battle_slots')
      .select(['is_winner', 'win_amount'])
      .where('battle_id', '=', b.id)
      .where('user_id', '=', b.players[0])
      .executeTakeFirstOrThrow();
    const [first] = (await tab(h.app, 'battles', b.players[0])).body.data.list;
    expect(first).toMatchObject({
      id: b.id,
      type: 'single',
      mode: 'default',
      players: 3,
      cost: b.cost,
      state: 'finished',
      won: Number(slot.is_winner) === 1,
      winAmount: Number(slot.win_amount),
    });
    expect(first.finishedAt).toBeGreaterThanOrEqual(first.createdAt);

    const creator = await createSignedInUser(h.db, 'quitter');
    const [c] = await cheapCases(h.db, 1);
    await fund(h.db, creator.userId, c.price);
    const created = await post(
      h.app,
      '/battle/create',
      { cases: [{ caseID: c.id, quantity: 1 }], type: 'single', players: 2, mode: 'crazy' },
      creator.auth,
    );
    expect([created.status, created.body.error]).toEqual([200, undefined]);
    const id = created.body.data!.id;
    const waiting = (await tab(h.app, 'battles', creator.userId)).body.data.list;
    expect(waiting[0]).toMatchObject({
      id,
      state: 'waiting',
      won: null,
      winAmount: 0,
      mode: 'crazy',
      players: 2,
    });
    expect((await post(h.app, '/battle/leave', { battleID: id, slot: 1 }, creator.auth)).status).toBe(200);
    const after = (await tab(h.app, 'battles', creator.userId)).body.data.list;
    expect(after[0]).toMatchObject({ id, state: 'cancelled', won: null });
  });

  it('answers the upgrades tab with an empty list until the upgrader records any', async () => {
    const u = await createSignedInUser(h.db, 'upgrader');
    const r = await tab(h.app, 'upgrades', u.userId);
    expect(r).toEqual({ status: 200, body: { data: { list: [], cursor: null } } });
  });

  it('keeps a private profile to its owner: strangers and visitors get 403 profile_private on every tab', async () => {
    const owner = await createSignedInUser(h.db, 'shy');
    const stranger = await createSignedInUser(h.db, 'nosy');
    await h.db.kysely.transaction().execute((trx) =>
      createLoot(
        trx,
        [
          {
            userId: owner.userId,
            itemId: 'ak-47-redline-ft',
            price: 250,
            source: 'battle',
            sourceRef: null,
          },
        ],
        Date.now(),
      ),
    );
    expect((await setPublic(owner.auth, false)).statusCode).toBe(200);
    for (const name of ['inventory', 'battles', 'openings', 'upgrades']) {
      expect((await tab(h.app, name, owner.userId, stranger.auth)).body.error?.code).toBe('profile_private');
      const anon = await tab(h.app, name, owner.userId);
      expect(anon).toMatchObject({ status: 403, body: { error: { code: 'profile_private' } } });
      expect((await tab(h.app, name, owner.userId, owner.auth)).status).toBe(200);
    }
    expect((await tab(h.app, 'inventory', owner.userId, owner.auth)).body.data.list).toHaveLength(1);
    const card = await h.app.inject({ url: `/api/v1/user/profile?userID=${owner.userId}` });
    expect(card.statusCode).toBe(200);
    expect(card.json().data).toMatchObject({ profilePublic: false, user: { nickname: 'shy' } });
    expect((await setPublic(owner.auth, true)).statusCode).toBe(200);
    const open = await tab(h.app, 'inventory', owner.userId, stranger.auth);
    expect(open.status).toBe(200);
    expect(open.body.data.list).toHaveLength(1);
  });

  it('answers hostile queries with 4xx and a code, never 500', async () => {
    const u = await createSignedInUser(h.db, 'target');
    const raw = (url: string) => h.app.inject({ url: `/api/v1/user/profile/${url}` });
    const cases: [string, number][] = [
      [`wallet?userID=${u.userId}`, 400],
      [`inventory`, 400],
      [`inventory?userID=`, 400],
      [`inventory?userID=${encodeURIComponent("x' or 1=1 --")}`, 400],
      [`inventory?userID=${'a'.repeat(65)}`, 400],
      [`inventory?userID=${u.userId}&cursor=${'A'.repeat(201)}`, 400],
      [`inventory?userID=${u.userId}&cursor=${encodeURIComponent('a=b/c')}`, 400],
      [`inventory?userID=${u.userId}&pageSize=1000`, 400],
      [`inventory?userID=${u.userId}&userID=${u.userId}`, 400],
      [`battles?userID=no-such-user`, 404],
      [`..%2Fme?userID=${u.userId}`, 400],
    ];
    for (const [url, status] of cases) {
      const res = await raw(url);
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().error.code).toEqual(expect.any(String));
    }
    // A cursor that is not one of ours reads as the first page.
    for (const cursor of [
      'AAAA',
      Buffer.from('1:zz').toString('base64url'),
      Buffer.from('99999999999999999:ab').toString('base64url'),
    ]) {
      const res = await raw(`openings?userID=${u.userId}&cursor=${cursor}`);
      expect(res.statusCode).toBe(200);
    }
  });
});
