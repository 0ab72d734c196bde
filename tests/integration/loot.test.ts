import { describe, expect, it } from 'vitest';
import { createLoot } from '../../server/services/loot/loot';
import { coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, testDatabases } from './helpers';

describe.each(testDatabases)('loot on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  /** Gives the user n loot entries (as the battle engine would), created one ms apart; returns ids oldest first. */
  const give = async (userId: string, n: number, price = 250, t0 = 1_700_000_000_000) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      const [id] = await h.db.kysely
        .transaction()
        .execute((trx) =>
          createLoot(
            trx,
            [{ userId, itemId: 'ak-47-redline-ft', price, source: 'battle', sourceRef: 'b-test' }],
            t0 + i,
          ),
        );
      ids.push(id);
    }
    return ids;
  };
  const sell = (auth: { authorization: string }, lootIDs: unknown) =>
    h.app.inject({ method: 'POST', url: '/api/v1/loot/sell', headers: auth, payload: { lootIDs } });
  const list = (auth: { authorization: string }, qs = '') =>
    h.app.inject({ url: `/api/v1/loot/list${qs}`, headers: auth });

  it("pages the caller's own loot newest first with a cursor, filtered by status", async () => {
    const u = await createSignedInUser(h.db);
    const other = await createSignedInUser(h.db);
    const ids = await give(u.userId, 7);
    await give(other.userId, 2);
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await list(u.auth, `?pageSize=3&status=pending${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      seen.push(...data.list.map((l: { id: string }) => l.id));
      cursor = data.cursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
    const first = (await list(u.auth)).json().data.list[0];
    expect(first).toMatchObject({ id: ids[6], status: 'pending', createdAt: 1_700_000_000_006 });
    expect(first.item).toMatchObject({
      rarity: 3,
      price: 250,
      base: 'AK-47',
      pattern: 'Redline',
      exterior: 'Field-Tested',
      stattrak: false,
      name: 'AK-47 | Redline',
    });

    expect((await sell(u.auth, [ids[0], ids[1]])).statusCode).toBe(200);
    expect((await list(u.auth, '?status[]=pending')).json().data.list).toHaveLength(5);
    expect((await list(u.auth, '?status[]=sold')).json().data.list.map((l: { id: string }) => l.id)).toEqual([
      ids[1],
      ids[0],
    ]);
    expect((await list(u.auth, '?status=pending&status=sold')).json().data.list).toHaveLength(7);
    expect((await list(u.auth, '?status=nope')).statusCode).toBe(400);
    expect((await list({ authorization: '' })).statusCode).toBe(401);
  });

  it('sells only your own pending loot, each once, all or nothing', async () => {
    const u = await createSignedInUser(h.db);
    const other = await createSignedInUser(h.db);
    const mine = await give(u.userId, 4, 300);
    const theirs = await give(other.userId, 1, 999);

    const res = await sell(u.auth, [mine[0], mine[1]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ soldCount: 2, amount: 600, balance: 600 });

    const twice = await sell(u.auth, [mine[0]]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('loot_not_pending');

    const foreign = await sell(u.auth, [theirs[0]]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('loot_not_found');

    // Mixed lists change nothing: a pending item next to a sold, a foreign or an unknown one.
    for (const [ids, code] of [
      [[mine[2], mine[0]], 'loot_not_pending'],
      [[mine[2], theirs[0]], 'loot_not_found'],
      [[mine[2], '00000000-0000-0000-0000-000000000000'], 'loot_not_found'],
    ] as const) {
      const r = await sell(u.auth, ids);
      expect(r.json().error.code).toBe(code);
    }
    expect(await coins(h.db, u.userId)).toBe(600);
    expect(await coins(h.db, other.userId)).toBe(0);

    // Duplicates in one list count once.
    const dup = await sell(u.auth, [mine[2], mine[2], mine[3]]);
    expect(dup.json().data).toEqual({ soldCount: 2, amount: 600, balance: 1200 });
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
