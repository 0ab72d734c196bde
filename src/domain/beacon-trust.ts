/**
 * Which chain a beacon round is checked against, decided in the browser (FAIRNESS.md, "Pinned chain and witnessed
 * seal"): a round that names drand quicknet's chain hash is checked against the constants pinned in QUICKNET, never
 * against what the site serves; any other chain is the operator's own (its served details may still check its
 * signatures, but they prove only that the rolls follow the seeds, not that the operator could not choose them).
 */
import { QUICKNET, type BeaconChain } from './beacon';
import type { BeaconInfoAnswer } from '../protocol/beacon';

/** 'public': drand quicknet, pinned here; 'operator': any other chain, whatever the site says about it. */
export type ChainTrust = 'public' | 'operator';

/** Where anyone can read a quicknet round ('{round}' is replaced): drand's own mirror, not the site's word. */
export const QUICKNET_ROUND_URL = `https://api.drand.sh/${QUICKNET.chain}/public/{round}`;

/** The trust a chain hash earns: public only for quicknet's pinned hash. */
export function chainTrust(chain: string | null | undefined): ChainTrust {
  return chain === QUICKNET.chain ? 'public' : 'operator';
}

/** True when served chain details are exactly the pinned quicknet (hash, scheme, key, genesis and period). */
export function isPinnedQuicknet(c: BeaconChain): boolean {
  return (
    c.chain === QUICKNET.chain &&
    c.scheme === QUICKNET.scheme &&
    c.publicKey === QUICKNET.publicKey &&
    c.genesis === QUICKNET.genesis &&
    c.period === QUICKNET.period
  );
}

/** The pinned quicknet as the verifier shows it (the same shape as GET /v1/beacon/info, none of it from the site). */
export const PINNED_QUICKNET: Readonly<BeaconInfoAnswer> = Object.freeze({
  ...QUICKNET,
  source: 'drand' as const,
  roundUrl: QUICKNET_ROUND_URL,
});

/** A chain to check a round against, and the trust it earns. */
export interface TrustedChain {
  info: BeaconInfoAnswer;
  trust: ChainTrust;
}

/**
 * The chain a round naming `chain` is checked against: the pinned quicknet for quicknet's hash (the served details
 * are ignored), otherwise the served details only when they describe that same chain, labelled the operator's own
 * (its `source` and public round link are dropped: neither is the site's to claim). Null when nothing fits.
 */
export function trustedChain(
  chain: string | null | undefined,
  served: BeaconInfoAnswer | null,
): TrustedChain | null {
  if (!chain) return null;
  if (chain === QUICKNET.chain) return { info: PINNED_QUICKNET, trust: 'public' };
  if (!served || served.chain !== chain) return null;
  return { info: { ...served, source: 'local', roundUrl: null }, trust: 'operator' };
}
