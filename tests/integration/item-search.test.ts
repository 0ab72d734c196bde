import { describe, expect, it } from 'vitest';
import { appForSuite, makeApp, testDatabases } from './helpers';
import type { CatalogItem } from '../../src/protocol/catalog';

describe.each(testDatabases)('item search on $name', (kind) => {
  const h = appForSuite(() => makeApp(kind));
  const get = async (qs: string) => h.app.inject({ method: 'GET', url: `/api/v1/item/list${qs}` });
  const list = async (qs: string): Promise<{ list: CatalogItem[]; cursor: string | null }> =>
    (await get(qs)).json().data;

  it('lists the catalog cheapest first, page by page, every item once', async () => {
    const seen: CatalogItem[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(`?limit=60${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.list);
      cursor = page.cursor;
    } while (cursor);
    const count = await h.db.kysely
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(seen).toHaveLength(Number(count.n));
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i].price).toBeGreaterThanOrEqual(seen[i - 1].price);
  });

  it('filters by text, weapon, rarity and price window, and sorts dearest first', async () => {
    const facets = (await h.app.inject({ method: 'GET', url: '/api/v1/item/facets' })).json().data;
    expect(facets.weapons).toContain('AK-47');
    expect(facets.rarities.length).toBeGreaterThan(2);

    const ak = await list('?weapon=AK-47&limit=60');
    expect(ak.list.length).toBeGreaterThan(0);
    expect(ak.list.every((i) => i.weapon === 'AK-47')).toBe(true);

    const text = await list('?q=ak-4&limit=60');
    expect(text.list.map((i) => i.id).sort()).toEqual(ak.list.map((i) => i.id).sort());

    const rare = await list(`?rarity=${facets.rarities[0]}&sort=price_desc&limit=60`);
    expect(rare.list.every((i) => i.rarity === facets.rarities[0])).toBe(true);
    for (let i = 1; i < rare.list.length; i++)
      expect(rare.list[i].price).toBeLessThanOrEqual(rare.list[i - 1].price);

    const window = await list('?minPrice=1000&maxPrice=5000&limit=60');
    expect(window.list.length).toBeGreaterThan(0);
    expect(window.list.every((i) => i.price >= 1000 && i.price <= 5000)).toBe(true);

    expect((await list('?q=no-such-skin-anywhere')).list).toEqual([]);
  });

  it('filters by grade as CS2 names it: knives and gloves are ★, Contraband is the Howl alone', async () => {
    const facets = (await h.app.inject({ method: 'GET', url: '/api/v1/item/facets' })).json().data;
    expect(facets.grades).toEqual(expect.arrayContaining(['rareSpecial', 'contraband', 'covert']));
    expect(facets.grades.indexOf('rareSpecial')).toBeLessThan(facets.grades.indexOf('contraband'));
    const all = async (qs: string) => {
      const seen: CatalogItem[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`${qs}&limit=60${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.list);
        cursor = page.cursor;
      } while (cursor);
      return seen;
    };
    const contraband = await all('?grade=contraband');
    expect(contraband.length).toBeGreaterThan(0);
    expect(contraband.every((i) => i.weapon === 'M4A4' && i.finish === 'Howl' && i.rarity === 1)).toBe(true);
    const special = await all('?grade=rareSpecial');
    expect(special.some((i) => i.weapon === 'Karambit')).toBe(true);
    expect(special.some((i) => /Gloves/.test(i.weapon))).toBe(true);
    expect(special.every((i) => i.rarity === 1 && i.name.startsWith('★'))).toBe(true);
    // Rank 1 is exactly the two grades together.
    const rank1 = await all('?rarity=1');
    expect(rank1.length).toBe(contraband.length + special.length);
    expect((await get('?grade=gold')).statusCode).toBe(400);
  });

  it('answers bad queries with 400 and an error code', async () => {
    for (const qs of ['?limit=0', '?limit=61', '?rarity=9', '?sort=random', '?minPrice=-1', '?extra=1']) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    }
    // An unreadable cursor starts from the top instead of failing.
    expect((await list('?cursor=%%%')).list.length).toBeGreaterThan(0);
  });
});
