/**
 * Giveaways: hourly, daily and weekly draws of catalog items. Each kind has its rules (minimum level, minimum coins
 * wagered in the last 7 days, extra entries for points up to a cap) and a number of prizes picked from a price band
 * that rises with the kind. Prizes are picked the same way in every process: items of the band ordered by
 * SHA256(giveawayId + ":" + itemId). The draw itself is FAIRNESS.md's (src/domain/fairness-games.ts drawGiveaway).
 */
import { ROLL_RANGE, sha256Hex } from './fairness';
import { DAY_MS, HOUR_MS, WEEK_MS, windowAt, windowId, type EventWindow } from './event-windows';

/** The giveaway kinds, by how often one is drawn. */
export const GIVEAWAY_KINDS = ['hourly', 'daily', 'weekly'] as const;
/** One giveaway kind. */
export type GiveawayKind = (typeof GIVEAWAY_KINDS)[number];

/** Entries of one giveaway in all, extra ones included (FAIRNESS.md: the draw's ranges split 100000 tickets). */
export const GIVEAWAY_MAX_ENTRIES = ROLL_RANGE;

/** Default window lengths (config GIVEAWAY_HOURLY_MS, GIVEAWAY_DAILY_MS, GIVEAWAY_WEEKLY_MS). */
export const GIVEAWAY_DEFAULT_MS: Readonly<Record<GiveawayKind, number>> = {
  hourly: HOUR_MS,
  daily: DAY_MS,
  weekly: WEEK_MS,
};

/** Who may enter, and the extra entries (point units each, at most `maxExtraEntries` per player). */
export interface GiveawayRules {
  minLevel: number;
  minWager7d: number;
  extraEntryPrice: number;
  maxExtraEntries: number;
}

/** The published rules of each kind (points in units of 1/1000). */
export const GIVEAWAY_RULES: Readonly<Record<GiveawayKind, GiveawayRules>> = {
  hourly: { minLevel: 2, minWager7d: 100, extraEntryPrice: 5_000, maxExtraEntries: 5 },
  daily: { minLevel: 2, minWager7d: 500, extraEntryPrice: 20_000, maxExtraEntries: 10 },
  weekly: { minLevel: 5, minWager7d: 5_000, extraEntryPrice: 50_000, maxExtraEntries: 20 },
};

/** How many winners (and prizes) each kind draws, and the price band (cents, inclusive) its prizes come from. */
export const GIVEAWAY_PRIZES: Readonly<Record<GiveawayKind, { count: number; min: number; max: number }>> = {
  hourly: { count: 1, min: 50, max: 500 },
  daily: { count: 3, min: 500, max: 3_000 },
  weekly: { count: 5, min: 3_000, max: 20_000 },
};

/** The window the wager rule looks back over. */
export const WAGER_LOOKBACK_MS = 7 * DAY_MS;

/** The giveaway of `kind` running at `ms` for windows of `lengthMs`: id `giveaway-{kind}-{startsAt}` and window. */
export function giveawayAt(kind: GiveawayKind, lengthMs: number, ms: number): EventWindow & { id: string } {
  const w = windowAt(lengthMs, ms);
  return { id: windowId('giveaway', kind, w), ...w };
}

/** A catalog item a prize may be. */
export interface PrizeCandidate {
  id: string;
  price: number;
}

/**
 * The prizes of a giveaway, prize k first: distinct items of the kind's band ordered by SHA256(id + ":" + itemId).
 * When the band holds too few, the items nearest to it (by price) fill the rest, in the same hash order per price.
 */
export function pickPrizes<C extends PrizeCandidate>(
  giveawayId: string,
  kind: GiveawayKind,
  candidates: readonly C[],
): C[] {
  const { count, min, max } = GIVEAWAY_PRIZES[kind];
  const distance = (p: number) => (p < min ? min - p : p > max ? p - max : 0);
  return candidates
    .map((c) => ({ c, d: distance(c.price), h: sha256Hex(`${giveawayId}:${c.id}`) }))
    .sort((a, b) => a.d - b.d || (a.h < b.h ? -1 : a.h > b.h ? 1 : 0))
    .slice(0, count)
    .map((x) => x.c);
}

/** Why a player may not enter, or null when they may. */
export function entryRefusal(
  rules: Pick<GiveawayRules, 'minLevel' | 'minWager7d'>,
  level: number,
  wagered7d: number,
): 'level_too_low' | 'wager_too_low' | null {
  if (level < rules.minLevel) return 'level_too_low';
  if (wagered7d < rules.minWager7d) return 'wager_too_low';
  return null;
}

/** 'open' until endsAt, 'drawing' until drawn (the beacon round is awaited), then 'drawn'. */
export function giveawayStatus(
  endsAt: number,
  drawnAt: number | null,
  now: number,
): 'open' | 'drawing' | 'drawn' {
  if (drawnAt !== null) return 'drawn';
  return now < endsAt ? 'open' : 'drawing';
}
