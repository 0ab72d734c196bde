import { beforeAll, describe, expect, it } from 'vitest';
import { roll, serverSeedHash } from '../../src/domain/fairness';
import { itemForRoll, type OddsRow } from '../../src/domain/odds';
import { applyRestriction } from '../../server/services/users/restrictions';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, makeApp, testConfig, testDatabases } from './helpers';

interface Result {
  index: number;
  roll: number;
  item: { id: string; price: number };
  lootID: string;
}

describe.each(testDatabases)('case opening on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));
  let odds: OddsRow<{ id: string; price: number }>[];
  let price: number;
  beforeAll(async () => {
    const detail = (await h.app.inject({ url: '/api/v1/case/detail?caseID=redline-rush' })).json().data.case;
    odds = detail.odds.rows;
    price = detail.price;
  });

  const open = (auth: { authorization: string }, payload: object) =>
    h.app.inject({ method: 'POST', url: '/api/v1/case/open', headers: auth, payload });

  it('debits exactly, creates pending loot, and every roll verifies after the seed is revealed', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, 100_000);
    const seed = (await h.app.inject({ url: '/api/v1/roll/seed', headers: u.auth })).json().data;
    expect(seed.nonce).toBe(1);

    const res = await open(u.auth, { caseID: 'redline-rush', count: 1 });
    expect(res.statusCode).toBe(200);
    const o1 = res.json().data.opening;
    expect(o1).toMatchObject({
      nonce: 1,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed.seed,
    });
    expect(await coins(h.db, u.userId)).toBe(100_000 - price);

    const multi = (await open(u.auth, { caseID: 'redline-rush', count: 5 })).json().data.opening;
    expect(multi.nonce).toBe(2);
    expect(multi.results.map((r: Result) => r.index)).toEqual([0, 1, 2, 3, 4]);
    expect(await coins(h.db, u.userId)).toBe(100_000 - 6 * price);

    const loot = (await h.app.inject({ url: '/api/v1/loot/list?status=pending', headers: u.auth })).json()
      .data.list;
    expect(loot).toHaveLength(6);
    const lootIds = new Set(loot.map((l: { id: string }) => l.id));
    for (const r of [...o1.results, ...multi.results] as Result[]) expect(lootIds.has(r.lootID)).toBe(true);

    const rotated = (
      await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate', headers: u.auth })
    ).json().data;
    const revealed = rotated.revealed[0];
    expect(revealed.serverSeedHash).toBe(seed.serverSeedHash);
    expect(serverSeedHash(revealed.serverSeed)).toBe(seed.serverSeedHash);
    expect(revealed.lastNonce).toBe(2);
    for (const [o, nonce] of [
      [o1, 1],
      [multi, 2],
    ] as const) {
      for (const r of o.results as Result[]) {
        const expected = roll(revealed.serverSeed, revealed.clientSeed, nonce, `case:${r.index}`);
        expect(r.roll).toBe(expected);
        expect(r.item.id).toBe(itemForRoll(odds, expected).id);
      }
    }
    const stat = (await h.app.inject({ url: '/api/v1/meta/stat' })).json().data;
    expect(stat.caseCount).toBeGreaterThanOrEqual(6);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('refuses when the balance is short and changes nothing', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, price * 2 - 1);
    const res = await open(u.auth, { caseID: 'redline-rush', count: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('insufficient_balance');
    expect(await coins(h.db, u.userId)).toBe(price * 2 - 1);
    expect((await h.app.inject({ url: '/api/v1/loot/list', headers: u.auth })).json().data.list).toEqual([]);
    expect((await h.app.inject({ url: '/api/v1/roll/seed', headers: u.auth })).json().data.nonce).toBe(1);
    const ok = await open(u.auth, { caseID: 'redline-rush', count: 1 });
    expect(ok.json().data.opening.nonce).toBe(1);
  });

  it('applies a retried request with the same idempotency key once', async () => {
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, price * 10);
    const body = { caseID: 'redline-rush', count: 2, idempotencyKey: 'retry-abc' };
    const first = (await open(u.auth, body)).json().data.opening;
    const again = await Promise.all([open(u.auth, body), open(u.auth, body)]);
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.json().data.opening).toEqual(first);
    }
    expect(await coins(h.db, u.userId)).toBe(price * 8);
    const other = await open(u.auth, { ...body, count: 3 });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_used');
    // The same key from another user is that user's own request.
    const v = await createSignedInUser(h.db);
    await fund(h.db, v.userId, price * 2);
    expect((await open(v.auth, body)).statusCode).toBe(200);
    expect(await coins(h.db, v.userId)).toBe(0);
  });

  it('publishes each drop on the live loot feed', async () => {
    const published: {
      channel: string;
      type: number;
      payload: { id: string; source: string; item: { rarity: string }; user: { userID: string } };
    }[] = [];
    const original = h.app.realtime.publish;
    h.app.realtime.publish = (channel: string, type: number, payload: never) => {
      published.push({ channel, type, payload });
    };
    try {
      const u = await createSignedInUser(h.db, 'feeder');
      await fund(h.db, u.userId, price * 2);
      const opening = (await open(u.auth, { caseID: 'redline-rush', count: 2 })).json().data.opening;
      const mine = () =>
        published.filter((p) => p.channel === 'loot:feed:case' && p.payload.user.userID === u.userId);
      await expect.poll(() => mine().length).toBe(2);
      const ids = mine().map((p) => p.payload.id);
      expect(ids).toEqual(opening.results.map((r: Result) => r.lootID));
      // The feed's publishes only (the opening may also level the player up, on the user's own channel).
      expect(
        published
          .filter((p) => p.channel.startsWith('loot:feed:'))
          .every(
            (p) =>
              p.type === 90001 && p.payload.source === 'case' && typeof p.payload.item.rarity === 'string',
          ),
      ).toBe(true);
    } finally {
      h.app.realtime.publish = original;
    }
  });

  it('needs a session, a known case, and no self-ban', async () => {
    expect((await open({ authorization: '' }, { caseID: 'redline-rush' })).statusCode).toBe(401);
    const u = await createSignedInUser(h.db);
    await fund(h.db, u.userId, price * 3);
    const miss = await open(u.auth, { caseID: 'no-such-case' });
    expect(miss.statusCode).toBe(404);
    expect(miss.json().error.code).toBe('case_not_found');
    await applyRestriction(h.db, u.userId, { type: 'TypeSelfBan', days: 1 }, Date.now());
    const banned = await open(u.auth, { caseID: 'redline-rush' });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe('self_banned');
    expect(await coins(h.db, u.userId)).toBe(price * 3);
  });
});

describe.each(testDatabases)('case opening and selling are rate limited on $name', (kind) => {
  it('answers 429 past the per-user limit and charges nothing for it', async () => {
    const h = await makeApp(kind, {
      rateLimits: {
        ...testConfig().rateLimits,
        open: { max: 2, perMs: 60_000 },
        sell: { max: 1, perMs: 60_000 },
      },
    });
    try {
      const u = await createSignedInUser(h.db);
      await fund(h.db, u.userId, 100_000);
      const codes = [];
      for (let i = 0; i < 3; i++) {
        codes.push(
          (
            await h.app.inject({
              method: 'POST',
              url: '/api/v1/case/open',
              headers: u.auth,
              payload: { caseID: 'pocket-change' },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
      const price = (await h.app.inject({ url: '/api/v1/case/detail?caseID=pocket-change' })).json().data.case
        .price;
      expect(await coins(h.db, u.userId)).toBe(100_000 - 2 * price);
      const sell = () =>
        h.app.inject({
          method: 'POST',
          url: '/api/v1/loot/sell',
          headers: u.auth,
          payload: { lootIDs: ['x'] },
        });
      expect((await sell()).statusCode).toBe(404);
      const limited = await sell();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
    } finally {
      await h.close();
    }
  });
});
