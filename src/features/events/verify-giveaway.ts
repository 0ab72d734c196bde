/**
 * Re-derives a drawn giveaway in the browser (FAIRNESS.md, giveaways): the announced beacon round and its BLS
 * signature under the chain's public key, the server seed against its published hash, the client seed
 * SHA256(giveawayID + ":" + randomness), and every winner recomputed from the entrant list with its entries.
 */
import { serverSeedHash } from '../../domain/fairness';
import { drawGiveaway, giveawayClientSeed } from '../../domain/fairness-games';
import type { BeaconInfoAnswer } from '../../protocol/beacon';
import type { Giveaway, GiveawayDraw } from '../../protocol/contests';
import { checkBeacon, type BeaconCheck } from '../../domain/beacon-check';

/** One winner recomputed next to the server's. */
export interface WinnerCheck {
  k: number;
  roll: number;
  userID: string | null;
  rangeMin: number;
  rangeMax: number;
  serverUserID: string | null;
  serverRoll: number | null;
  ok: boolean;
}

/** The whole proof of a giveaway draw. */
export interface GiveawayProof {
  beacon: BeaconCheck;
  /** The drawn round is the one announced at creation, on the same chain. */
  announcedOk: boolean;
  hashOk: boolean;
  clientSeed: string | null;
  clientSeedOk: boolean;
  winners: WinnerCheck[];
  winnersOk: boolean;
  ok: boolean;
}

/** Each draw recomputed beside the server's winner of the same k (throws on a malformed entrant list). */
function recompute(g: Giveaway, d: GiveawayDraw, clientSeed: string): WinnerCheck[] {
  const entrants = d.entrants.map((e) => ({ id: e.player.userID, weight: e.entries }));
  const draws = drawGiveaway(d.serverSeed, clientSeed, entrants, g.prizes.length);
  const rows = Math.max(draws.length, g.winners.length);
  return Array.from({ length: rows }, (_, i) => {
    const mine = draws[i];
    const theirs = g.winners.find((w) => w.k === i + 1);
    return {
      k: i + 1,
      roll: mine?.roll ?? 0,
      userID: mine?.winner.id ?? null,
      rangeMin: mine?.winner.rangeMin ?? 0,
      rangeMax: mine?.winner.rangeMax ?? 0,
      serverUserID: theirs?.player.userID ?? null,
      serverRoll: theirs?.roll ?? null,
      ok:
        mine !== undefined &&
        theirs !== undefined &&
        mine.winner.id === theirs.player.userID &&
        mine.roll === theirs.roll &&
        mine.winner.rangeMin === theirs.rangeMin &&
        mine.winner.rangeMax === theirs.rangeMax,
    };
  });
}

/**
 * Checks a drawn giveaway: a quicknet round against the pinned constants, any other chain against `chainInfo` (what the
 * site serves of it; null when it could not be loaded), labelled as the operator's own.
 */
export function verifyGiveaway(
  g: Giveaway,
  d: GiveawayDraw,
  chainInfo: BeaconInfoAnswer | null,
): GiveawayProof {
  const beacon = checkBeacon(d.beacon, g.endsAt, chainInfo);
  const announcedOk = d.beacon.round === g.beacon.round && d.beacon.chain === g.beacon.chain;
  let hashOk = false;
  let clientSeed: string | null = null;
  try {
    hashOk = serverSeedHash(d.serverSeed) === g.serverSeedHash;
    clientSeed = beacon.randomness ? giveawayClientSeed(g.id, beacon.randomness) : null;
  } catch {
    // A missing seed or randomness: the checks below stay false.
  }
  let winners: WinnerCheck[] | null = null;
  try {
    winners = clientSeed ? recompute(g, d, clientSeed) : null;
  } catch {
    winners = null;
  }
  const clientSeedOk = clientSeed !== null && clientSeed === d.clientSeed;
  // Nobody entered: nothing is drawn, and that is what the server must say too.
  const winnersOk = winners !== null && winners.every((w) => w.ok);
  return {
    beacon,
    announcedOk,
    hashOk,
    clientSeed,
    clientSeedOk,
    winners: winners ?? [],
    winnersOk,
    ok: beacon.ok && announcedOk && hashOk && clientSeedOk && winnersOk,
  };
}
