// The case screens' pure helpers: arena shows from openings, demo rolls by the real roll function, sorting and search,
// error texts per code and the arena box height (sign-in goes through src/lib/sign-in-request.ts).
import { describe, expect, it } from 'vitest';
import { cardRank } from '../../../src/arena/core/item-card';
import { roll } from '../../../src/domain/fairness';
import {
  arenaCase,
  arrangeCases,
  buildCaseShow,
  demoRoll,
  errorKey,
  moneyFormat,
  stageHeight,
} from '../../../src/features/cases/case-model';
import { typePath } from '../../../src/features/cases/case-paths';
import type { CaseDetail, CatalogItem } from '../../../src/protocol/catalog';
import { DEMO_LABELS } from '../../bench/arena/lab/demo-data';

const item = (id: string, rarity: number, price: number): CatalogItem => ({
  id,
  name: id,
  weapon: 'AK-47',
  finish: id,
  rarity,
  price,
  image: `/api/v1/art/v1/item/${id}.svg`,
  base: 'AK-47',
  pattern: id,
  exterior: 'Field-Tested',
  stattrak: false,
});

const detail: CaseDetail = {
  id: 'redline-rush',
  slug: 'redline-rush',
  title: 'Redline Rush',
  type: 'featured',
  image: '/api/v1/art/v1/case/redline-rush.svg',
  price: 939,
  odds: {
    rows: [
      {
        item: item('knife', 1, 90000),
        chance: 100,
        fixedPrice: 90000,
        rangeMin: 1,
        rangeMax: 100,
        chancePercent: '0.100%',
      },
      {
        item: item('rifle', 4, 2000),
        chance: 19900,
        fixedPrice: 2000,
        rangeMin: 101,
        rangeMax: 20000,
        chancePercent: '19.900%',
      },
      {
        item: item('pistol', 7, 50),
        chance: 80000,
        fixedPrice: 50,
        rangeMin: 20001,
        rangeMax: 100000,
        chancePercent: '80.000%',
      },
    ],
  },
};

describe('arena shows', () => {
  it('maps odds rows to arena rows and items with numeric rarity ranks and art', () => {
    const { view, items } = arenaCase(detail);
    expect(view.odds).toEqual([
      { itemId: 'knife', rarity: 1, chance: 100, rangeMin: 1, rangeMax: 100 },
      { itemId: 'rifle', rarity: 4, chance: 19900, rangeMin: 101, rangeMax: 20000 },
      { itemId: 'pistol', rarity: 7, chance: 80000, rangeMin: 20001, rangeMax: 100000 },
    ]);
    expect(items[0]).toEqual({
      id: 'knife',
      name: 'knife',
      priceCents: 90000,
      rarity: 1,
      image: '/api/v1/art/v1/item/knife.svg',
    });
  });

  it('builds one strip per result, in order', () => {
    const show = buildCaseShow(detail, ['pistol', 'knife', 'rifle'], 'op-1', DEMO_LABELS);
    expect(show).toMatchObject({
      kind: 'case',
      openingId: 'op-1',
      results: ['pistol', 'knife', 'rifle'],
      case: { id: 'redline-rush' },
    });
  });

  it('draws unknown rarities as Consumer', () => {
    expect(cardRank({ rarity: 9 })).toBe(7);
    expect(cardRank({ rarity: 3 })).toBe(3);
  });
});

describe('demo rolls', () => {
  it('use the real roll function and the odds ranges', () => {
    const r = demoRoll(detail, 5, 'server-seed', 'client-seed');
    expect(r.rolls).toEqual([0, 1, 2, 3, 4].map((i) => roll('server-seed', 'client-seed', 1, `case:${i}`)));
    r.rolls.forEach((v, i) =>
      expect(detail.odds.rows.find((row) => v >= row.rangeMin && v <= row.rangeMax)?.item).toBe(r.items[i]),
    );
  });

  it('use fresh random seeds by default', () => {
    const a = demoRoll(detail, 5).rolls.join();
    const b = demoRoll(detail, 5).rolls.join();
    expect(a).not.toBe(b);
  });
});

describe('case grids', () => {
  const list = [
    { title: 'Gamma', price: 300 },
    { title: 'Alpha', price: 100 },
    { title: 'Beta Knife', price: 200 },
  ];
  it('keep the server order, or sort by price', () => {
    expect(arrangeCases(list, '', 'featured').map((c) => c.title)).toEqual(['Gamma', 'Alpha', 'Beta Knife']);
    expect(arrangeCases(list, '', 'priceAsc').map((c) => c.price)).toEqual([100, 200, 300]);
    expect(arrangeCases(list, '', 'priceDesc').map((c) => c.price)).toEqual([300, 200, 100]);
  });
  it('search titles case-insensitively', () => {
    expect(arrangeCases(list, '  knife ', 'featured').map((c) => c.title)).toEqual(['Beta Knife']);
    expect(arrangeCases(list, 'zzz', 'priceAsc')).toEqual([]);
  });
  it('link daily and community to their own screens', () => {
    expect(typePath('daily')).toBe('/daily-cases');
    expect(typePath('community')).toBe('/community-cases');
    expect(typePath('premium')).toBe('/cases/premium');
  });
});

describe('errors', () => {
  const fail = (code: string) => ({ status: 409, data: { error: { code, message: 'x' } } });
  it('have their own text per known code and a generic one otherwise', () => {
    expect(errorKey(fail('insufficient_balance'))).toBe('insufficient_balance');
    expect(errorKey(fail('self_banned'))).toBe('self_banned');
    expect(errorKey(fail('rate_limited'))).toBe('rate_limited');
    expect(errorKey(fail('case_not_found'))).toBe('case_not_found');
    // A 503 while the database is away (server/db/connection-errors.ts) has its own sentence.
    expect(errorKey(fail('unavailable'))).toBe('unavailable');
    expect(errorKey(fail('weird'))).toBe('generic');
    expect(errorKey({ status: 'FETCH_ERROR', error: 'offline' })).toBe('generic');
    expect(errorKey(null)).toBe('generic');
  });
});

describe('layout', () => {
  it('sizes the arena: columns on wide screens, rows on phones and for one strip', () => {
    expect(stageHeight(5, 1200)).toBe(560);
    expect(stageHeight(1, 1200)).toBe(32 + 190 + 28);
    expect(stageHeight(5, 390)).toBe(Math.ceil(32 + 5 * (120 + 28) + 40));
  });

  it('writes money with the locale separators', () => {
    expect(moneyFormat('de-DE')).toEqual({ locale: 'de-DE' });
    expect(moneyFormat('en-US')).toEqual({ locale: 'en-US' });
  });
});

describe('home case sections', () => {
  it('group the catalog by type in the site order, unknown types last', async () => {
    const { groupByType } = await import('../../../src/features/home/group-cases');
    const c = (id: string, type: string) => ({ id, slug: id, title: id, type, image: '', price: 1 });
    const groups = groupByType([
      c('a', 'fun'),
      c('b', 'mystery'),
      c('c', 'featured'),
      c('d', 'fun'),
      c('e', 'budget'),
    ]);
    expect(groups.map(([t, list]) => [t, list.map((x) => x.id)])).toEqual([
      ['featured', ['c']],
      ['budget', ['e']],
      ['fun', ['a', 'd']],
      ['mystery', ['b']],
    ]);
  });
});
