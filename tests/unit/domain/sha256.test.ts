import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, sha256, toHex, utf8 } from '../../../src/domain/sha256';

const lengths = [0, 1, 3, 31, 32, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 200, 1000, 5000];

describe('sha256 (pure) against node:crypto', () => {
  it('hashes the NIST sample and padding boundaries the same', () => {
    expect(toHex(sha256(utf8('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    for (const n of lengths) {
      const b = randomBytes(n);
      expect(toHex(sha256(b)), `length ${n}`).toBe(createHash('sha256').update(b).digest('hex'));
    }
  });

  it('hashes 500 random inputs the same', () => {
    for (let i = 0; i < 500; i++) {
      const b = randomBytes(Math.floor(Math.random() * 300));
      expect(toHex(sha256(b))).toBe(createHash('sha256').update(b).digest('hex'));
    }
  });

  it('computes HMAC-SHA256 the same for short, block-sized, long and changing keys', () => {
    for (let i = 0; i < 500; i++) {
      const key = randomBytes(i < 20 ? lengths[i % lengths.length] % 200 : Math.floor(Math.random() * 150));
      const msg = randomBytes(Math.floor(Math.random() * 200));
      expect(toHex(hmacSha256(key, msg))).toBe(createHmac('sha256', key).update(msg).digest('hex'));
      // Same key again (cached key schedule) must still agree.
      const msg2 = randomBytes(17);
      expect(toHex(hmacSha256(key, msg2))).toBe(createHmac('sha256', key).update(msg2).digest('hex'));
    }
  });

  it('encodes UTF-8 like Buffer, including astral characters and lone surrogates', () => {
    const samples = [
      '',
      'plain ascii',
      'café',
      '€100',
      '日本語',
      '😀 emoji',
      '\ud800 lone',
      'end \udfff',
      'x\u0000y',
    ];
    for (let i = 0; i < 200; i++) {
      samples.push(
        String.fromCharCode(...Array.from({ length: 12 }, () => Math.floor(Math.random() * 0x10000))),
      );
    }
    for (const s of samples)
      expect(Buffer.from(utf8(s)).equals(Buffer.from(s, 'utf8')), JSON.stringify(s)).toBe(true);
  });
});
