/**
 * Skin hunts: a time-boxed list of target skins; the first player to unbox a target during its hunt wins that
 * target's bounty in points. One hunt per UTC day, identified by its date, so every process agrees on the current
 * hunt and its targets without talking to each other: the window comes from the clock, the targets from a hash of
 * the hunt id over the catalog (`pickTargets`), and the database's unique keys make the first finder the only one.
 */
import { sha256Hex } from './fairness';

/** A hunt lasts one UTC day. */
export const HUNT_MS = 24 * 60 * 60 * 1000;
/** Targets per hunt. */
export const HUNT_TARGETS = 5;
/** Points are stored in units of 1/1000 (the wallet shows points/1000). */
const POINT_UNITS = 1000;
/** Bounties in whole points (a point is worth a cent): a hundredth of the skin's price in cents, within these bounds. */
const MIN_BOUNTY_POINTS = 5;
const MAX_BOUNTY_POINTS = 100;

/** The hunt running at `ms`: its id (`hunt-YYYY-MM-DD`) and window [startsAt, endsAt). */
export function huntAt(ms: number): { id: string; startsAt: number; endsAt: number } {
  const startsAt = Math.floor(ms / HUNT_MS) * HUNT_MS;
  return {
    id: `hunt-${new Date(startsAt).toISOString().slice(0, 10)}`,
    startsAt,
    endsAt: startsAt + HUNT_MS,
  };
}

/** A target's bounty in point units: price (cents) / 100 whole points, 5..100 points. */
export function huntBounty(priceCents: number): number {
  const points = Math.min(MAX_BOUNTY_POINTS, Math.max(MIN_BOUNTY_POINTS, Math.round(priceCents / 100)));
  return points * POINT_UNITS;
}

/** A skin that can be a target: its id and weapon (two targets never share a weapon). */
export interface HuntCandidate {
  id: string;
  weapon: string;
}

/** Up to HUNT_TARGETS candidates, ordered by SHA256(huntId + ":" + itemId), one per weapon: the same everywhere. */
export function pickTargets<C extends HuntCandidate>(huntId: string, candidates: readonly C[]): C[] {
  const ranked = candidates
    .map((c) => ({ c, h: sha256Hex(`${huntId}:${c.id}`) }))
    .sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : 0));
  const weapons = new Set<string>();
  const out: C[] = [];
  for (const { c } of ranked) {
    if (weapons.has(c.weapon)) continue;
    weapons.add(c.weapon);
    out.push(c);
    if (out.length === HUNT_TARGETS) break;
  }
  return out;
}
