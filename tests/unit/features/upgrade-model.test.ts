import { describe, expect, it } from 'vitest';
import {
  chanceOf,
  parseCoins,
  presetWindow,
  stakeCents,
  validTargetRange,
} from '../../../src/features/upgrade/upgrade-model';
import { upgradeWinTickets } from '../../../src/domain/fairness-games';

describe('the upgrade screen rules', () => {
  it('adds the items and the coins into the stake', () => {
    expect(stakeCents([{ price: 150 }, { price: 250 }], 100)).toBe(500);
    expect(stakeCents([], Number.NaN)).toBe(0);
  });

  it('gives the chance and multiplier inside 1%..80%, and says which way it is off outside', () => {
    expect(chanceOf(1000, 1900)).toEqual({ kind: 'ok', tickets: 50000, multiplier: 1.9 });
    expect(chanceOf(1000, 1000)).toEqual({ kind: 'high', tickets: 95000 });
    expect(chanceOf(100, 10000)).toEqual({ kind: 'low', tickets: 950 });
    expect(chanceOf(0, 1000)).toEqual({ kind: 'incomplete' });
    expect(chanceOf(1000, null)).toEqual({ kind: 'incomplete' });
  });

  it('bounds the valid targets exactly where the chance leaves 1%..80%', () => {
    for (const stake of [1, 7, 100, 1234, 99999]) {
      const r = validTargetRange(stake);
      if (!r) {
        expect(stake).toBeLessThan(2);
        continue;
      }
      expect(upgradeWinTickets(stake, r.min)).not.toBeNull();
      expect(upgradeWinTickets(stake, r.min - 1)).toBeNull();
      expect(upgradeWinTickets(stake, r.max)).not.toBeNull();
      expect(upgradeWinTickets(stake, r.max + 1)).toBeNull();
    }
  });

  it('centres a preset window on stake x preset, inside the valid range', () => {
    expect(presetWindow(1000, 2)).toEqual({ min: 1800, max: 2200 });
    expect(presetWindow(1000, 1.5)).toEqual({ min: 1350, max: 1650 });
    // x1.1 would reach over 80% (under a $11.88 target for a $10 stake): the window starts there.
    expect(presetWindow(1000, 1.1)).toEqual({ min: 1188, max: 1210 });
    expect(presetWindow(1000, 10)).toEqual({ min: 9000, max: 11000 });
    expect(presetWindow(1000, null)).toEqual(validTargetRange(1000));
    expect(presetWindow(0, 2)).toBeNull();
  });

  it('reads coins with a dot or a comma and at most two decimals', () => {
    expect(parseCoins('12')).toBe(1200);
    expect(parseCoins('12.5')).toBe(1250);
    expect(parseCoins(' 0,07 ')).toBe(7);
    expect(parseCoins('')).toBe(0);
    for (const bad of ['-1', '1.234', 'abc', '1e3']) expect(parseCoins(bad)).toBeNaN();
  });
});
