/**
 * The windows of the scheduled contests (wager races, giveaways): each kind runs back to back in windows of a fixed
 * length taken from the clock, so every process agrees on the running window without talking to the others. A window
 * is aligned to multiples of its length since the Unix epoch (a day starts at 00:00 UTC), except that a length in
 * whole weeks is aligned to Monday 00:00 UTC (1970-01-05). Shorter lengths ("a fast clock") align the same way.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** Monday 1970-01-05 00:00 UTC: the anchor of week-long windows. */
const MONDAY_ANCHOR = 4 * DAY_MS;

/** One window of a contest kind: [startsAt, endsAt). */
export interface EventWindow {
  startsAt: number;
  endsAt: number;
}

/** The window of length `lengthMs` that contains `ms`. */
export function windowAt(lengthMs: number, ms: number): EventWindow {
  if (!Number.isSafeInteger(lengthMs) || lengthMs < 1) throw new RangeError('window length must be positive');
  const anchor = lengthMs % WEEK_MS === 0 ? MONDAY_ANCHOR : 0;
  const startsAt = Math.floor((ms - anchor) / lengthMs) * lengthMs + anchor;
  return { startsAt, endsAt: startsAt + lengthMs };
}

/** The id of a contest's window: `{prefix}-{kind}-{startsAt}` (the same in every process). */
export const windowId = (prefix: string, kind: string, w: EventWindow) => `${prefix}-${kind}-${w.startsAt}`;
