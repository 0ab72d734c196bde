// FAIRNESS.md "Pinned chain and witnessed seal": a round naming drand quicknet is checked against the constants pinned
// in the browser, never against what the site serves; any other chain is the operator's own, whatever the site says.
import { describe, expect, it } from 'vitest';
import {
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  QUICKNET,
  roundTimeMs,
  signRound,
  BEACON_SCHEME,
} from '../../../src/domain/beacon';
import { checkBeacon } from '../../../src/domain/beacon-check';
import {
  chainTrust,
  isPinnedQuicknet,
  trustedChain,
  QUICKNET_ROUND_URL,
} from '../../../src/domain/beacon-trust';
import type { BeaconInfoAnswer } from '../../../src/protocol/beacon';
import type { BattleBeacon } from '../../../src/protocol/types';
import { QUICKNET_ROUNDS } from '../../fixtures/quicknet-rounds';

const round2 = QUICKNET_ROUNDS[0];
/** Filled one second after round 1: round 2 is the first published after it. */
const filledAt = roundTimeMs(QUICKNET, 1) + 1000;
const beaconOf = (
  r: { round: number; randomness: string; signature: string },
  chain = QUICKNET.chain,
): BattleBeacon => ({
  chain,
  round: r.round,
  randomness: r.randomness,
  signature: r.signature,
});
const servedQuicknet: BeaconInfoAnswer = {
  ...QUICKNET,
  source: 'drand',
  roundUrl: 'https://example.test/{round}',
};

/** An operator's own key pair and a chain of its own (the embedded local chain). */
const operatorKey = newBeaconSecretKey();
const operatorChain = (() => {
  const c = {
    scheme: BEACON_SCHEME,
    publicKey: beaconPublicKey(operatorKey),
    genesis: QUICKNET.genesis,
    period: 3,
  };
  return { ...c, chain: chainHashOf(c) };
})();

describe('pinned quicknet', () => {
  it('verifies a quicknet round against the pinned key even when the site serves a tampered one', () => {
    const served = { ...servedQuicknet, publicKey: operatorChain.publicKey };
    const c = checkBeacon(beaconOf(round2), filledAt, served);
    expect(c.verdict).toBe('ok');
    expect(c.ok).toBe(true);
    expect(c.trust).toBe('public');
    expect(c.chainInfo?.publicKey).toBe(QUICKNET.publicKey);
    // The public round link is drand's own, not the one the site served.
    expect(c.chainInfo?.roundUrl).toBe(QUICKNET_ROUND_URL);
  });

  it('verifies a quicknet round with no served chain at all', () => {
    expect(checkBeacon(beaconOf(round2), filledAt, null).ok).toBe(true);
  });

  it('refuses a round naming quicknet but signed by another key, even when the site serves that key as quicknet', () => {
    const forged = signRound(operatorKey, 2);
    const served = { ...servedQuicknet, publicKey: operatorChain.publicKey };
    const c = checkBeacon(beaconOf(forged), filledAt, served);
    expect(c.verdict).toBe('bad_signature');
    expect(c.ok).toBe(false);
  });

  it('times a quicknet round with the pinned genesis and period, not the served ones', () => {
    // The site claims quicknet began a period later: by its word round 2 would be "the first after" a later fill.
    const served = { ...servedQuicknet, genesis: QUICKNET.genesis + 3 };
    const late = roundTimeMs(QUICKNET, 2) + 500;
    const c = checkBeacon(beaconOf(round2), late, served);
    expect(c.roundOk).toBe(false);
    expect(c.expectedRound).toBe(3);
  });
});

describe("the operator's own chain", () => {
  const local = signRound(operatorKey, 2);
  const localBeacon = beaconOf(local, operatorChain.chain);

  it("is labelled the operator's even when the site serves it as drand quicknet", () => {
    const served: BeaconInfoAnswer = {
      ...operatorChain,
      source: 'drand',
      roundUrl: 'https://example.test/{round}',
    };
    const c = checkBeacon(localBeacon, filledAt, served);
    // Its signature does hold: the rolls follow the seeds...
    expect(c.verdict).toBe('ok');
    // ...but nothing in it is public.
    expect(c.trust).toBe('operator');
    expect(c.chainInfo?.source).toBe('local');
    expect(c.chainInfo?.roundUrl).toBeNull();
  });

  it('is not checked against details that describe another chain (a served quicknet cannot vouch for it)', () => {
    const c = checkBeacon(localBeacon, filledAt, servedQuicknet);
    expect(c.chainOk).toBe(false);
    expect(c.verdict).toBe('no_chain');
    expect(c.trust).toBe('operator');
    expect(c.ok).toBe(false);
  });

  it('names trust by the chain hash alone', () => {
    expect(chainTrust(QUICKNET.chain)).toBe('public');
    expect(chainTrust(operatorChain.chain)).toBe('operator');
    expect(chainTrust(null)).toBe('operator');
    expect(
      trustedChain(QUICKNET.chain, { ...operatorChain, source: 'drand', roundUrl: null })?.info.publicKey,
    ).toBe(QUICKNET.publicKey);
    expect(isPinnedQuicknet(QUICKNET)).toBe(true);
    expect(isPinnedQuicknet({ ...QUICKNET, publicKey: operatorChain.publicKey })).toBe(false);
    expect(isPinnedQuicknet({ ...operatorChain })).toBe(false);
  });
});
