import { describe, expect, it } from 'vitest';
import {
  levelFor,
  levelFraction,
  levelProgress,
  levelReward,
  MAX_LEVEL,
  xpFor,
} from '../../../src/domain/levels';

describe('level curve: xpFor(level) = 500 * (level - 1)^2, levels 1..100', () => {
  it.each([
    [1, 0],
    [2, 500],
    [3, 2_000],
    [10, 40_500],
    [50, 1_200_500],
    [100, 4_900_500],
  ])('level %i starts at %i XP', (level, xp) => {
    expect(xpFor(level)).toBe(xp);
  });

  it('is strictly increasing and its steps grow', () => {
    for (let l = 1; l < MAX_LEVEL; l++) {
      expect(xpFor(l + 1)).toBeGreaterThan(xpFor(l));
      if (l > 1) expect(xpFor(l + 1) - xpFor(l)).toBeGreaterThan(xpFor(l) - xpFor(l - 1));
    }
  });

  it('gives the level at every boundary and one XP below it', () => {
    for (let l = 2; l <= MAX_LEVEL; l++) {
      expect(levelFor(xpFor(l))).toBe(l);
      expect(levelFor(xpFor(l) - 1)).toBe(l - 1);
    }
  });

  it('starts at level 1 and stops at 100 (XP keeps counting past it)', () => {
    expect(levelFor(0)).toBe(1);
    expect(levelFor(-50)).toBe(1);
    expect(levelFor(Number.NaN)).toBe(1);
    expect(levelFor(499)).toBe(1);
    expect(levelFor(4_900_499)).toBe(99);
    expect(levelFor(4_900_500)).toBe(100);
    expect(levelFor(1e12)).toBe(100);
    expect(xpFor(101)).toBe(xpFor(100));
    expect(xpFor(0)).toBe(0);
  });

  it('levelProgress gives the level and both boundaries; null next at the top', () => {
    expect(levelProgress(0)).toEqual({ lv: 1, xp: 0, levelXp: 0, nextLevelXp: 500 });
    expect(levelProgress(520)).toEqual({ lv: 2, xp: 520, levelXp: 500, nextLevelXp: 2_000 });
    expect(levelProgress(5_000_000)).toEqual({
      lv: 100,
      xp: 5_000_000,
      levelXp: 4_900_500,
      nextLevelXp: null,
    });
  });

  it('levelFraction is the share of the way to the next level, 1 at the top', () => {
    expect(levelFraction(levelProgress(0))).toBe(0);
    expect(levelFraction(levelProgress(1_250))).toBe(0.5);
    expect(levelFraction(levelProgress(5_000_000))).toBe(1);
  });

  it('rewards 10 points per level reached, in point units (1 point = 1000)', () => {
    expect(levelReward(1)).toBe(0);
    expect(levelReward(2)).toBe(20_000);
    expect(levelReward(100)).toBe(1_000_000);
    expect(levelReward(101)).toBe(0);
    expect(levelReward(2.5)).toBe(0);
  });
});
