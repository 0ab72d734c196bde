/** Free daily cases: the level bands, the 24-hour cooldown, the tile state, and the seeded daily cases. */
import { describe, expect, it } from 'vitest';
import {
  DAILY_COOLDOWN_MS,
  DAILY_LEVELS,
  dailyCaseId,
  dailyNextOpenAt,
  dailyRequiredLevel,
  dailyTileState,
  streakDays,
  streakReward,
  utcDay,
} from '../../../src/domain/daily';
import { roll } from '../../../src/domain/fairness';
import { DAILY_CURSOR } from '../../../src/domain/fairness-games';
import { catalogCases } from '../../../server/db/seed/catalog';
import { ROLLS_V2, SERVER_SEED } from '../../fixtures/golden-vectors';

describe('daily case rules', () => {
  it('has one band at level 1 and every tenth level up to 100', () => {
    expect(DAILY_LEVELS).toEqual([1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    for (const lv of DAILY_LEVELS) expect(dailyRequiredLevel(dailyCaseId(lv))).toBe(lv);
    for (const id of ['daily-level-2', 'daily-level-', 'redline-rush', 'daily-level-1x', 'xdaily-level-1'])
      expect(dailyRequiredLevel(id)).toBeNull();
  });

  it('opens again exactly 24 hours after the last opening', () => {
    expect(dailyNextOpenAt(null, 1000)).toBeNull();
    expect(dailyNextOpenAt(1000, 1000)).toBe(1000 + DAILY_COOLDOWN_MS);
    expect(dailyNextOpenAt(1000, 1000 + DAILY_COOLDOWN_MS - 1)).toBe(1000 + DAILY_COOLDOWN_MS);
    expect(dailyNextOpenAt(1000, 1000 + DAILY_COOLDOWN_MS)).toBeNull();
  });

  it('names the tile state', () => {
    const now = 5000;
    expect(dailyTileState({ unlocked: false, nextOpenAt: null }, false, now)).toBe('signedOut');
    expect(dailyTileState({ unlocked: false, nextOpenAt: null }, true, now)).toBe('locked');
    expect(dailyTileState({ unlocked: true, nextOpenAt: null }, true, now)).toBe('ready');
    expect(dailyTileState({ unlocked: true, nextOpenAt: now + 1 }, true, now)).toBe('cooldown');
    expect(dailyTileState({ unlocked: true, nextOpenAt: now }, true, now)).toBe('ready');
  });

  it('rolls the golden vector with cursor daily', () => {
    const v = ROLLS_V2.find(
      ([seed, nonce, cursor]) => seed === 'my-client-seed' && nonce === 9 && cursor === 'daily',
    );
    expect(v).toBeDefined();
    expect(roll(SERVER_SEED, 'my-client-seed', 9, DAILY_CURSOR)).toBe(70555);
  });

  it('seeds a daily case per band, each with its odds tiled and worth more than the band below', () => {
    const daily = catalogCases().filter((c) => c.row.type === 'daily');
    expect(daily.map((c) => c.row.id)).toEqual(DAILY_LEVELS.map(dailyCaseId));
    const ev = daily.map((c) => c.odds.reduce((s, r) => s + r.item.price * r.chance, 0) / 100_000);
    for (let i = 1; i < ev.length; i++) expect(ev[i]).toBeGreaterThan(ev[i - 1]);
    for (const c of daily) expect(c.odds.reduce((s, r) => s + r.chance, 0)).toBe(100_000);
  });
});

describe('daily streaks', () => {
  const today = utcDay(Date.UTC(2026, 10, 24, 15));
  it('counts the days in a row ending today or yesterday', () => {
    expect(streakDays([], today)).toBe(0);
    expect(streakDays([today], today)).toBe(1);
    expect(streakDays([today, today - 1, today - 2, today - 4], today)).toBe(3);
    // Not opened yet today: yesterday's streak still stands.
    expect(streakDays([today - 1, today - 2], today)).toBe(2);
    // A day missed: broken.
    expect(streakDays([today - 2, today - 3], today)).toBe(0);
    expect(streakDays([today, today, today - 1], today)).toBe(2);
  });

  it('pays 2 points a day in a row, at most 14, in point units', () => {
    expect(streakReward(0)).toBe(0);
    expect(streakReward(1)).toBe(2_000);
    expect(streakReward(3)).toBe(6_000);
    expect(streakReward(30)).toBe(14_000);
  });

  it('a UTC day starts at midnight UTC', () => {
    expect(utcDay(Date.UTC(2026, 10, 24, 0, 0, 0)) - utcDay(Date.UTC(2026, 10, 23, 23, 59, 59))).toBe(1);
  });
});
