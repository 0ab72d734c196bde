/**
 * The feast and the event marketplace, as pure rules. Feasts run back to back, FEAST_MS each, aligned to
 * FEAST_EPOCH, so every process derives the running feast from the clock alone (no operator, no schedule to
 * restore after a restart). A feast is named by the season its first day falls in. During a feast every
 * `ticketRate.cents` wagered earn `ticketRate.tickets` event tickets; the tickets a player is due are always
 * computed from the feast's running wager total (`ticketsDue`), so fractions carry over between wagers. The prize
 * ladder pays points once per rung by tickets earned this feast. Marketplace prices follow the catalog price.
 */
import { sha256Hex } from './fairness';
import { POINT_UNITS } from './levels';

/** A feast lasts 14 days. */
export const FEAST_MS = 14 * 24 * 60 * 60 * 1000;
/** Feast windows start at this instant plus whole multiples of FEAST_MS (Monday 2024-01-01 00:00 UTC). */
export const FEAST_EPOCH = Date.UTC(2024, 0, 1);
/** Every 100 cents wagered (cases opened, battles played) earn 1 ticket. */
export const TICKET_RATE = { cents: 100, tickets: 1 } as const;

/** The seasons a feast is named after. */
export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
/** The season a feast is named after. */
export type Season = (typeof SEASONS)[number];

/** A feast window: id `feast-YYYY-MM-DD` (its first UTC day), season, [startsAt, endsAt). */
export interface FeastWindow {
  id: string;
  season: Season;
  startsAt: number;
  endsAt: number;
}

/** The season of a UTC instant (meteorological, northern): Dec-Feb winter, Mar-May spring, Jun-Aug summer. */
export function seasonOf(ms: number): Season {
  const month = new Date(ms).getUTCMonth();
  if (month === 11 || month <= 1) return 'winter';
  if (month <= 4) return 'spring';
  if (month <= 7) return 'summer';
  return 'autumn';
}

/** The feast running at `ms`. */
export function feastAt(ms: number): FeastWindow {
  const startsAt = FEAST_EPOCH + Math.floor((ms - FEAST_EPOCH) / FEAST_MS) * FEAST_MS;
  return {
    id: `feast-${new Date(startsAt).toISOString().slice(0, 10)}`,
    season: seasonOf(startsAt),
    startsAt,
    endsAt: startsAt + FEAST_MS,
  };
}

/** Tickets earned by `wagered` cents in all at `rate`: whole tickets, the remainder waits for the next wager. */
export function ticketsDue(wagered: number, rate: { cents: number; tickets: number }): number {
  if (wagered <= 0 || rate.cents <= 0) return 0;
  return Math.floor((wagered * rate.tickets) / rate.cents);
}

/** One rung of the prize ladder: tickets earned this feast, and the points it pays (point units). */
export interface Rung {
  step: number;
  tickets: number;
  points: number;
}

/** The ladder: 10, 50, 150, 400 and 1000 tickets pay 5, 25, 75, 200 and 500 points (at most 0.8% of the wager). */
export const LADDER: readonly Rung[] = [
  [10, 5],
  [50, 25],
  [150, 75],
  [400, 200],
  [1000, 500],
].map(([tickets, points], i) => ({ step: i + 1, tickets, points: points * POINT_UNITS }));

/** The rung of `step` in `ladder`, or undefined. */
export function rungOf(ladder: readonly Rung[], step: number): Rung | undefined {
  return ladder.find((r) => r.step === step);
}

/** A rung's state for a player who earned `earned` tickets and claimed `claimed` steps. */
export function rungState(
  r: Rung,
  earned: number,
  claimed: ReadonlySet<number>,
): { claimed: boolean; claimable: boolean } {
  const done = claimed.has(r.step);
  return { claimed: done, claimable: !done && earned >= r.tickets };
}

// ---------------------------------------------------------------- marketplace prices

/**
 * Price of an offer worth `cents` in tickets: a ticket per cent, at least 1 (a ticket, earned per coin wagered, is
 * worth a cent: 1% of the wager, within the reward budget of ECONOMY.md).
 */
export function ticketPrice(cents: number): number {
  return Math.max(1, Math.ceil(cents));
}

/** Price of an offer worth `cents` in point units: a point per cent, whole points, at least 1 (a point is worth a cent). */
export function pointPrice(cents: number): number {
  return Math.max(1, Math.ceil(cents)) * POINT_UNITS;
}

/** Most units one purchase may take (a case offer opens at most MAX_OPEN_COUNT cases at once). */
export const MAX_BUY_QUANTITY = 10;

/** Stock and per-player limit of an item offer and of a case offer. */
export const ITEM_STOCK = { total: 25, perPlayer: 2 } as const;
export const CASE_STOCK = { total: 200, perPlayer: 5 } as const;

/** Item offer price bands (cents, [min, max)): one item from each, cheapest band first. */
export const OFFER_BANDS: readonly (readonly [number, number])[] = [
  [20, 200],
  [200, 1000],
  [1000, 5000],
  [5000, 25000],
];

/** Something an offer can be made of: an id and its price in cents. */
export interface OfferCandidate {
  id: string;
  price: number;
}

/** The candidate with the smallest SHA256(seed + ":" + id) among those `keep` admits: the same everywhere. */
export function pickBy<C extends OfferCandidate>(
  seed: string,
  candidates: readonly C[],
  keep: (c: C) => boolean,
): C | undefined {
  let best: { c: C; h: string } | undefined;
  for (const c of candidates) {
    if (!keep(c)) continue;
    const h = sha256Hex(`${seed}:${c.id}`);
    if (!best || h < best.h) best = { c, h };
  }
  return best?.c;
}

/** One item per price band (bands with no candidate are skipped), picked by `seed`. */
export function pickOfferItems<C extends OfferCandidate>(seed: string, candidates: readonly C[]): C[] {
  return OFFER_BANDS.flatMap(([min, max]) => {
    const c = pickBy(`${seed}:${min}`, candidates, (x) => x.price >= min && x.price < max);
    return c ? [c] : [];
  });
}
