/**
 * SHA-256, HMAC-SHA256 and UTF-8 encoding for the fairness rules, shared by the server and the browser verifier.
 * The hashing is @noble/hashes (audited, synchronous, no Node or DOM APIs); this file is the one place the domain
 * reaches it, so callers keep small byte-level functions and a library swap stays a one-file change.
 */
import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 as nobleSha256, type _SHA256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** SHA-256 of the concatenation of `parts`. */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return nobleSha256(parts[0]);
  const h = nobleSha256.create();
  for (const p of parts) h.update(p);
  return h.digest();
}

// The keyed HMAC state of the last key, and a scratch state it is cloned into per message: a battle rolls many
// times under one server seed, and reusing both skips the key schedule and the allocations (10x faster per roll).
type KeyedHmac = _HMAC<_SHA256>;
let macKey: Uint8Array | null = null;
let keyed: KeyedHmac | null = null;
let scratch: KeyedHmac | undefined;

function sameBytes(a: Uint8Array, b: Uint8Array | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`, both raw bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  if (!keyed || !sameBytes(key, macKey)) {
    keyed = hmac.create(nobleSha256, key) as KeyedHmac;
    macKey = key.slice();
  }
  // Synchronous code: nothing can use the scratch state between the clone and the digest.
  const state = keyed._cloneInto(scratch);
  scratch = state;
  const out = new Uint8Array(32);
  state.update(message).digestInto(out);
  return out;
}

const encoder = new TextEncoder();

/** UTF-8 bytes of a string (lone surrogates become U+FFFD). */
export function utf8(s: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(s);
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}
