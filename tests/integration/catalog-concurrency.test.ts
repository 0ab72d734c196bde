import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { battleLoot, coins, ledgerProblems, makeCatalogApp } from './catalog-helpers';
import { appForSuite, createSignedInUser, fund, postAtOnce, testDatabases } from './helpers';

describe.each(testDatabases)('parallel opens and sells against one user on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  it('200 parallel requests keep every balance equal to its ledger, none negative, nothing sold twice', async () => {
    const u = await createSignedInUser(h.db);
    const price = (await h.app.inject({ url: '/api/v1/case/detail?caseID=pocket-change' })).json().data.case
      .price as number;
    const start = price * 60; // enough for 60 of the 100 openings
    await fund(h.db, u.userId, start);
    const lootIds = await battleLoot(h.db, u.userId, 50, 7);

    const requests = Array.from({ length: 200 }, (_, i) =>
      i % 2 === 0
        ? h.app.inject({
            method: 'POST',
            url: '/api/v1/case/open',
            headers: u.auth,
            payload: { caseID: 'pocket-change', count: 1 },
          })
        : // Overlapping pairs: every entry is offered by two sell requests, only one may win it.
          h.app.inject({
            method: 'POST',
            url: '/api/v1/loot/sell',
            headers: u.auth,
            payload: { lootIDs: [lootIds[(i >> 1) % 50], lootIds[((i >> 1) + 1) % 50]] },
          }),
    );
    const results = await Promise.all(requests);
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);

    const opens = results
      .filter((_, i) => i % 2 === 0 && results[i].statusCode === 200)
      .map((r) => r.json().data.opening);
    const sells = results.filter((r, i) => i % 2 === 1 && r.statusCode === 200).map((r) => r.json().data);
    // Sales credit money while openings run, so somewhat more than 60 openings can succeed, never all 100.
    expect(opens.length).toBeGreaterThanOrEqual(60);
    expect(opens.length).toBeLessThan(100);
    expect(opens.map((o) => o.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: opens.length }, (_, i) => i + 1),
    );

    const soldRows = await h.db.kysely
      .selectFrom('loot')
      .select(['id', 'price'])
      .where('user_id', '=', u.userId)
      .where('status', '=', 'sold')
      .execute();
    const soldAmount = sells.reduce((s, x) => s + x.amount, 0);
    expect(sells.reduce((s, x) => s + x.soldCount, 0)).toBe(soldRows.length);
    expect(soldRows.reduce((s, r) => s + Number(r.price), 0)).toBe(soldAmount);
    const saleTx = await h.db.kysely
      .selectFrom('ledger_transactions')
      .select(['ref', sql<number>`count(*)`.as('n')])
      .where('kind', '=', 'loot_sell')
      .where('user_id', '=', u.userId)
      .groupBy('ref')
      .execute();
    expect(saleTx.length).toBe(soldRows.length);
    expect(saleTx.every((t) => Number(t.n) === 1)).toBe(true);

    expect(await coins(h.db, u.userId)).toBe(start - opens.length * price + soldAmount);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });

  it('parallel sells of the same list credit it once', async () => {
    const u = await createSignedInUser(h.db);
    const ids = await battleLoot(h.db, u.userId, 5, 100);
    const results = await postAtOnce(h.app, 20, '/api/v1/loot/sell', u.auth, { lootIDs: ids });
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await coins(h.db, u.userId)).toBe(500);
    expect(await ledgerProblems(h.db)).toEqual([]);
  });
});
