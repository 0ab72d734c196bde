// Why ranges fail to tile 1..100000 (the codes the publish route answers) and how they cover it (the editor's bar).
import { describe, expect, it } from 'vitest';
import { ticketCoverage, tilingProblem } from '../../../src/domain/odds';

const r = (rangeMin: number, rangeMax: number) => ({ rangeMin, rangeMax });

describe('tilingProblem', () => {
  it.each([
    ['tiles', [r(1, 50000), r(50001, 100000)], null],
    ['tiles in any order', [r(50001, 100000), r(1, 50000)], null],
    ['no rows', [], 'odds_empty'],
    ['a gap inside', [r(1, 10), r(12, 100000)], 'odds_gap@11'],
    ['a gap at the end', [r(1, 99999)], 'odds_gap@100000'],
    ['a gap at the start', [r(2, 100000)], 'odds_gap@1'],
    ['an overlap', [r(1, 10), r(10, 100000)], 'odds_overlap@10'],
    ['a range past 100000', [r(1, 100001)], 'odds_out_of_range@100001'],
    ['a range from 0', [r(0, 100000)], 'odds_out_of_range@0'],
    ['a backwards range', [r(1, 100000), r(5, 4)], 'odds_out_of_range@5'],
    ['a fraction', [r(1, 10.5), r(11, 100000)], 'odds_not_integer@0'],
  ])('%s', (_name, ranges, want) => {
    const p = tilingProblem(ranges);
    expect(p && (p.code === 'odds_empty' ? p.code : `${p.code}@${p.at}`)).toBe(want);
  });
});

describe('ticketCoverage', () => {
  it('marks gaps (0) and overlaps (2) between covered stretches, from 1 to 100000', () => {
    expect(ticketCoverage([r(1, 10), r(8, 20), r(30, 100000)])).toEqual([
      { from: 1, to: 7, depth: 1 },
      { from: 8, to: 10, depth: 2 },
      { from: 11, to: 20, depth: 1 },
      { from: 21, to: 29, depth: 0 },
      { from: 30, to: 100000, depth: 1 },
    ]);
  });

  it('is one gap when nothing is covered, and ignores what lies outside 1..100000', () => {
    expect(ticketCoverage([])).toEqual([{ from: 1, to: 100000, depth: 0 }]);
    expect(ticketCoverage([r(-5, 100), r(99990, 200000)])).toEqual([
      { from: 1, to: 100, depth: 1 },
      { from: 101, to: 99989, depth: 0 },
      { from: 99990, to: 100000, depth: 1 },
    ]);
  });
});
