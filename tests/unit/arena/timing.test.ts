import { describe, expect, it } from 'vitest';
import { runningTotals, type BattleShow } from '../../../src/arena/core/show';
import { teamOf } from '../../../src/domain/battle-rules';
import { BATTLE_TIMING } from '../../../src/domain/battle-timing';
import { DEFAULT_TIMING, resolveTiming } from '../../../src/arena/core/timing';

describe('timing', () => {
  it('defaults to the server timing and takes overrides field by field', () => {
    expect(resolveTiming()).toEqual(BATTLE_TIMING);
    expect(resolveTiming({ spinMs: 1000, roundPauseMs: undefined })).toEqual({
      ...BATTLE_TIMING,
      spinMs: 1000,
    });
    expect(resolveTiming({ spinMs: Number.NaN }).spinMs).toBe(BATTLE_TIMING.spinMs);
    expect(DEFAULT_TIMING).toBe(BATTLE_TIMING);
  });
});

describe('show helpers', () => {
  it('sums running totals per slot up to a round; slots 1-2 are ct', () => {
    const show = {
      items: [
        { id: 'a', name: 'A', priceCents: 100, rarity: 7 },
        { id: 'b', name: 'B', priceCents: 250, rarity: 2 },
      ],
      players: [
        { slot: 1, userId: 'u1', name: 'u1' },
        { slot: 2, userId: 'u2', name: 'u2' },
      ],
      rounds: [
        {
          round: 1,
          caseId: 'c',
          rolls: [
            { slot: 1, itemId: 'a' },
            { slot: 2, itemId: 'b' },
          ],
        },
        {
          round: 2,
          caseId: 'c',
          rolls: [
            { slot: 1, itemId: 'b' },
            { slot: 2, itemId: 'a' },
          ],
        },
      ],
    } as unknown as BattleShow;
    expect([...runningTotals(show, 1)]).toEqual([
      [1, 100],
      [2, 250],
    ]);
    expect([...runningTotals(show, 2)]).toEqual([
      [1, 350],
      [2, 350],
    ]);
    expect([teamOf(1), teamOf(2), teamOf(3), teamOf(4)]).toEqual(['ct', 'ct', 't', 't']);
  });
});
