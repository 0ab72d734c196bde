import { createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FairnessError,
  battleClientSeed,
  createWebCryptoHmac,
  isValidClientSeed,
  pickByRanges,
  rerollShares,
  roll,
  rollAsync,
  serverSeedHash,
  sha256Hex,
  type HmacFn,
} from '../../../src/domain/fairness';
import { BATTLE_SEED, ROLLS, SEED_HASH, SERVER_SEED } from '../../fixtures/golden-vectors';

const nodeHmac: HmacFn = async (key, message) =>
  new Uint8Array(createHmac('sha256', key).update(message, 'utf8').digest());
const webHmac = createWebCryptoHmac(webcrypto.subtle);

describe('fairness golden vectors', () => {
  it('commits to the server seed with SHA256 of its text', () => {
    expect(serverSeedHash(SERVER_SEED)).toBe(SEED_HASH);
    expect(sha256Hex(SERVER_SEED)).toBe(SEED_HASH);
  });

  it('derives the battle client seed from the slot seeds', () => {
    expect(battleClientSeed(['alice-seed', 'bot-3f9a', 'carol', 'dave'])).toBe(BATTLE_SEED);
  });

  it.each(ROLLS)(
    'roll(%s, %i, %s) = %i (sync, node HMAC, Web Crypto)',
    async (clientSeed, nonce, cursor, expected) => {
      expect(roll(SERVER_SEED, clientSeed, nonce, cursor)).toBe(expected);
      expect(await rollAsync(nodeHmac, SERVER_SEED, clientSeed, nonce, cursor)).toBe(expected);
      expect(await rollAsync(webHmac, SERVER_SEED, clientSeed, nonce, cursor)).toBe(expected);
    },
  );

  it('accepts the global Web Crypto object a browser would pass', async () => {
    const browserLike = createWebCryptoHmac(globalThis.crypto.subtle);
    expect(await rollAsync(browserLike, SERVER_SEED, 'my-client-seed', 7, 'case:0')).toBe(18645);
  });

  it('really rejects the first word in the rejection vector', () => {
    const digest = createHmac('sha256', SERVER_SEED).update('rejection-test:19312:1:1').digest();
    expect(digest.readUInt32BE(0)).toBeGreaterThanOrEqual(4294900000);
  });

  it('splits reroll tickets for 3 candidates as published', () => {
    expect(rerollShares(3)).toEqual([
      { rangeMin: 1, rangeMax: 33333 },
      { rangeMin: 33334, rangeMax: 66666 },
      { rangeMin: 66667, rangeMax: 100000 },
    ]);
    for (const n of [1, 2, 4, 7]) {
      const s = rerollShares(n);
      expect(s[0].rangeMin).toBe(1);
      expect(s[n - 1].rangeMax).toBe(100000);
    }
    expect(pickByRanges(rerollShares(3), 89927)).toEqual({ rangeMin: 66667, rangeMax: 100000 });
  });
});

describe('fairness fails closed', () => {
  it.each([
    ['', 'c', 1, 'x'],
    ['s', '', 1, 'x'],
    ['s', 'c', 0, 'x'],
    ['s', 'c', 1.5, 'x'],
    ['s', 'c', 1, ''],
    [undefined, 'c', 1, 'x'],
    ['s', null, 1, 'x'],
  ])('throws for (%j, %j, %j, %j)', async (s, c, n, cur) => {
    const args = [s, c, n, cur] as unknown as [string, string, number, string];
    expect(() => roll(...args)).toThrow(FairnessError);
    await expect(rollAsync(nodeHmac, ...args)).rejects.toThrow(FairnessError);
  });

  it('refuses empty seeds for commitments and battles', () => {
    expect(() => serverSeedHash('')).toThrow(FairnessError);
    expect(() => battleClientSeed([])).toThrow(FairnessError);
    expect(() => battleClientSeed(['a', ''])).toThrow(FairnessError);
    expect(() => rerollShares(0)).toThrow(FairnessError);
    expect(() => pickByRanges([{ rangeMin: 1, rangeMax: 10 }], 11)).toThrow(FairnessError);
  });
});

describe('client seed validation', () => {
  it.each(['a', 'my-client-seed', ' spaces ok ', '~!@#$%^&*()', 'x'.repeat(64)])('accepts %j', (s) => {
    expect(isValidClientSeed(s)).toBe(true);
  });
  it.each(['', 'x'.repeat(65), 'a:b', 'tab\there', 'new\nline', 'café', '😀', 42, null, undefined, ['a']])(
    'rejects %j',
    (s) => {
      expect(isValidClientSeed(s)).toBe(false);
    },
  );
});
