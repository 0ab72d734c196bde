/** The provably fair roll (shared/FAIRNESS.md), its commitments and ticket ranges; identical on server and browser. */
import { hmacSha256, sha256, toHex, utf8 } from './sha256';

/** Rolls land in 1..ROLL_RANGE (chances are integer tickets out of this). */
export const ROLL_RANGE = 100000;
/** 42949 * 100000: 32-bit words at or above this are rejected so `v mod 100000` has no bias. */
const REJECTION_BOUND = 4294900000;

/** Thrown when an outcome cannot be produced (missing seed, bad nonce or cursor): the operation must fail. */
export class FairnessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FairnessError';
  }
}

/** A ticket range `rangeMin..rangeMax` (inclusive) inside 1..100000. */
export interface TicketRange {
  rangeMin: number;
  rangeMax: number;
}

/** An HMAC-SHA256 implementation: key and message are UTF-8 text, the answer the 32 digest bytes. */
export type HmacFn = (key: string, message: string) => Promise<Uint8Array>;

/** The part of Web Crypto's SubtleCrypto that createWebCryptoHmac needs (browser `crypto.subtle`, node `webcrypto.subtle`). */
export interface SubtleLike<Key = unknown> {
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: string; hash: string },
    extractable: boolean,
    keyUsages: 'sign'[],
  ): Promise<Key>;
  sign(algorithm: string, key: Key, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

function assertInputs(serverSeed: unknown, clientSeed: unknown, nonce: unknown, cursor: unknown): void {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new FairnessError('serverSeed is missing');
  if (typeof clientSeed !== 'string' || clientSeed.length === 0)
    throw new FairnessError('clientSeed is missing');
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 1)
    throw new FairnessError('nonce must be a positive integer');
  if (typeof cursor !== 'string' || cursor.length === 0) throw new FairnessError('cursor is missing');
}

/** The HMAC message for attempt k (no suffix when k = 0). */
function rollMessage(clientSeed: string, nonce: number, cursor: string, k: number): string {
  const base = `${clientSeed}:${nonce}:${cursor}`;
  return k === 0 ? base : `${base}:${k}`;
}

/** The first accepted 32-bit word of a digest mapped to 1..100000, or null when all eight are rejected. */
function rollFromDigest(digest: Uint8Array): number | null {
  for (let i = 0; i < 8; i++) {
    const j = i * 4;
    const v = ((digest[j] << 24) | (digest[j + 1] << 16) | (digest[j + 2] << 8) | digest[j + 3]) >>> 0;
    if (v < REJECTION_BOUND) return (v % ROLL_RANGE) + 1;
  }
  return null;
}

let cachedKeyText = '';
let cachedKeyBytes: Uint8Array = new Uint8Array(0);

/** roll(serverSeed, clientSeed, nonce, cursor) -> 1..100000, synchronously (pure SHA-256). Throws FairnessError on missing inputs. */
export function roll(serverSeed: string, clientSeed: string, nonce: number, cursor: string): number {
  assertInputs(serverSeed, clientSeed, nonce, cursor);
  if (serverSeed !== cachedKeyText) {
    cachedKeyBytes = utf8(serverSeed);
    cachedKeyText = serverSeed;
  }
  for (let k = 0; ; k++) {
    const r = rollFromDigest(hmacSha256(cachedKeyBytes, utf8(rollMessage(clientSeed, nonce, cursor, k))));
    if (r !== null) return r;
  }
}

/** The same roll over an injected HMAC (Web Crypto in the browser, node:crypto on the server). */
export async function rollAsync(
  hmac: HmacFn,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  cursor: string,
): Promise<number> {
  assertInputs(serverSeed, clientSeed, nonce, cursor);
  for (let k = 0; ; k++) {
    const r = rollFromDigest(await hmac(serverSeed, rollMessage(clientSeed, nonce, cursor, k)));
    if (r !== null) return r;
  }
}

/** Adapts a SubtleCrypto object into an HmacFn (imported keys are cached per seed). */
export function createWebCryptoHmac<Key>(subtle: SubtleLike<Key>): HmacFn {
  const keys = new Map<string, Promise<Key>>();
  return async (key, message) => {
    let k = keys.get(key);
    if (!k) {
      if (keys.size > 64) keys.clear();
      k = subtle.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(key, k);
    }
    return new Uint8Array(await subtle.sign('HMAC', await k, utf8(message)));
  };
}

/** Lowercase hex SHA-256 of UTF-8 text. */
export function sha256Hex(text: string): string {
  return toHex(sha256(utf8(text)));
}

/** The commitment published before a server seed is used: SHA256(serverSeed) of its text. */
export function serverSeedHash(serverSeed: string): string {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0)
    throw new FairnessError('serverSeed is missing');
  return sha256Hex(serverSeed);
}

/**
 * A battle's client seed: SHA256 of the slot seeds (ascending slot order) joined with ':' (version 1). With the beacon
 * round's randomness (version 2) it is appended as the last part: SHA256(seed1 + ":" + ... + ":" + randomness).
 */
export function battleClientSeed(slotSeeds: readonly string[], beaconRandomness?: string): string {
  if (slotSeeds.length === 0) throw new FairnessError('no slot seeds');
  for (const s of slotSeeds)
    if (typeof s !== 'string' || s.length === 0) throw new FairnessError('a slot seed is missing');
  if (beaconRandomness === undefined) return sha256Hex(slotSeeds.join(':'));
  if (!/^[0-9a-f]{64}$/.test(beaconRandomness)) throw new FairnessError('beacon randomness is missing');
  return sha256Hex([...slotSeeds, beaconRandomness].join(':'));
}

/** Equal ticket shares for n tie-break candidates: i gets floor(i*100000/n)+1 .. floor((i+1)*100000/n). */
export function rerollShares(n: number): TicketRange[] {
  if (!Number.isSafeInteger(n) || n < 1 || n > ROLL_RANGE)
    throw new FairnessError('candidate count must be 1..100000');
  return Array.from({ length: n }, (_, i) => ({
    rangeMin: Math.floor((i * ROLL_RANGE) / n) + 1,
    rangeMax: Math.floor(((i + 1) * ROLL_RANGE) / n),
  }));
}

/** The row whose range holds `rollValue`; throws when none does (ranges must tile 1..100000). */
export function pickByRanges<T extends TicketRange>(rows: readonly T[], rollValue: number): T {
  for (const r of rows) if (rollValue >= r.rangeMin && rollValue <= r.rangeMax) return r;
  throw new FairnessError(`no range holds roll ${rollValue}`);
}

/** A player-chosen client seed: 1..64 printable ASCII characters (0x20..0x7e), no ':'. */
export function isValidClientSeed(s: unknown): s is string {
  return typeof s === 'string' && /^[\x20-\x39\x3b-\x7e]{1,64}$/.test(s);
}
