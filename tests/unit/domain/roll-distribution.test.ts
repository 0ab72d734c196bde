import { beforeAll, describe, expect, it } from 'vitest';
import { roll } from '../../../src/domain/fairness';
import { catalogCases } from '../../../server/db/seed/catalog';
import { chiSquare, chiSquarePValue, wilsonHilfertyPValue } from './chi-square';

describe('chi-square p-value', () => {
  it.each([
    [3.841459, 1, 0.05],
    [6.634897, 1, 0.01],
    [18.307038, 10, 0.05],
    [29.588298, 10, 0.001],
    [123.225221, 99, 0.05],
    [148.23, 99, 0.001],
    [99, 99, 0.4811],
  ])('P(X² >= %f | df %i) = %f', (stat, df, p) => {
    expect(chiSquarePValue(stat, df)).toBeCloseTo(p, 3);
    if (df >= 10) expect(wilsonHilfertyPValue(stat, df)).toBeCloseTo(p, 2);
  });
});

describe('1,000,000 rolls show no bias', () => {
  const N = 1_000_000;
  const rolls = new Uint32Array(N);
  const serverSeed = '5e1f0c9a7b3d2e8f4a6c1b0d9e7f3a5c2b8d4e6f1a0c3b5d7e9f2a4c6b8d0e1f';
  // How fast this runs is a machine's figure, not a test's verdict (bench:openings measures opening speed).
  beforeAll(() => {
    // Five cases per nonce, like five-case openings: covers both the nonce and the cursor.
    for (let i = 0; i < N; i++)
      rolls[i] = roll(serverSeed, 'chi-square-client', Math.floor(i / 5) + 1, `case:${i % 5}`);
  }, 60_000);

  it('stay in 1..100000 and fill 100 equal buckets evenly (p > 0.001)', () => {
    const buckets = new Array<number>(100).fill(0);
    let outside = 0;
    for (const r of rolls) {
      if (r < 1 || r > 100000) outside += 1;
      else buckets[Math.floor((r - 1) / 1000)] += 1;
    }
    expect(outside).toBe(0);
    const { stat, df } = chiSquare(buckets, new Array(100).fill(N / 100));
    expect(df).toBe(99);
    expect(chiSquarePValue(stat, df)).toBeGreaterThan(0.001);
  });

  it("land on a real case's odds rows in proportion to their tickets (p > 0.001)", () => {
    for (const id of ['redline-rush', 'forest-floor', 'blade-runner']) {
      const c = catalogCases().find((x) => x.row.id === id);
      if (!c) throw new Error(`no case ${id}`);
      const hits = new Array<number>(c.odds.length).fill(0);
      for (const r of rolls) hits[c.odds.findIndex((row) => r >= row.rangeMin && r <= row.rangeMax)] += 1;
      const { stat, df } = chiSquare(
        hits,
        c.odds.map((row) => (N * row.chance) / 100000),
      );
      expect(df, id).toBe(c.odds.length - 1);
      expect(chiSquarePValue(stat, df), id).toBeGreaterThan(0.001);
    }
  });
});
