// The daily cases and my cases screens' rules: tile states and order, which case shows first, pins, error texts.
import { describe, expect, it } from 'vitest';
import { dailyErrorKey, dailyTiles, isPinned, pickDaily } from '../../../src/features/cases/my-cases-model';
import type { DailyCaseEntry } from '../../../src/protocol/daily';

const entry = (level: number, unlocked: boolean, nextOpenAt: number | null): DailyCaseEntry => ({
  case: {
    id: `daily-level-${level}`,
    slug: `daily-level-${level}`,
    title: `Daily Level ${level}`,
    type: 'daily',
    image: '',
    price: level * 10,
  },
  requiredLevel: level,
  unlocked,
  nextOpenAt,
});

const NOW = 1_000_000;

describe('daily tiles', () => {
  it('orders by level and names each state', () => {
    const tiles = dailyTiles(
      [entry(20, false, null), entry(1, true, NOW + 5000), entry(10, true, null)],
      true,
      NOW,
    );
    expect(tiles.map((t) => [t.requiredLevel, t.state])).toEqual([
      [1, 'cooldown'],
      [10, 'ready'],
      [20, 'locked'],
    ]);
    expect(dailyTiles([entry(1, false, null)], false, NOW)[0].state).toBe('signedOut');
    // A countdown that has run out reads as ready until the list refetches.
    expect(dailyTiles([entry(1, true, NOW - 1)], true, NOW)[0].state).toBe('ready');
  });

  it('shows the chosen case, else the first ready one, else the highest used one, else the first', () => {
    const tiles = dailyTiles(
      [entry(1, true, NOW + 5), entry(10, true, null), entry(20, false, null)],
      true,
      NOW,
    );
    expect(pickDaily(tiles, 'daily-level-20')?.case.id).toBe('daily-level-20');
    expect(pickDaily(tiles, 'gone')?.case.id).toBe('daily-level-10');
    expect(pickDaily(tiles, null)?.case.id).toBe('daily-level-10');
    const used = dailyTiles(
      [entry(1, true, NOW + 5), entry(10, true, NOW + 9), entry(20, false, null)],
      true,
      NOW,
    );
    expect(pickDaily(used, null)?.case.id).toBe('daily-level-10');
    const signedOut = dailyTiles([entry(1, false, null), entry(10, false, null)], false, NOW);
    expect(pickDaily(signedOut, null)?.case.id).toBe('daily-level-1');
    expect(pickDaily([], null)).toBeNull();
  });

  it('maps failures to their own texts', () => {
    expect(dailyErrorKey('daily_cooldown')).toBe('daily.errors.daily_cooldown');
    expect(dailyErrorKey('level_too_low')).toBe('daily.errors.level_too_low');
    expect(dailyErrorKey('case_not_found')).toBe('daily.errors.case_not_found');
    expect(dailyErrorKey('self_banned')).toBe('cases.errors.self_banned');
    expect(dailyErrorKey('anything')).toBe('cases.errors.generic');
    expect(dailyErrorKey(null)).toBe('cases.errors.generic');
  });
});

describe('pins', () => {
  it('reads pinned ids', () => {
    expect(isPinned(['a', 'b'], 'b')).toBe(true);
    expect(isPinned(['a'], 'b')).toBe(false);
    expect(isPinned(undefined, 'a')).toBe(false);
  });
});

describe('case tiles of daily cases', () => {
  it('lead to the daily cases page, never to the paid opening', async () => {
    const { caseTileOf } = await import('../../../src/components/CaseTile');
    const c = { id: 'daily-level-1', slug: 'daily-level-1', title: 'D', type: 'daily', image: '', price: 17 };
    expect(caseTileOf(c).to).toBe('/daily-cases');
    expect(caseTileOf({ ...c, id: 'redline-rush', type: 'featured' }).to).toBe('/cases/open/redline-rush');
  });
});
