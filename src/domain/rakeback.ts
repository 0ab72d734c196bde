/**
 * Rakeback: a published share of what a player wagers, paid in points. 1% of every coin wagered (case openings
 * and the stakes of battles that were played) comes back as points at 1 point per cent (a point buys a cent of
 * items at the shop, src/domain/economy.ts): 1 cent wagered is worth 0.01 x 1000 = 10 point units. It accrues over the player's whole history and is paid out by claims; the
 * fraction below one unit carries over to the next claim, so nothing is lost to rounding.
 */

/** The share of the wager returned, in percent (published on /missions). */
export const RAKEBACK_PERCENT = 1;

/** Point units per cent wagered before the share (1 cent = 1 point = 1000 units). */
const UNITS_PER_CENT = 1000;

/** Point units earned by `wageredCents` in total (floored). */
export function rakebackEarned(wageredCents: number): number {
  if (!Number.isFinite(wageredCents) || wageredCents <= 0) return 0;
  return Math.floor((wageredCents * UNITS_PER_CENT * RAKEBACK_PERCENT) / 100);
}

/** Point units available to claim: earned over the whole history minus what was claimed before (never negative). */
export function rakebackAvailable(wageredCents: number, claimedUnits: number): number {
  return Math.max(0, rakebackEarned(wageredCents) - Math.max(0, claimedUnits));
}
