/**
 * The public randomness beacon of FAIRNESS.md version 2: round arithmetic, the signed message, the randomness of a
 * signature, and the one BLS check the server (drand and local chains alike) and the browser's verifier run.
 * Scheme `bls-unchained-g1-rfc9380` (drand quicknet): the message of round r is SHA256(r as 8-byte big-endian), the
 * signature is a compressed G1 point (48 bytes), the public key a compressed G2 point (96 bytes). The curve
 * arithmetic is @noble/curves (audited, pure JS, no Node or DOM APIs).
 */
import { bls12_381 } from '@noble/curves/bls12-381.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { sha256, toHex } from './sha256';

/** The one scheme supported: BLS12-381 signatures on G1, unchained rounds, RFC 9380 hash to curve. */
export const BEACON_SCHEME = 'bls-unchained-g1-rfc9380';
/** The hash-to-curve domain separation tag of that scheme. */
export const BEACON_DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_';

/** A beacon chain as drand's `/info` and our `GET /v1/beacon/info` describe it (genesis and period in seconds). */
export interface BeaconChain {
  /** The chain hash (lowercase hex), drand's `hash`. */
  chain: string;
  scheme: string;
  /** Compressed G2 public key, lowercase hex (192 characters). */
  publicKey: string;
  /** Unix seconds when round 1 was published. */
  genesis: number;
  /** Seconds between rounds. */
  period: number;
}

/** One published round. */
export interface BeaconRound {
  round: number;
  /** SHA256(signature), lowercase hex. */
  randomness: string;
  /** Compressed G1 signature, lowercase hex (96 characters). */
  signature: string;
}

/** drand's quicknet chain (https://drand.love), the production beacon. */
export const QUICKNET: Readonly<BeaconChain> = Object.freeze({
  chain: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  scheme: BEACON_SCHEME,
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  genesis: 1692803367,
  period: 3,
});

/** Milliseconds between rounds, as an integer (a local chain's period may be a fraction of a second). */
const periodMs = (c: Pick<BeaconChain, 'period'>) => Math.round(c.period * 1000);

/** Unix milliseconds when `round` (1-based) is published: genesis + (round - 1) * period, in exact integers. */
export function roundTimeMs(chain: Pick<BeaconChain, 'genesis' | 'period'>, round: number): number {
  return chain.genesis * 1000 + (round - 1) * periodMs(chain);
}

/** Unix seconds when `round` (1-based) is published (drand's own unit). */
export function roundTime(chain: Pick<BeaconChain, 'genesis' | 'period'>, round: number): number {
  return roundTimeMs(chain, round) / 1000;
}

/** The latest round published at or before `ms` (Unix milliseconds); 0 before genesis. */
export function roundAt(chain: Pick<BeaconChain, 'genesis' | 'period'>, ms: number): number {
  const since = Math.floor(ms) - chain.genesis * 1000;
  if (since < 0) return 0;
  return Math.floor(since / periodMs(chain)) + 1;
}

/** The first round published strictly after `ms`: the round a battle filled at `ms` waits for. */
export function roundAfter(chain: Pick<BeaconChain, 'genesis' | 'period'>, ms: number): number {
  return roundAt(chain, ms) + 1;
}

/** The message a round's signature signs: SHA256 of the round as an 8-byte big-endian integer. */
export function roundMessage(round: number): Uint8Array {
  if (!Number.isSafeInteger(round) || round < 1) throw new RangeError('round must be a positive integer');
  const b = new Uint8Array(8);
  new DataView(b.buffer).setBigUint64(0, BigInt(round));
  return sha256(b);
}

/** A round's randomness: SHA256 of the signature bytes, lowercase hex. */
export function randomnessOf(signatureHex: string): string {
  return toHex(sha256(hexToBytes(signatureHex)));
}

const HEX = /^[0-9a-f]+$/;
const isHex = (s: unknown, len: number): s is string =>
  typeof s === 'string' && s.length === len && HEX.test(s);

/** Why a round was refused (`ok` when it was not). */
export type BeaconVerdict =
  'ok' | 'malformed' | 'wrong_scheme' | 'wrong_round' | 'bad_randomness' | 'bad_signature';

/**
 * Checks a round against a chain: the expected round number, the randomness = SHA256(signature), and the BLS
 * signature of the round's message under the chain's public key. Never throws: a malformed body is 'malformed'.
 */
export function verifyRound(chain: BeaconChain, r: unknown, expectedRound: number): BeaconVerdict {
  if (chain.scheme !== BEACON_SCHEME) return 'wrong_scheme';
  if (!r || typeof r !== 'object') return 'malformed';
  const { round, randomness, signature } = r as Partial<BeaconRound>;
  if (typeof round !== 'number' || !Number.isSafeInteger(round) || round < 1) return 'malformed';
  if (!isHex(signature, 96) || !isHex(randomness, 64) || !isHex(chain.publicKey, 192)) return 'malformed';
  if (round !== expectedRound) return 'wrong_round';
  if (randomnessOf(signature) !== randomness) return 'bad_randomness';
  try {
    const bls = bls12_381.shortSignatures;
    const ok = bls.verify(
      hexToBytes(signature),
      bls.hash(roundMessage(round), BEACON_DST),
      hexToBytes(chain.publicKey),
    );
    return ok ? 'ok' : 'bad_signature';
  } catch {
    // Bytes that are not a point on the curve.
    return 'malformed';
  }
}

/** A new BLS secret key (32 bytes) for a local chain. */
export function newBeaconSecretKey(): Uint8Array {
  return bls12_381.utils.randomSecretKey();
}

/** The compressed G2 public key (hex) of a secret key. */
export function beaconPublicKey(secretKey: Uint8Array): string {
  return bls12_381.shortSignatures.getPublicKey(secretKey).toHex(true);
}

/** Signs `round` as the scheme does (deterministic: the same key and round give the same signature). */
export function signRound(secretKey: Uint8Array, round: number): BeaconRound {
  const bls = bls12_381.shortSignatures;
  const signature = bls.sign(bls.hash(roundMessage(round), BEACON_DST), secretKey).toHex(true);
  return { round, randomness: randomnessOf(signature), signature };
}

/** The chain hash of a chain's parameters: SHA256 of its public key, period, genesis and scheme (our local chain's id). */
export function chainHashOf(c: Omit<BeaconChain, 'chain'>): string {
  return toHex(sha256(new TextEncoder().encode(`${c.publicKey}:${c.period}:${c.genesis}:${c.scheme}`)));
}
