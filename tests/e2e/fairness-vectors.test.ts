// Every golden vector of FAIRNESS.md, computed inside Chromium through Web Crypto (the verifier's own code path),
// plus the single-roll verifier UI driven with a vector.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATTLE_SEED, ROLLS, SEED_HASH, SERVER_SEED } from '../fixtures/golden-vectors';
import { closeSession, openPage } from './harness';

const SEED = SERVER_SEED;

interface Hook {
  roll(s: string, c: string, n: number, cur: string): Promise<number>;
  sha256(t: string): Promise<string>;
  battleClientSeed(seeds: string[]): string;
  rerollShares(n: number): { rangeMin: number; rangeMax: number }[];
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
