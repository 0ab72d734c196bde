import { describe, expect, it } from 'vitest';
import { serverSeedHash } from '../../src/domain/fairness';
import { makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, testDatabases } from './helpers';

describe.each(testDatabases)('roll/seed on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  const get = (auth: { authorization: string }) => h.app.inject({ url: '/api/v1/roll/seed', headers: auth });

  it('creates a pair lazily with the account client seed and keeps it until rotated', async () => {
    const u = await createSignedInUser(h.db);
    const user = await h.db.kysely
      .selectFrom('users')
      .select('client_seed')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    const a = (await get(u.auth)).json().data;
    expect(a).toEqual({
      clientSeed: { seed: user.client_seed },
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: 1,
      revealed: [],
    });
    expect((await get(u.auth)).json().data).toEqual(a);
    const pair = await h.db.kysely
      .selectFrom('user_seed_pairs')
      .selectAll()
      .where('user_id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(pair.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(serverSeedHash(pair.server_seed)).toBe(a.serverSeedHash);
  });

  it('changing the client seed reveals the old server seed and restarts the nonce', async () => {
    const u = await createSignedInUser(h.db);
    const a = (await get(u.auth)).json().data;
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1/roll/seed',
      headers: u.auth,
      payload: { clientSeed: 'my new seed!' },
    });
    expect(res.statusCode).toBe(200);
    const b = res.json().data;
    expect(b.clientSeed.seed).toBe('my new seed!');
    expect(b.nonce).toBe(1);
    expect(b.serverSeedHash).not.toBe(a.serverSeedHash);
    expect(b.revealed).toHaveLength(1);
    expect(b.revealed[0]).toMatchObject({
      serverSeedHash: a.serverSeedHash,
      clientSeed: a.clientSeed.seed,
      lastNonce: 0,
    });
    expect(serverSeedHash(b.revealed[0].serverSeed)).toBe(a.serverSeedHash);
    const user = await h.db.kysely
      .selectFrom('users')
      .select('client_seed')
      .where('id', '=', u.userId)
      .executeTakeFirstOrThrow();
    expect(user.client_seed).toBe('my new seed!');

    const c = (
      await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate', headers: u.auth })
    ).json().data;
    expect(c.clientSeed.seed).toBe('my new seed!');
    expect(c.revealed.map((r: { serverSeedHash: string }) => r.serverSeedHash)).toEqual([
      b.serverSeedHash,
      a.serverSeedHash,
    ]);
  });

  it('rejects invalid client seeds and anonymous callers', async () => {
    const u = await createSignedInUser(h.db);
    for (const clientSeed of ['', 'a:b', 'x'.repeat(65), 'tab\t', 'café', 5, null, ['a']]) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/roll/seed',
        headers: u.auth,
        payload: { clientSeed },
      });
      expect(res.statusCode, JSON.stringify(clientSeed)).toBe(400);
    }
    expect((await get({ authorization: '' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate' })).statusCode).toBe(401);
  });

  it('survives parallel rotations with exactly one active pair', async () => {
    const u = await createSignedInUser(h.db);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        h.app.inject({
          method: 'POST',
          url: '/api/v1/roll/seed',
          headers: u.auth,
          payload: { clientSeed: `seed-${i}` },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const active = await h.db.kysely
      .selectFrom('user_seed_pairs')
      .select('id')
      .where('user_id', '=', u.userId)
      .where('active', '=', 1)
      .execute();
    expect(active).toHaveLength(1);
    expect((await get(u.auth)).json().data.revealed).toHaveLength(20);
  });

  it('bounds seed changes per user per minute', async () => {
    const u = await createSignedInUser(h.db);
    const codes: number[] = [];
    for (let i = 0; i < 32; i++)
      codes.push(
        (await h.app.inject({ method: 'POST', url: '/api/v1/roll/seed/rotate', headers: u.auth })).statusCode,
      );
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});
