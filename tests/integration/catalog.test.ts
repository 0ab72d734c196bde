import { describe, expect, it } from 'vitest';
import { caseEv, casePrice, validateTiling } from '../../src/domain/odds';
import { seedCatalog } from '../../server/db/seed/seed';
import { makeCatalogApp } from './catalog-helpers';
import { appForSuite, testDatabases } from './helpers';

interface Row {
  item: {
    id: string;
    name: string;
    price: number;
    rarity: number;
    image: string;
    exterior: string;
    stattrak: boolean;
    base: string;
    pattern: string;
  };
  chance: number;
  fixedPrice: number;
  rangeMin: number;
  rangeMax: number;
  chancePercent: string;
}

describe.each(testDatabases)('catalog on $name', (kind) => {
  const h = appForSuite(() => makeCatalogApp(kind));

  it('seeds at least 150 items and 20 cases, idempotently', async () => {
    const count = async (t: 'items' | 'cases' | 'case_items') =>
      Number(
        (
          await h.db.kysely
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('items'), await count('cases'), await count('case_items')];
    expect(before[0]).toBeGreaterThanOrEqual(150);
    expect(before[1]).toBeGreaterThanOrEqual(20);
    await seedCatalog(h.db);
    expect([await count('items'), await count('cases'), await count('case_items')]).toEqual(before);
  });

  it('lists cases, filters by type and lists types', async () => {
    const all = (await h.app.inject({ url: '/api/v1/case/list' })).json().data.list;
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(all[0]).sort()).toEqual(['id', 'image', 'price', 'slug', 'title', 'type']);
    const types = (await h.app.inject({ url: '/api/v1/case/types' })).json().data.list as {
      type: string;
      count: number;
    }[];
    expect(types.map((t) => t.type)).toEqual(
      expect.arrayContaining(['featured', 'budget', 'premium', 'fun', 'daily', 'knife']),
    );
    // Community cases are player-made (GET /case/community); the catalog lists none of them.
    expect(types.map((t) => t.type)).not.toContain('community');
    expect(types.map((t) => t.type)).not.toContain('player');
    expect(types.reduce((s, t) => s + t.count, 0)).toBe(all.length);
    const budget = (await h.app.inject({ url: '/api/v1/case/list?type=budget' })).json().data.list;
    expect(budget.length).toBe(types.find((t) => t.type === 'budget')?.count);
    expect(budget.every((c: { type: string }) => c.type === 'budget')).toBe(true);
    expect((await h.app.inject({ url: '/api/v1/case/list?type=nothing' })).json().data.list).toEqual([]);
  });

  it('every case tiles 1..100000 and is priced ceil(EV / 0.9)', async () => {
    const all = (await h.app.inject({ url: '/api/v1/case/list' })).json().data.list as {
      id: string;
      price: number;
    }[];
    for (const c of all) {
      const res = await h.app.inject({ url: `/api/v1/case/detail?caseID=${c.id}` });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data.case.odds.rows as Row[];
      validateTiling(rows);
      for (const r of rows) {
        expect(r.chance).toBe(r.rangeMax - r.rangeMin + 1);
        expect(r.fixedPrice).toBe(r.item.price);
        expect(r.chancePercent).toBe(`${(r.chance / 1000).toFixed(3)}%`);
        expect(r.item.rarity).toBeGreaterThanOrEqual(1);
        expect(r.item.rarity).toBeLessThanOrEqual(7);
      }
      const sum = rows.reduce((s, r) => s + BigInt(r.item.price) * BigInt(r.chance), 0n);
      const expected = Number((sum * 10n + 899999n) / 900000n);
      expect(c.price, c.id).toBe(expected);
      expect(casePrice(rows)).toBe(expected);
      expect(caseEv(rows).numerator).toBe(Number(sum));
      // The rarest rows are the priciest: the top item never has more tickets than the cheapest.
      const sorted = [...rows].sort((a, b) => b.item.price - a.item.price);
      expect(sorted[0].chance).toBeLessThanOrEqual(sorted[sorted.length - 1].chance);
    }
  });

  it('answers unknown cases with 404 and serves art as immutable SVG', async () => {
    const miss = await h.app.inject({ url: '/api/v1/case/detail?caseID=nope' });
    expect(miss.statusCode).toBe(404);
    expect(miss.json().error.code).toBe('case_not_found');
    const detail = (await h.app.inject({ url: '/api/v1/case/detail?caseID=redline-rush' })).json().data.case;
    for (const url of [detail.image, detail.odds.rows[0].item.image]) {
      const art = await h.app.inject({ url });
      expect(art.statusCode, url).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      expect(art.headers['cache-control']).toContain('immutable');
      expect(art.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
    expect((await h.app.inject({ url: '/api/v1/art/v1/item/nope.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/v1/art/v9/item/ak-47-redline-ft.svg' })).statusCode).toBe(404);
    expect((await h.app.inject({ url: '/api/v1/art/v1/item/..%2F..%2Fetc.svg' })).statusCode).toBe(400);
  });
});

describe.each(testDatabases)('catalog seeding on $name', (kind) => {
  it('can run from several places at once', async () => {
    const h = await makeCatalogApp(kind);
    try {
      const results = await Promise.all([seedCatalog(h.db), seedCatalog(h.db), seedCatalog(h.db)]);
      expect(results.every((r) => r.items >= 150 && r.cases >= 20)).toBe(true);
    } finally {
      await h.close();
    }
  });
});
