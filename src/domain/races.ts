/**
 * Wager races: daily and weekly contests ranked by the coins a player wagers during the window. The board is ordered
 * by amount wagered (most first), then by when that amount was reached (earlier first), then by user id, so a tie
 * always breaks the same way. Bots are listed (their battles are real) but never take a place: places and prizes
 * count players only, and a player must have wagered the race's minimum to take one.
 */
import { DAY_MS, WEEK_MS, windowAt, windowId, type EventWindow } from './event-windows';

/** The race kinds: one board a day, one a week. */
export const RACE_KINDS = ['daily', 'weekly'] as const;
/** One race kind. */
export type RaceKind = (typeof RACE_KINDS)[number];

/** Default window lengths (config RACE_DAILY_MS, RACE_WEEKLY_MS). */
export const RACE_DEFAULT_MS: Readonly<Record<RaceKind, number>> = { daily: DAY_MS, weekly: WEEK_MS };

/** The published prize tables in cents, place 1 first. */
export const RACE_PRIZES: Readonly<Record<RaceKind, readonly number[]>> = {
  daily: [1000, 500, 250, 150, 100],
  weekly: [10_000, 5000, 2500, 1500, 1000, 500, 500, 500, 500, 500],
};

/** Cents a player must wager in the race to take a prize place. */
export const RACE_MIN_WAGER: Readonly<Record<RaceKind, number>> = { daily: 100, weekly: 1000 };

/** The board shows this many entries. */
export const RACE_BOARD_SIZE = 20;

/** The race of `kind` running at `ms` for windows of `lengthMs`: its id (`race-{kind}-{startsAt}`) and window. */
export function raceAt(kind: RaceKind, lengthMs: number, ms: number): EventWindow & { id: string } {
  const w = windowAt(lengthMs, ms);
  return { id: windowId('race', kind, w), ...w };
}

/** One entry of a race as stored. */
export interface RaceEntry {
  userId: string;
  isBot: boolean;
  wagered: number;
  reachedAt: number;
}

/** The board order: wagered desc, reachedAt asc, userId asc. */
export function compareEntries(a: RaceEntry, b: RaceEntry): number {
  if (a.wagered !== b.wagered) return b.wagered - a.wagered;
  if (a.reachedAt !== b.reachedAt) return a.reachedAt - b.reachedAt;
  return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
}

/** An entry with its board rank (1-based, bots included), its prize place (players only) and prize (cents). */
export type RankedEntry<E extends RaceEntry> = E & { rank: number; place: number | null; prize: number };

/**
 * Ranks entries in board order. A player who wagered at least `minWager` takes the next place (1, 2, ...) and the
 * prize of that place (0 past the table); a bot, or a player below the minimum, has no place and no prize.
 */
export function rankEntries<E extends RaceEntry>(
  entries: readonly E[],
  prizes: readonly number[],
  minWager: number,
): RankedEntry<E>[] {
  let places = 0;
  return [...entries].sort(compareEntries).map((e, i) => {
    const placed = !e.isBot && e.wagered >= minWager;
    const place = placed ? ++places : null;
    return { ...e, rank: i + 1, place, prize: place === null ? 0 : (prizes[place - 1] ?? 0) };
  });
}
