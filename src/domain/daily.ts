/**
 * Free daily cases (issue 9): one case per level band, free to open once per 24 hours per player and case
 * when the player's level reaches the band. Pure: shared by the server's rules and the daily cases page.
 */

/** The level each daily case needs, lowest first: 1, 10, 20, ... 100. */
export const DAILY_LEVELS: readonly number[] = [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

/** How long a player waits between two free openings of one daily case. */
export const DAILY_COOLDOWN_MS = 24 * 60 * 60 * 1000;

/** The catalog id of the daily case of a level band: 'daily-level-1', 'daily-level-10', ... */
export const dailyCaseId = (level: number) => `daily-level-${level}`;

/** The level a daily case needs, or null when the id is not a daily case. */
export function dailyRequiredLevel(caseId: string): number | null {
  const m = /^daily-level-(\d{1,3})$/.exec(caseId);
  if (!m) return null;
  const level = Number(m[1]);
  return DAILY_LEVELS.includes(level) ? level : null;
}

/** When a daily case last opened at `lastOpenedAt` opens again, or null when it is free to open at `now`. */
export function dailyNextOpenAt(lastOpenedAt: number | null, now: number): number | null {
  if (lastOpenedAt === null) return null;
  const next = lastOpenedAt + DAILY_COOLDOWN_MS;
  return next > now ? next : null;
}

/** What the page shows on a daily case tile. */
export type DailyTileState = 'locked' | 'cooldown' | 'ready' | 'signedOut';

/** The state of a daily case tile from the list answer (`nextOpenAt` in the past counts as ready). */
export function dailyTileState(
  entry: { unlocked: boolean; nextOpenAt: number | null },
  signedIn: boolean,
  now: number,
): DailyTileState {
  if (!signedIn) return 'signedOut';
  if (!entry.unlocked) return 'locked';
  return entry.nextOpenAt !== null && entry.nextOpenAt > now ? 'cooldown' : 'ready';
}

/** A daily streak pays 2 points per day in a row, up to 7 days (14 points), once per UTC day. */
const STREAK_POINTS_PER_DAY = 2;
export const STREAK_MAX_DAYS = 7;
const POINT_UNITS = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day number of a moment (days since 1970-01-01). */
export const utcDay = (ms: number) => Math.floor(ms / DAY_MS);

/**
 * Days in a row, ending on `today` or yesterday, on which the player opened a free daily case (`days`: UTC day
 * numbers, any order, repeats allowed). 0 when neither today nor yesterday has one: the streak is broken.
 */
export function streakDays(days: readonly number[], today: number): number {
  const set = new Set(days);
  let d = set.has(today) ? today : today - 1;
  let n = 0;
  while (set.has(d)) {
    n++;
    d--;
  }
  return n;
}

/** The points (in point units, 1000 = 1 point) the `days`-th day of a streak pays: 2 per day, at most 14. */
export function streakReward(days: number): number {
  if (!Number.isSafeInteger(days) || days < 1) return 0;
  return STREAK_POINTS_PER_DAY * Math.min(days, STREAK_MAX_DAYS) * POINT_UNITS;
}
