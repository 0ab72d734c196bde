/**
 * The beacon part of a version-2 battle's proof (FAIRNESS.md, version 2): the battle's round is checked against the
 * chain it names (drand quicknet's pinned constants for quicknet, never the site's word; see beacon-trust.ts), its
 * BLS signature holds under that chain's public key, its randomness is SHA256(signature), and it is the first round
 * published strictly after the battle filled (so nobody could know it while seats were open).
 */
import {
  randomnessOf,
  roundAfter,
  roundTimeMs,
  verifyRound,
  type BeaconChain,
  type BeaconVerdict,
} from './beacon';
import { trustedChain, type ChainTrust } from './beacon-trust';
import type { BeaconInfoAnswer } from '../protocol/beacon';
import type { BattleBeacon } from '../protocol/types';

/** Why the beacon check failed beyond the signature itself: no chain info, or the battle has no sealed round. */
export type BeaconCheckVerdict = BeaconVerdict | 'no_chain' | 'not_sealed';

/** The beacon check as the proof (and the JSON download) carries it. */
export interface BeaconCheck {
  /**
   * The chain the round was checked against: the pinned quicknet when the battle names it, otherwise the site's
   * served details of the chain the battle names (null when they could not be read or describe another chain).
   */
  chainInfo: BeaconInfoAnswer | null;
  /** 'public' only for drand quicknet's pinned chain hash; 'operator' for any other chain, whatever the site says. */
  trust: ChainTrust;
  /** There is a chain to check the battle's round against (always for quicknet). */
  chainOk: boolean;
  round: number;
  /** verifyRound's answer: 'ok' when the BLS signature of the round holds and the randomness is SHA256(signature). */
  verdict: BeaconCheckVerdict;
  signatureOk: boolean;
  /** SHA256(signature) as computed here (null when the signature is not hex of the right length). */
  randomness: string | null;
  randomnessOk: boolean;
  /** When the round was published (ms), and when the battle filled (ms, server clock). */
  publishedAt: number | null;
  filledAt: number | null;
  /** The first round published strictly after filledAt. */
  expectedRound: number | null;
  /** round === expectedRound: published after the battle filled, and the one right after it. */
  roundOk: boolean;
  ok: boolean;
}

const SIG = /^[0-9a-f]{96}$/;

/**
 * Checks a battle's beacon round (pure; the BLS check runs in this thread). `served` is what the site says about the
 * chain (GET /v1/beacon/info): it is used only for a chain other than quicknet, and never makes it public.
 */
export function checkBeacon(
  beacon: BattleBeacon | null,
  filledAt: number | null,
  served: BeaconInfoAnswer | null,
): BeaconCheck {
  const round = beacon?.round ?? 0;
  const randomness = beacon?.signature && SIG.test(beacon.signature) ? randomnessOf(beacon.signature) : null;
  const trusted = trustedChain(beacon?.chain, served);
  const chainInfo = trusted?.info ?? null;
  const chainOk = chainInfo !== null;
  const sealed = beacon !== null && beacon.signature !== null && beacon.randomness !== null;
  const chain: BeaconChain | null = chainInfo;
  const verdict: BeaconCheckVerdict = !sealed
    ? 'not_sealed'
    : chain === null
      ? 'no_chain'
      : verifyRound(chain, { round, randomness: beacon.randomness, signature: beacon.signature }, round);
  const publishedAt = chain && round > 0 ? roundTimeMs(chain, round) : null;
  const expectedRound = chain && filledAt !== null ? roundAfter(chain, filledAt) : null;
  // Both bounds in the spec's words: published strictly after filledAt, and the round before it was not.
  const roundOk =
    chain !== null &&
    filledAt !== null &&
    round >= 1 &&
    roundTimeMs(chain, round) > filledAt &&
    (round === 1 || roundTimeMs(chain, round - 1) <= filledAt);
  const randomnessOk = randomness !== null && randomness === beacon?.randomness;
  const signatureOk = verdict === 'ok';
  return {
    chainInfo,
    trust: trusted?.trust ?? 'operator',
    chainOk,
    round,
    verdict,
    signatureOk,
    randomness,
    randomnessOk,
    publishedAt,
    filledAt,
    expectedRound,
    roundOk,
    ok: chainOk && signatureOk && randomnessOk && roundOk,
  };
}
