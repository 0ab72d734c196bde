// A case result's arithmetic: worth against paid, the sign of the difference, and what is left to sell.
import { describe, expect, it } from 'vitest';
import { outcomeOf, resultSummary, type ResultItem } from '../../../src/features/cases/result-model';

const won = (price: number, lootID: string | null, state: ResultItem['state'] = 'pending'): ResultItem => ({
  item: { price },
  lootID,
  state,
});

describe('case result', () => {
  it('reads a drop worth less than the case as a loss, more as a profit, the same as even', () => {
    expect(resultSummary([won(250, 'a')], 939)).toMatchObject({
      value: 250,
      paid: 939,
      diff: -689,
      outcome: 'loss',
    });
    expect(resultSummary([won(5000, 'a')], 939).outcome).toBe('profit');
    expect(resultSummary([won(939, 'a')], 939).outcome).toBe('even');
    expect(outcomeOf(-1)).toBe('loss');
  });

  it('adds several cases up: each paid once, one total', () => {
    const s = resultSummary([won(100, 'a'), won(2000, 'b'), won(50, 'c')], 500);
    expect(s).toMatchObject({ value: 2150, paid: 1500, diff: 650, outcome: 'profit' });
  });

  it('counts a free daily case as paid nothing', () => {
    expect(resultSummary([won(17, 'a')], 0)).toMatchObject({ paid: 0, diff: 17, outcome: 'profit' });
  });

  it('sells only what is still pending, and nothing of a demo', () => {
    const s = resultSummary([won(100, 'a'), won(200, 'b', 'sold'), won(300, 'c', 'kept'), won(400, 'd')], 10);
    expect(s.sellable).toEqual(['a', 'd']);
    expect(s.sellValue).toBe(500);
    const demo = resultSummary([won(100, null), won(200, null)], 10);
    expect(demo.sellable).toEqual([]);
    expect(demo.sellValue).toBe(0);
  });
});
