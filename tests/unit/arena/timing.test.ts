import { describe, expect, it } from 'vitest';
import { formatMoney, runningTotals, teamOf, type BattleShow } from '../../../src/arena/core/show';
import { DEFAULT_TIMING, resolveTiming, roundAt, roundSchedule } from '../../../src/arena/core/timing';

describe('timing', () => {
  it('schedules rounds back to back and the result a resultDelay after the last spin', () => {
    const t = resolveTiming({ spinMs: 1000, roundPauseMs: 500, resultDelayMs: 1000 });
    const s = roundSchedule(10_000, 3, t);
    expect(s.rounds.map((r) => r.startAt)).toEqual([10_000, 11_500, 13_000]);
    expect(s.resultAt).toBe(15_000);
    expect(roundAt(9_999, 10_000, 3, t)).toBe(0);
    expect(roundAt(11_600, 10_000, 3, t)).toBe(2);
    expect(roundAt(99_999, 10_000, 3, t)).toBe(3);
    expect(resolveTiming()).toEqual(DEFAULT_TIMING);
  });
});

describe('show helpers', () => {
  it('formats cents without floats', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(5, { prefix: '', suffix: ' €', decimal: ',', thousands: '.' })).toBe('0,05 €');
    expect(formatMoney(-100)).toBe('-$1.00');
  });

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
        { round: 1, caseId: 'c', rolls: [{ slot: 1, itemId: 'a' }, { slot: 2, itemId: 'b' }] },
        { round: 2, caseId: 'c', rolls: [{ slot: 1, itemId: 'b' }, { slot: 2, itemId: 'a' }] },
      ],
    } as unknown as BattleShow;
    expect([...runningTotals(show, 1)]).toEqual([[1, 100], [2, 250]]);
    expect([...runningTotals(show, 2)]).toEqual([[1, 350], [2, 350]]);
    expect([teamOf(1), teamOf(2), teamOf(3), teamOf(4)]).toEqual(['ct', 'ct', 't', 't']);
  });
});
