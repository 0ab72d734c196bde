import { describe, expect, it } from 'vitest';
import {
  OddsError,
  buildOddsRows,
  caseEv,
  casePrice,
  chancePercent,
  itemForRoll,
  oddsRowsFromRanges,
  validateTiling,
} from '../../../src/domain/odds';
import { RARITIES, rarityColor, rarityRank } from '../../../src/domain/rarity';

const item = (id: string, price: number) => ({ id, price });

describe('odds tiling', () => {
  it('lays tickets out as consecutive ranges covering 1..100000', () => {
    const rows = buildOddsRows([
      { item: item('a', 100), tickets: 79000 },
      { item: item('b', 1000), tickets: 20000 },
      { item: item('c', 50000), tickets: 1000 },
    ]);
    expect(rows.map((r) => [r.rangeMin, r.rangeMax, r.chance, r.chancePercent])).toEqual([
      [1, 79000, 79000, '79.000%'],
      [79001, 99000, 20000, '20.000%'],
      [99001, 100000, 1000, '1.000%'],
    ]);
    expect(itemForRoll(rows, 1).id).toBe('a');
    expect(itemForRoll(rows, 79000).id).toBe('a');
    expect(itemForRoll(rows, 79001).id).toBe('b');
    expect(itemForRoll(rows, 100000).id).toBe('c');
  });

  it('rejects gaps, overlaps, short or long sums and fractional tickets', () => {
    expect(() => buildOddsRows([{ item: 1, tickets: 99999 }])).toThrow(OddsError);
    expect(() => buildOddsRows([{ item: 1, tickets: 100001 }])).toThrow(OddsError);
    expect(() =>
      buildOddsRows([
        { item: 1, tickets: 50000.5 },
        { item: 2, tickets: 49999.5 },
      ]),
    ).toThrow(OddsError);
    expect(() =>
      buildOddsRows([
        { item: 1, tickets: 0 },
        { item: 2, tickets: 100000 },
      ]),
    ).toThrow(OddsError);
    expect(() =>
      validateTiling([
        { rangeMin: 1, rangeMax: 10 },
        { rangeMin: 12, rangeMax: 100000 },
      ]),
    ).toThrow(/gap/);
    expect(() =>
      validateTiling([
        { rangeMin: 1, rangeMax: 10 },
        { rangeMin: 10, rangeMax: 100000 },
      ]),
    ).toThrow(/overlap/);
    expect(() => validateTiling([{ rangeMin: 2, rangeMax: 100000 }])).toThrow(/gap/);
    expect(() => validateTiling([{ rangeMin: 1, rangeMax: 100001 }])).toThrow(OddsError);
    expect(() => validateTiling([])).toThrow(OddsError);
    expect(() => validateTiling([{ rangeMin: 1, rangeMax: 100000 }])).not.toThrow();
  });

  it('rebuilds rows from stored ranges in any order', () => {
    const rows = oddsRowsFromRanges([
      { item: 'b', rangeMin: 50001, rangeMax: 100000 },
      { item: 'a', rangeMin: 1, rangeMax: 50000 },
    ]);
    expect(rows.map((r) => [r.item, r.chance])).toEqual([
      ['a', 50000],
      ['b', 50000],
    ]);
  });

  it('shows chance as tickets / 1000 with 3 decimals', () => {
    expect(chancePercent(100000)).toBe('100.000%');
    expect(chancePercent(1)).toBe('0.001%');
    expect(chancePercent(12345)).toBe('12.345%');
    expect(chancePercent(250)).toBe('0.250%');
  });
});

describe('case price', () => {
  it('is ceil(EV / 0.9) in exact integers', () => {
    const rows = buildOddsRows([
      { item: item('a', 100), tickets: 90000 },
      { item: item('b', 1000), tickets: 10000 },
    ]);
    // EV = (100*90000 + 1000*10000) / 100000 = 190 cents; 190 / 0.9 = 211.11 -> 212.
    expect(caseEv(rows)).toEqual({ numerator: 19_000_000, denominator: 100000 });
    expect(casePrice(rows)).toBe(212);
    // EV exactly 90 -> price exactly 100, no rounding up.
    expect(casePrice(buildOddsRows([{ item: item('x', 90), tickets: 100000 }]))).toBe(100);
    // A fractional EV: 1 cent at 1 ticket -> EV 0.00001 -> price 1.
    expect(
      casePrice(
        buildOddsRows([
          { item: item('x', 0), tickets: 99999 },
          { item: item('y', 1), tickets: 1 },
        ]),
      ),
    ).toBe(1);
  });

  it('matches a brute-force rational ceiling on random cases', () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let t = 0; t < 200; t++) {
      const a = (next() % 99998) + 1;
      const b = (next() % (100000 - a - 1)) + 1;
      const rows = buildOddsRows([
        { item: item('a', next() % 5000), tickets: a },
        { item: item('b', next() % 500000), tickets: b },
        { item: item('c', next() % 10_000_000), tickets: 100000 - a - b },
      ]);
      const num = BigInt(caseEv(rows).numerator) * 10n;
      const expected = (num + 899999n) / 900000n;
      expect(BigInt(casePrice(rows))).toBe(expected);
    }
  });
});

describe('money and rarity', () => {
  it('maps grades to ranks 1..7 with CS2 colours', () => {
    expect(RARITIES.map((r) => [r.rank, r.name])).toEqual([
      [1, 'Contraband'],
      [2, 'Covert'],
      [3, 'Classified'],
      [4, 'Restricted'],
      [5, 'Mil-Spec'],
      [6, 'Industrial'],
      [7, 'Consumer'],
    ]);
    expect(rarityRank('covert')).toBe(2);
    expect(rarityRank('Mil-Spec Grade')).toBe(5);
    expect(rarityRank('Extraordinary')).toBe(2);
    expect(rarityRank('nope')).toBeNull();
    expect(rarityColor(1)).toBe('#e4ae39');
    expect(rarityColor(7)).toBe('#b0c3d9');
  });
});
