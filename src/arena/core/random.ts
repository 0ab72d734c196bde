/** Seeded pseudo-random numbers for the arena: the same seed text gives the same sequence everywhere. */
import { sha256, utf8 } from '../../domain/sha256';

/** A deterministic generator: `next()` in [0, 1), `int(min, max)` inclusive. */
export interface SeededRandom {
  next(): number;
  int(min: number, max: number): number;
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** xoshiro128** seeded with the first 16 bytes of SHA-256(seed): pure, no global random source. */
export function seededRandom(seed: string): SeededRandom {
  const h = sha256(utf8(seed));
  const s = new Uint32Array(4);
  for (let i = 0; i < 4; i++)
    s[i] = ((h[i * 4] << 24) | (h[i * 4 + 1] << 16) | (h[i * 4 + 2] << 8) | h[i * 4 + 3]) >>> 0;
  if ((s[0] | s[1] | s[2] | s[3]) === 0) s[0] = 1;
  const nextU32 = (): number => {
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return result;
  };
  return {
    next: () => nextU32() / 4294967296,
    int: (min, max) => min + Math.floor((nextU32() / 4294967296) * (max - min + 1)),
  };
}
