// Every golden vector of FAIRNESS.md (versions 1 and 2), computed inside Chromium through Web Crypto (the verifier's
// own code path), the BLS check of real drand quicknet rounds in the browser, and the single-roll verifier UI.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICKNET, type BeaconChain } from '../../src/domain/beacon';
import {
  BATTLE_SEED,
  BATTLE_SEED_V2,
  BEACON_RANDOMNESS,
  GIVEAWAY_SEED,
  ROLLS,
  ROLLS_V2,
  SEED_HASH,
  SERVER_SEED,
  UPGRADE_VECTOR,
} from '../fixtures/golden-vectors';
import { QUICKNET_ROUNDS, TAMPERED_ROUND } from '../fixtures/quicknet-rounds';
import { closeSession, openPage } from './harness';

const SEED = SERVER_SEED;

interface Hook {
  roll(s: string, c: string, n: number, cur: string): Promise<number>;
  sha256(t: string): Promise<string>;
  battleClientSeed(seeds: string[]): string;
  rerollShares(n: number): { rangeMin: number; rangeMax: number }[];
  battleClientSeedV2(seeds: string[], randomness: string): string;
  giveawayClientSeed(id: string, randomness: string): string;
  drawGiveaway(
    s: string,
    c: string,
    entrants: { id: string; weight: number }[],
    count: number,
  ): { k: number; roll: number; winner: { id: string } }[];
  upgradeWinTickets(stake: number, target: number): number | null;
  verifyRound(chain: BeaconChain, round: unknown, expected: number): string;
}
/** The window as the verifier page leaves it. */
type W = { caseArena: { fairness: Hook } };

let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  await page.goto('/provably-fair');
  await page.waitForFunction(() => Boolean((window as unknown as Partial<W>).caseArena?.fairness));
});

afterAll(() => closeSession({ browser, context }));

describe('FAIRNESS.md golden vectors in Chromium (Web Crypto)', () => {
  it('SHA256(serverSeed)', async () => {
    expect(await page.evaluate((s) => (window as unknown as W).caseArena.fairness.sha256(s), SEED)).toBe(
      SEED_HASH,
    );
  });

  it('battle client seed from four slot seeds', async () => {
    expect(
      await page.evaluate(() =>
        (window as unknown as W).caseArena.fairness.battleClientSeed([
          'alice-seed',
          'bot-3f9a',
          'carol',
          'dave',
        ]),
      ),
    ).toBe(BATTLE_SEED);
  });

  it.each(ROLLS)(
    'roll(clientSeed %s, nonce %i, cursor %s) = %i',
    async (clientSeed, nonce, cursor, expected) => {
      const got = await page.evaluate(
        ([s, c, n, cur]) => (window as unknown as W).caseArena.fairness.roll(s, c, n, cur),
        [SEED, clientSeed, nonce, cursor] as const,
      );
      expect(got).toBe(expected);
    },
  );

  it('reroll shares for 3 candidates', async () => {
    expect(await page.evaluate(() => (window as unknown as W).caseArena.fairness.rerollShares(3))).toEqual([
      { rangeMin: 1, rangeMax: 33333 },
      { rangeMin: 33334, rangeMax: 66666 },
      { rangeMin: 66667, rangeMax: 100000 },
    ]);
  });

  it('the single-roll verifier shows a vector and checks the seed hash', async () => {
    await page.locator('[data-testid="verifier-tab-roll"]').click();
    await page.locator('[data-testid="roll-serverSeed"]').fill(SEED);
    await page
      .locator('[data-testid="roll-hash"]')
      .fill('4c1a2fa8079cbeee0ce7ac3c80af3fab61e03cbbe69ba512ecf8dd5d119f9181');
    await page.locator('[data-testid="roll-clientSeed"]').fill('rejection-test');
    await page.locator('[data-testid="roll-nonce"]').fill('19312');
    await page.locator('[data-testid="roll-cursor"]').fill('1:1');
    await page.locator('[data-testid="verify-roll"]').click();
    await expect.poll(() => page.locator('[data-testid="roll-value"]').textContent()).toBe('58670');
    expect(await page.locator('[data-testid="roll-proof"]').textContent()).toContain('✓');
  });
});

describe('FAIRNESS.md version 2 in Chromium', () => {
  it('v2 battle client seed from four slot seeds and the beacon randomness', async () => {
    expect(
      await page.evaluate(
        (r) =>
          (window as unknown as W).caseArena.fairness.battleClientSeedV2(
            ['alice-seed', 'bot-3f9a', 'carol', 'dave'],
            r,
          ),
        BEACON_RANDOMNESS,
      ),
    ).toBe(BATTLE_SEED_V2);
  });

  it.each(ROLLS_V2)(
    'v2 roll(clientSeed %s, nonce %i, cursor %s) = %i',
    async (clientSeed, nonce, cursor, expected) => {
      const got = await page.evaluate(
        ([s, c, n, cur]) => (window as unknown as W).caseArena.fairness.roll(s, c, n, cur),
        [SEED, clientSeed, nonce, cursor] as const,
      );
      expect(got).toBe(expected);
    },
  );

  it('giveaway client seed, its draws, and the upgrade win tickets', async () => {
    const got = await page.evaluate(
      ([s, r, u]) => {
        const f = (window as unknown as W).caseArena.fairness;
        const seed = f.giveawayClientSeed('giveaway-7', r);
        const entrants = [
          { id: 'a', weight: 1 },
          { id: 'b', weight: 1 },
          { id: 'c', weight: 1 },
        ];
        return {
          seed,
          draws: f.drawGiveaway(s, seed, entrants, 2).map((d) => d.roll),
          winTickets: f.upgradeWinTickets(u.stake, u.target),
        };
      },
      [SEED, BEACON_RANDOMNESS, UPGRADE_VECTOR] as const,
    );
    expect(got).toEqual({
      seed: GIVEAWAY_SEED,
      draws: [64277, 38514],
      winTickets: UPGRADE_VECTOR.winTickets,
    });
  });

  it('accepts real quicknet rounds 2 and 3 and refuses a tampered one and a round presented as another', async () => {
    const got = await page.evaluate(
      ([chain, rounds, tampered]) => {
        const f = (window as unknown as W).caseArena.fairness;
        return {
          genuine: rounds.map((r) => f.verifyRound(chain, r, r.round)),
          tampered: f.verifyRound(chain, tampered, tampered.round),
          // The signature of round 2 is bound to round 2: presented as round 3 (same body, or relabelled) it fails.
          asOther: f.verifyRound(chain, rounds[0], 3),
          relabelled: f.verifyRound(chain, { ...rounds[0], round: 3 }, 3),
        };
      },
      [{ ...QUICKNET }, QUICKNET_ROUNDS, TAMPERED_ROUND] as const,
    );
    expect(got.genuine).toEqual(['ok', 'ok']);
    expect(got.tampered).not.toBe('ok');
    expect(got.asOther).toBe('wrong_round');
    expect(got.relabelled).toBe('bad_signature');
  });
});
