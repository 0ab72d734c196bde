/** Pure synchronous SHA-256, HMAC-SHA256 and UTF-8 encoding, shared by the server and the browser verifier. */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

// Scratch buffers reused across calls: the code is synchronous, so nothing can interleave.
const W = new Int32Array(64);
const H = new Int32Array(8);

function compress(buf: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    W[i] = (buf[j] << 24) | (buf[j + 1] << 16) | (buf[j + 2] << 8) | buf[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const a = W[i - 15];
    const b = W[i - 2];
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  H[0] += a; H[1] += b; H[2] += c; H[3] += d; H[4] += e; H[5] += f; H[6] += g; H[7] += h;
}

let pad = new Uint8Array(128);

// Hashes `parts` continuing from state `init`, which already absorbed `prefixLen` bytes (whole blocks).
function run(init: ArrayLike<number>, prefixLen: number, parts: readonly Uint8Array[]): Uint8Array {
  H.set(init);
  let total = 0;
  for (const p of parts) total += p.length;
  const padded = (total + 9 + 63) & ~63;
  if (pad.length < padded) pad = new Uint8Array(padded * 2);
  let off = 0;
  for (const p of parts) {
    pad.set(p, off);
    off += p.length;
  }
  pad.fill(0, total, padded);
  pad[total] = 0x80;
  const bits = (prefixLen + total) * 8;
  pad[padded - 5] = Math.floor(bits / 0x100000000) & 0xff;
  pad[padded - 4] = bits >>> 24;
  pad[padded - 3] = bits >>> 16;
  pad[padded - 2] = bits >>> 8;
  pad[padded - 1] = bits;
  for (let i = 0; i < padded; i += 64) compress(pad, i);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    out[i * 4] = H[i] >>> 24;
    out[i * 4 + 1] = H[i] >>> 16;
    out[i * 4 + 2] = H[i] >>> 8;
    out[i * 4 + 3] = H[i];
  }
  return out;
}

/** SHA-256 of the concatenation of `parts`. */
export function sha256(...parts: Uint8Array[]): Uint8Array {
  return run(H0, 0, parts);
}

// HMAC key schedule cache: the states after absorbing (key ^ ipad) and (key ^ opad), so a roll costs two
// compressions instead of four while the server seed stays the same.
let macKey: Uint8Array | null = null;
const innerState = new Int32Array(8);
const outerState = new Int32Array(8);
const block = new Uint8Array(64);

function sameBytes(a: Uint8Array, b: Uint8Array | null): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function absorbKey(key: Uint8Array, xor: number, into: Int32Array): void {
  block.fill(xor);
  for (let i = 0; i < key.length; i++) block[i] ^= key[i];
  H.set(H0);
  compress(block, 0);
  into.set(H);
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`, both raw bytes. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  if (!sameBytes(key, macKey)) {
    const k = key.length > 64 ? sha256(key) : key;
    absorbKey(k, 0x36, innerState);
    absorbKey(k, 0x5c, outerState);
    macKey = key.slice();
  }
  const inner = run(innerState, 64, [message]);
  return run(outerState, 64, [inner]);
}

/** UTF-8 bytes of a string (lone surrogates become U+FFFD, as TextEncoder does). */
export function utf8(s: string): Uint8Array<ArrayBuffer> {
  let ascii = true;
  for (let i = 0; i < s.length && ascii; i++) ascii = s.charCodeAt(i) < 0x80;
  if (ascii) {
    const b = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i);
    return b;
  }
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) { out.push(c); continue; }
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo <= 0xdfff) { c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00); i++; }
    }
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  return s;
}
