import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../src/arena/core/random';
import { generateStrip, RARE_ZONE } from '../../../src/arena/core/strip';
import { CASE_ODDS } from './fixtures';

const rarityOf = new Map(CASE_ODDS.map((r) => [r.itemId, r.rarity]));

describe('seededRandom', () => {
  it('repeats a sequence for the same seed and differs between seeds', () => {
    const a = seededRandom('x');
    const b = seededRandom('x');
    const c = seededRandom('y');
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
    expect(sa.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('int(min, max) stays inside its bounds and reaches both ends', () => {
    const r = seededRandom('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(r.int(3, 7));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('generateStrip', () => {
  it('over 10,000 seeds: 90-120 items, the winner 7 from the end, landing inside 0.1..0.9, rare teasers near the end', () => {
    const lengths = new Set<number>();
    for (let s = 0; s < 10_000; s++) {
      const strip = generateStrip({
        battleId: `b${s}`,
        round: 1 + (s % 5),
        slot: 1 + (s % 4),
        caseOdds: CASE_ODDS,
        winningItemId: 'mp9-dry',
      });
      const n = strip.items.length;
      lengths.add(n);
      expect(n).toBeGreaterThanOrEqual(90);
      expect(n).toBeLessThanOrEqual(120);
      expect(strip.winnerIndex).toBe(n - 7);
      expect(strip.items[strip.winnerIndex]).toBe('mp9-dry');
      expect(strip.landingOffset).toBeGreaterThanOrEqual(0.1);
      expect(strip.landingOffset).toBeLessThanOrEqual(0.9);
      let rare = 0;
      for (let i = n - RARE_ZONE; i < n; i++)
        if (i !== strip.winnerIndex && (rarityOf.get(strip.items[i]) ?? 9) <= 3) rare++;
      expect(rare).toBeGreaterThanOrEqual(2);
    }
    expect(lengths.size).toBe(31);
  });

  it('gives every viewer the identical strip for the same battle, round and slot', () => {
    const p = { battleId: 'battle-42', round: 3, slot: 2, caseOdds: CASE_ODDS, winningItemId: 'knife' };
    expect(generateStrip(p)).toEqual(generateStrip({ ...p, caseOdds: [...CASE_ODDS].reverse() }));
    expect(generateStrip(p)).not.toEqual(generateStrip({ ...p, slot: 3 }));
  });

  it('draws fillers by the case odds', () => {
    const counts = new Map<string, number>();
    let total = 0;
    for (let s = 0; s < 400; s++) {
      const strip = generateStrip({
        battleId: `odds${s}`,
        round: 1,
        slot: 1,
        caseOdds: CASE_ODDS,
        winningItemId: 'knife',
      });
      for (let i = 0; i < strip.items.length - RARE_ZONE; i++) {
        counts.set(strip.items[i], (counts.get(strip.items[i]) ?? 0) + 1);
        total++;
      }
    }
    for (const row of CASE_ODDS) {
      const expected = row.chance / 100000;
      expect(Math.abs((counts.get(row.itemId) ?? 0) / total - expected)).toBeLessThan(0.01);
    }
  });

  it('adds no rare teasers when the case has no rare rows, and fails on an empty case', () => {
    const common = CASE_ODDS.filter((r) => r.rarity > 3);
    const strip = generateStrip({
      battleId: 'c',
      round: 1,
      slot: 1,
      caseOdds: common,
      winningItemId: 'mp9-dry',
      seed: 'fixed',
    });
    expect(strip.items.every((id) => common.some((r) => r.itemId === id))).toBe(true);
    expect(() =>
      generateStrip({ battleId: 'c', round: 1, slot: 1, caseOdds: [], winningItemId: 'x' }),
    ).toThrow();
  });
});
