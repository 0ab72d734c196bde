// The upgrade verifier's in-browser proof (Web Crypto HMAC, as the page uses): an upgrade made the way FAIRNESS.md
// says verifies, before its seed is revealed as far as it can and fully after; a changed roll, seed, stake, chance
// or outcome does not.
import { describe, expect, it } from 'vitest';
import { createWebCryptoHmac, serverSeedHash } from '../../../src/domain/fairness';
import { verifyUpgrade } from '../../../src/features/fairness/verify-upgrade';
import type { CatalogItem } from '../../../src/protocol/catalog';
import type { UpgradeResult } from '../../../src/protocol/upgrade';

// FAIRNESS.md golden vectors: my-client-seed, nonce 8, cursor `upgrade` rolls 57605.
const SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
const hmac = createWebCryptoHmac(crypto.subtle);
const item = (id: string, price: number): CatalogItem =>
  ({ id, name: id, weapon: 'AK-47', finish: id, rarity: 3, price, image: '' }) as unknown as CatalogItem;

/** An upgrade as the server answers it: stake 1000 + 600 + 400 coins = 2000 into a 3000 target (63333 tickets). */
function upgrade(over: Partial<UpgradeResult> = {}): UpgradeResult {
  return {
    id: 'u-1',
    roll: 57605,
    winTickets: 63333,
    won: true,
    nonce: 8,
    serverSeedHash: serverSeedHash(SEED),
    serverSeed: SEED,
    clientSeed: 'my-client-seed',
    stake: 2000,
    coins: 400,
    items: [item('a', 1000), item('b', 600)],
    target: item('t', 3000),
    createdAt: 1,
    ...over,
  };
}

describe('verifyUpgrade', () => {
  it('checks a revealed upgrade fully: seed hash, the roll recomputed, stake, tickets and outcome', async () => {
    const p = await verifyUpgrade(upgrade(), hmac);
    expect(p).toMatchObject({
      revealed: true,
      hashOk: true,
      cursor: 'upgrade',
      roll: { value: 57605, server: 57605, ok: true },
      stake: { value: 2000, ok: true },
      winTickets: { value: 63333, ok: true },
      won: { value: true, ok: true },
      allOk: true,
    });
  });

  it('checks what it can before the seed is revealed and leaves the roll open', async () => {
    const p = await verifyUpgrade(upgrade({ serverSeed: undefined }), hmac);
    expect(p).toMatchObject({ revealed: false, hashOk: null, roll: null, serverSeed: null, allOk: true });
    // The 1000 + 400 coins stake into 4000 is FAIRNESS.md's tickets vector: 23750, lost against 57605.
    const lost = await verifyUpgrade(
      upgrade({
        serverSeed: undefined,
        items: [item('a', 600)],
        stake: 1000,
        winTickets: 23750,
        won: false,
        target: item('t', 4000),
      }),
      hmac,
    );
    expect(lost).toMatchObject({ winTickets: { value: 23750, ok: true }, won: { value: false, ok: true } });
    expect(lost.allOk).toBe(true);
  });

  it('flags a server roll, seed, stake, chance or outcome that does not follow from the facts', async () => {
    const bad: [string, Partial<UpgradeResult>, keyof Awaited<ReturnType<typeof verifyUpgrade>>][] = [
      ['roll', { roll: 57604 }, 'roll'],
      ['seed', { serverSeed: SEED.replace('b7', 'b8') }, 'hashOk'],
      ['stake', { stake: 2001 }, 'stake'],
      ['tickets', { winTickets: 63334 }, 'winTickets'],
      ['outcome', { won: false }, 'won'],
    ];
    for (const [what, over, field] of bad) {
      const p = await verifyUpgrade(upgrade(over), hmac);
      expect(p.allOk, what).toBe(false);
      const f = p[field];
      expect(typeof f === 'object' && f !== null ? (f as { ok: boolean }).ok : f, what).toBe(false);
    }
  });
});
