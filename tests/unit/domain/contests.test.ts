import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, WEEK_MS, windowAt } from '../../../src/domain/event-windows';
import { RACE_PRIZES, raceAt, rankEntries, type RaceEntry } from '../../../src/domain/races';
import {
  entryRefusal,
  GIVEAWAY_PRIZES,
  GIVEAWAY_RULES,
  giveawayAt,
  giveawayStatus,
  pickPrizes,
} from '../../../src/domain/giveaways';

describe('contest windows', () => {
  it('a day starts at 00:00 UTC, a week on Monday 00:00 UTC, an hour on the hour', () => {
    const t = Date.UTC(2026, 10, 26, 13, 5); // Thursday 26 November 2026
    expect(windowAt(DAY_MS, t)).toEqual({ startsAt: Date.UTC(2026, 10, 26), endsAt: Date.UTC(2026, 10, 27) });
    expect(windowAt(WEEK_MS, t)).toEqual({
      startsAt: Date.UTC(2026, 10, 23),
      endsAt: Date.UTC(2026, 10, 30),
    });
    expect(new Date(windowAt(WEEK_MS, t).startsAt).getUTCDay()).toBe(1);
    expect(windowAt(HOUR_MS, t)).toEqual({
      startsAt: Date.UTC(2026, 10, 26, 13),
      endsAt: Date.UTC(2026, 10, 26, 14),
    });
  });

  it('windows are [start, end) and run back to back; short lengths align to multiples since the epoch', () => {
    const w = windowAt(15_000, 1_000_000_007);
    expect(w).toEqual({ startsAt: 999_990_000, endsAt: 1_000_005_000 });
    expect(windowAt(15_000, w.endsAt - 1)).toEqual(w);
    expect(windowAt(15_000, w.endsAt).startsAt).toBe(w.endsAt);
    expect(() => windowAt(0, 1)).toThrow(RangeError);
  });

  it('ids name the kind and the start, the same everywhere', () => {
    const t = Date.UTC(2026, 10, 26, 13);
    expect(raceAt('daily', DAY_MS, t).id).toBe(`race-daily-${Date.UTC(2026, 10, 26)}`);
    expect(giveawayAt('hourly', HOUR_MS, t).id).toBe(`giveaway-hourly-${t}`);
  });
});

describe('race standings', () => {
  const e = (userId: string, wagered: number, reachedAt: number, isBot = false): RaceEntry => ({
    userId,
    wagered,
    reachedAt,
    isBot,
  });

  it('wagered first, then who reached it first, then user id; bots and players under the minimum take no place', () => {
    const ranked = rankEntries(
      [
        e('c', 500, 30),
        e('a', 500, 20),
        e('bot', 9000, 1, true),
        e('b', 500, 20),
        e('low', 50, 1),
        e('d', 100, 5),
      ],
      RACE_PRIZES.daily,
      100,
    );
    expect(ranked.map((r) => [r.userId, r.rank, r.place, r.prize])).toEqual([
      ['bot', 1, null, 0],
      ['a', 2, 1, 1000],
      ['b', 3, 2, 500],
      ['c', 4, 3, 250],
      ['d', 5, 4, 150],
      ['low', 6, null, 0],
    ]);
  });

  it('places past the prize table win nothing', () => {
    const many = Array.from({ length: 8 }, (_, i) => e(`u${i}`, 1000 - i, 0));
    const ranked = rankEntries(many, RACE_PRIZES.daily, 1);
    expect(ranked.map((r) => r.prize)).toEqual([...RACE_PRIZES.daily, 0, 0, 0]);
  });
});

describe('giveaway rules and prizes', () => {
  it('refuses by level first, then by the 7-day wager', () => {
    const rules = GIVEAWAY_RULES.daily;
    expect(entryRefusal(rules, rules.minLevel - 1, 1e9)).toBe('level_too_low');
    expect(entryRefusal(rules, rules.minLevel, rules.minWager7d - 1)).toBe('wager_too_low');
    expect(entryRefusal(rules, rules.minLevel, rules.minWager7d)).toBe(null);
    // Even the hourly giveaway needs a level and a played wager (ECONOMY.md rule 3).
    expect(entryRefusal(GIVEAWAY_RULES.hourly, 1, 1e9)).toBe('level_too_low');
    expect(entryRefusal(GIVEAWAY_RULES.hourly, 2, 0)).toBe('wager_too_low');
    expect(entryRefusal(GIVEAWAY_RULES.hourly, 2, 100)).toBe(null);
  });

  it('open until the end, drawing until drawn', () => {
    expect(giveawayStatus(100, null, 99)).toBe('open');
    expect(giveawayStatus(100, null, 100)).toBe('drawing');
    expect(giveawayStatus(100, 150, 120)).toBe('drawn');
  });

  it('prizes come from the kind band, distinct, in a hash order that does not depend on the catalog order', () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: `i${i}`, price: 40 + i * 400 }));
    for (const k of ['hourly', 'daily', 'weekly'] as const) {
      const { count, min, max } = GIVEAWAY_PRIZES[k];
      const p = pickPrizes(`g-${k}`, k, items);
      expect(p).toHaveLength(count);
      expect(new Set(p.map((x) => x.id)).size).toBe(count);
      for (const x of p) expect(x.price >= min && x.price <= max).toBe(true);
      expect(pickPrizes(`g-${k}`, k, [...items].reverse())).toEqual(p);
    }
    // Too few in the band: the nearest prices fill the rest.
    const far = [
      { id: 'cheap', price: 1 },
      { id: 'dear', price: 1_000_000 },
    ];
    expect(pickPrizes('g', 'daily', far).map((x) => x.id)).toEqual(['cheap', 'dear']);
  });
});
