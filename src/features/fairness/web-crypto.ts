/** The browser's HMAC-SHA256 (Web Crypto) as the fairness library's HmacFn, and a window hook for automation. */
import { verifyRound, type BeaconChain, type BeaconVerdict } from '../../domain/beacon';
import {
  battleClientSeed,
  createWebCryptoHmac,
  rerollShares,
  rollAsync,
  type HmacFn,
} from '../../domain/fairness';
import {
  drawGiveaway,
  giveawayClientSeed,
  upgradeWinTickets,
  type Draw,
  type Entrant,
} from '../../domain/fairness-games';

let hmac: HmacFn | null = null;

/** One shared Web Crypto HMAC (imported keys cached per seed). */
export function webHmac(): HmacFn {
  hmac ??= createWebCryptoHmac(crypto.subtle);
  return hmac;
}

/** What `window.caseArena.fairness` offers (the e2e golden-vector test calls it in Chromium). */
export interface FairnessHook {
  roll(serverSeed: string, clientSeed: string, nonce: number, cursor: string): Promise<number>;
  sha256(text: string): Promise<string>;
  battleClientSeed(slotSeeds: string[]): string;
  /** FAIRNESS.md version 2: the slot seeds and the beacon round's randomness. */
  battleClientSeedV2(slotSeeds: string[], beaconRandomness: string): string;
  rerollShares(n: number): { rangeMin: number; rangeMax: number }[];
  giveawayClientSeed(giveawayId: string, beaconRandomness: string): string;
  drawGiveaway(serverSeed: string, clientSeed: string, entrants: Entrant[], count: number): Draw<Entrant>[];
  upgradeWinTickets(stakeCents: number, targetPriceCents: number): number | null;
  /** The BLS check of a beacon round (the verifier's own code, run in the browser). */
  verifyRound(chain: BeaconChain, round: unknown, expectedRound: number): BeaconVerdict;
}

/** SHA-256 of UTF-8 text through Web Crypto, lowercase hex. */
export async function subtleSha256Hex(text: string): Promise<string> {
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...d].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Installs the hook (idempotent). */
export function exposeFairnessHook(): void {
  const hook: FairnessHook = {
    roll: (s, c, n, cur) => rollAsync(webHmac(), s, c, n, cur),
    sha256: subtleSha256Hex,
    battleClientSeed: (seeds) => battleClientSeed(seeds),
    battleClientSeedV2: (seeds, randomness) => battleClientSeed(seeds, randomness),
    rerollShares: (n) => rerollShares(n),
    giveawayClientSeed: (id, randomness) => giveawayClientSeed(id, randomness),
    drawGiveaway: (s, c, entrants, count) => drawGiveaway(s, c, entrants, count),
    upgradeWinTickets: (stake, target) => upgradeWinTickets(stake, target),
    verifyRound: (chain, round, expected) => verifyRound(chain, round, expected),
  };
  window.caseArena = { ...window.caseArena, fairness: hook };
}
