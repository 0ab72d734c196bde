// The practice battle as a newcomer meets it at /pre-battle: play money, clearly labelled; the real arena plays the
// whole battle to its result, and a signed-in player's balance does not move.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs } from './harness';
import { overflowing } from './overflow';

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('Practicer', 5_000));
});

afterAll(() => closeSession({ browser, context }));

const flow = (page: Page) => page.evaluate(() => window.caseArena?.arena?.snapshot().flowState ?? null);

describe('practice battle', () => {
  it('plays a whole battle against bots with play money, and nothing reaches the wallet', async () => {
    const before = await api<{ wallets: { currency: string; balance: number }[] }>(baseUrl(), '/user/me', me);
    const page = await context.newPage();
    await gotoAs(page, me.token, `/pre-battle`);
    expect(await page.getByTestId('practice-note').textContent()).toContain('play money');
    await page.locator('[data-testid="practice-play"]:not([disabled])').click();
    await page.waitForFunction(
      () => window.caseArena?.arena?.snapshot().flowState === 'showing_result',
      undefined,
      {
        timeout: 60_000,
        polling: 250,
      },
    );
    expect(await flow(page)).toBe('showing_result');
    const result = await page.getByTestId('practice-result').textContent();
    expect(result).toMatch(/play money/);
    const after = await api<{ wallets: { currency: string; balance: number }[] }>(baseUrl(), '/user/me', me);
    expect(after.wallets).toEqual(before.wallets);
    await page.screenshot({ path: 'tests/e2e/__screens__/pre-battle-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pre-battle');
    await page.locator('[data-testid="practice-play"]:not([disabled])').waitFor();
    // The header's account area has its final width once the balance is in.
    await page.locator('[data-testid="balance-coin"]').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: 'tests/e2e/__screens__/pre-battle-390.png' });
  });
});
