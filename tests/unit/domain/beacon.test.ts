// FAIRNESS.md version 2: the beacon's round arithmetic and the one BLS check, against real quicknet rounds.
import { describe, expect, it } from 'vitest';
import {
  beaconPublicKey,
  chainHashOf,
  newBeaconSecretKey,
  QUICKNET,
  randomnessOf,
  roundAfter,
  roundAt,
  roundTime,
  roundTimeMs,
  signRound,
  verifyRound,
  BEACON_SCHEME,
  type BeaconChain,
} from '../../../src/domain/beacon';
import { QUICKNET_ROUNDS, TAMPERED_ROUND } from '../../fixtures/quicknet-rounds';

describe('beacon round arithmetic', () => {
  it('round r is published at genesis + (r - 1) * period', () => {
    expect(roundTime(QUICKNET, 1)).toBe(1692803367);
    expect(roundTime(QUICKNET, 3)).toBe(1692803373);
  });

  it('the round at a time is the latest published at or before it', () => {
    const g = QUICKNET.genesis * 1000;
    expect(roundAt(QUICKNET, g - 1)).toBe(0);
    expect(roundAt(QUICKNET, g)).toBe(1);
    expect(roundAt(QUICKNET, g + 2999)).toBe(1);
    expect(roundAt(QUICKNET, g + 3000)).toBe(2);
  });

  it('a battle waits for the first round published strictly after it filled', () => {
    const g = QUICKNET.genesis * 1000;
    // Filled exactly when round 2 is published: round 2 is not "after", round 3 is.
    expect(roundAfter(QUICKNET, g + 3000)).toBe(3);
    expect(roundAfter(QUICKNET, g + 3001)).toBe(3);
    expect(roundAfter(QUICKNET, g - 10_000)).toBe(1);
    for (const ms of [g + 1, g + 4321, 1_790_000_000_123]) {
      const r = roundAfter(QUICKNET, ms);
      expect(roundTimeMs(QUICKNET, r)).toBeGreaterThan(ms);
      expect(roundTimeMs(QUICKNET, r - 1)).toBeLessThanOrEqual(ms);
    }
  });
});

describe('quicknet rounds (BLS on G1, checked with the chain public key)', () => {
  it.each(QUICKNET_ROUNDS)('round $round verifies and its randomness is SHA256(signature)', (r) => {
    expect(randomnessOf(r.signature)).toBe(r.randomness);
    expect(verifyRound(QUICKNET, r, r.round)).toBe('ok');
  });

  it('a tampered signature is refused', () => {
    expect(verifyRound(QUICKNET, TAMPERED_ROUND, TAMPERED_ROUND.round)).toBe('bad_randomness');
    const consistent = { ...TAMPERED_ROUND, randomness: randomnessOf(TAMPERED_ROUND.signature) };
    expect(['bad_signature', 'malformed']).toContain(verifyRound(QUICKNET, consistent, consistent.round));
  });

  it("a round's signature presented as another round is refused", () => {
    const [r2, r3] = QUICKNET_ROUNDS;
    // Asked for round 3, answered round 2.
    expect(verifyRound(QUICKNET, r2, 3)).toBe('wrong_round');
    // Round 2's signature labelled as round 3.
    expect(verifyRound(QUICKNET, { ...r2, round: 3 }, 3)).toBe('bad_signature');
    expect(verifyRound(QUICKNET, { ...r3, round: 2 }, 2)).toBe('bad_signature');
  });

  it('malformed bodies are refused without throwing', () => {
    for (const body of [
      null,
      'x',
      {},
      { round: '2' },
      { ...QUICKNET_ROUNDS[0], signature: 'zz' },
      { ...QUICKNET_ROUNDS[0], round: -1 },
    ])
      expect(verifyRound(QUICKNET, body, 2)).not.toBe('ok');
    expect(verifyRound({ ...QUICKNET, scheme: 'pedersen-bls-chained' }, QUICKNET_ROUNDS[0], 2)).toBe(
      'wrong_scheme',
    );
  });
});

describe('a local chain (same scheme, own key)', () => {
  const sk = newBeaconSecretKey();
  const base = { scheme: BEACON_SCHEME, publicKey: beaconPublicKey(sk), genesis: 1_700_000_000, period: 3 };
  const chain: BeaconChain = { ...base, chain: chainHashOf(base) };

  it('signs rounds that the same check accepts, deterministically', () => {
    const r = signRound(sk, 41);
    expect(verifyRound(chain, r, 41)).toBe('ok');
    expect(signRound(sk, 41)).toEqual(r);
    expect(verifyRound(chain, signRound(sk, 42), 41)).toBe('wrong_round');
  });

  it('another key does not verify', () => {
    expect(verifyRound(chain, signRound(newBeaconSecretKey(), 41), 41)).toBe('bad_signature');
    expect(verifyRound(QUICKNET, signRound(sk, 2), 2)).toBe('bad_signature');
  });
});

describe('a chain with a sub-second period (the local chain under test)', () => {
  const c = { genesis: 1_795_493_000, period: 0.02 };
  it('the round after any moment is published strictly after it, in exact milliseconds', () => {
    for (let ms = c.genesis * 1000; ms < c.genesis * 1000 + 5000; ms += 7) {
      const r = roundAfter(c, ms);
      expect(roundTimeMs(c, r)).toBeGreaterThan(ms);
      expect(roundTimeMs(c, r - 1)).toBeLessThanOrEqual(ms);
    }
  });
});
