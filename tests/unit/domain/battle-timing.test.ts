import { describe, expect, it } from 'vitest';
import {
  BATTLE_TIMING,
  finishAt,
  positionAt,
  roundSchedule,
  roundsDueAt,
  scaleTiming,
  startedAtFor,
} from '../../../src/domain/battle-timing';

describe('battle timing', () => {
  it('spaces rounds by spin + pause from startedAt', () => {
    expect(roundSchedule(10_000, 3)).toEqual([10_000, 16_200, 22_400]);
    expect(startedAtFor(0)).toBe(1500);
    expect(finishAt(10_000, 3)).toBe(22_400 + 5000 + 1000);
  });

  it.each([
    [9_999, 'processing', 0, 0],
    [10_000, 'spinning', 1, 0],
    [14_999, 'spinning', 1, 4_999],
    [15_000, 'pause', 1, 5_000],
    [16_200, 'spinning', 2, 0],
    [27_400, 'result', 3, 5_000],
    [28_400, 'done', 3, 6_000],
  ] as const)('at %i the battle is %s in round %i (%i ms in)', (now, phase, round, elapsed) => {
    const p = positionAt(10_000, 3, now);
    expect(p.phase).toBe(phase);
    expect(p.round).toBe(round);
    expect(p.elapsedMs).toBe(elapsed);
  });

  it('counts rounds due and scales for fast tests', () => {
    expect(roundsDueAt(0, 3, -1)).toBe(0);
    expect(roundsDueAt(0, 3, 0)).toBe(1);
    expect(roundsDueAt(0, 3, 1_000_000)).toBe(3);
    expect(scaleTiming(BATTLE_TIMING, 0.01)).toEqual({
      processingMs: 15,
      spinMs: 50,
      roundPauseMs: 12,
      resultDelayMs: 10,
    });
  });
});
