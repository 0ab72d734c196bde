/**
 * The other outcomes of FAIRNESS.md on the shared roll: upgrade chances, free daily cases and giveaway draws
 * (version 2, sealed by the beacon). Pure and identical on the server and in the browser's verifier.
 */
import { FairnessError, pickByRanges, roll, ROLL_RANGE, sha256Hex, type TicketRange } from './fairness';

/** An upgrade's chance must lie in 1%..80% (tickets out of 100000). */
export const UPGRADE_MIN_TICKETS = 1000;
export const UPGRADE_MAX_TICKETS = 80000;
/** The upgrade's return: 95% (winTickets = floor(stake * 95000 / targetPrice)). */
const UPGRADE_RETURN_TICKETS = 95000;
/** The cursor of an upgrade roll and of a free daily case. */
export const UPGRADE_CURSOR = 'upgrade';
export const DAILY_CURSOR = 'daily';

/** Tickets an upgrade wins with, or null when the chance falls outside 1%..80% (the upgrade is refused). */
export function upgradeWinTickets(stakeCents: number, targetPriceCents: number): number | null {
  if (!Number.isSafeInteger(stakeCents) || stakeCents < 1) return null;
  if (!Number.isSafeInteger(targetPriceCents) || targetPriceCents < 1) return null;
  const t = Math.floor((stakeCents * UPGRADE_RETURN_TICKETS) / targetPriceCents);
  return t >= UPGRADE_MIN_TICKETS && t <= UPGRADE_MAX_TICKETS ? t : null;
}

/** An upgrade wins when its roll is at most its tickets. */
export const upgradeWon = (rollValue: number, winTickets: number) => rollValue <= winTickets;

/** A giveaway's client seed: SHA256(giveawayID + ":" + beaconRandomness). */
export function giveawayClientSeed(giveawayId: string, beaconRandomness: string): string {
  if (typeof giveawayId !== 'string' || giveawayId.length === 0)
    throw new FairnessError('giveaway id is missing');
  if (!/^[0-9a-f]{64}$/.test(beaconRandomness)) throw new FairnessError('beacon randomness is missing');
  return sha256Hex(`${giveawayId}:${beaconRandomness}`);
}

/** One entrant of a draw: who, and how many entries (weight, a positive integer). */
export interface Entrant {
  id: string;
  weight: number;
}

/** Each entrant's tickets in entry order: rangeMin = floor(C(i-1)*100000/W)+1, rangeMax = floor(C(i)*100000/W). */
export function giveawayRanges<E extends Entrant>(entrants: readonly E[]): (E & TicketRange)[] {
  let total = 0;
  for (const e of entrants) {
    if (!Number.isSafeInteger(e.weight) || e.weight < 1)
      throw new FairnessError('weights must be positive integers');
    total += e.weight;
  }
  if (total > ROLL_RANGE) throw new FairnessError('at most 100000 entries in all');
  let run = 0;
  return entrants.map((e) => {
    const rangeMin = Math.floor((run * ROLL_RANGE) / total) + 1;
    run += e.weight;
    return { ...e, rangeMin, rangeMax: Math.floor((run * ROLL_RANGE) / total) };
  });
}

/** One drawn winner: the draw number (1-based), its roll, and the entrant with the ranges it held in that draw. */
export interface Draw<E extends Entrant> {
  k: number;
  roll: number;
  winner: E & TicketRange;
}

/**
 * Draws up to `count` winners: winner k holds roll(serverSeed, clientSeed, 1, "draw:" + k); a drawn winner is
 * removed and the ranges are recomputed before the next draw.
 */
export function drawGiveaway<E extends Entrant>(
  serverSeed: string,
  clientSeed: string,
  entrants: readonly E[],
  count: number,
): Draw<E>[] {
  const left = [...entrants];
  const out: Draw<E>[] = [];
  for (let k = 1; k <= count && left.length > 0; k++) {
    const value = roll(serverSeed, clientSeed, 1, `draw:${k}`);
    const winner = pickByRanges(giveawayRanges(left), value);
    out.push({ k, roll: value, winner });
    left.splice(
      left.findIndex((e) => e.id === winner.id),
      1,
    );
  }
  return out;
}
