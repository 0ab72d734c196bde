// Why players come back, as a new player meets it in Chromium: open cases until level 2 and watch the header's
// level ring move and the level-up toast, claim the free level-1 daily case once and be refused the second time with
// a countdown, then claim a completed mission and see the points balance change. Screenshots at 1280 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs, newContext } from './harness';
import { overflowing } from './overflow';
import { xpFor } from '../../src/domain/levels';

const SHOTS = 'tests/e2e/__screens__';
/** XP to reach level 2 (src/domain/levels.ts); 1 XP per cent wagered. */
const LEVEL_2_XP = xpFor(2);

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('Climber', 20_000));
});

afterAll(() => closeSession({ browser, context }));

const points = (page: Page) => page.locator('[data-testid="balance-point"]').textContent();

describe('progression', () => {
  it('levels up from openings, opens the free daily case once, and claims a mission', async () => {
    const page = await context.newPage();
    await gotoAs(page, me.token, `/`);
    const ring = page.locator('[data-testid="header-level"]');
    await ring.waitFor();
    expect(await ring.getAttribute('data-level')).toBe('1');
    expect(Number(await ring.getAttribute('data-progress'))).toBe(0);
    const pointsAtStart = await points(page);

    // The cheapest paid case, opened through the API as the case page would.
    const { list } = await api<{ list: { id: string; price: number; type: string }[] }>(
      baseUrl(),
      '/case/list',
      null,
    );
    const cheap = list.filter((c) => c.type !== 'daily' && c.price > 0).sort((a, b) => a.price - b.price)[0];
    await api(baseUrl(), '/case/open', me, { caseID: cheap.id, count: 1 });
    let wagered = cheap.price;
    if (wagered < LEVEL_2_XP) {
      // Part of the way to level 2: the ring fills a little, the level stays.
      await expect
        .poll(async () => Number(await ring.getAttribute('data-progress')), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await ring.getAttribute('data-level')).toBe('1');
    }
    while (wagered < LEVEL_2_XP) {
      const count = Math.min(5, Math.ceil((LEVEL_2_XP - wagered) / cheap.price));
      await api(baseUrl(), '/case/open', me, { caseID: cheap.id, count });
      wagered += cheap.price * count;
    }
    await expect.poll(() => ring.getAttribute('data-level'), { timeout: 10_000 }).toBe('2');
    await page.getByText('Level 2!').waitFor({ timeout: 10_000 });
    await expect.poll(() => points(page), { timeout: 10_000 }).not.toBe(pointsAtStart);
    await page.screenshot({ path: `${SHOTS}/progression-level-up.png` });

    // The level-1 daily case: free, once.
    await page.goto('/daily-cases');
    const tile = page.locator('[data-testid="daily-case"][data-case-id="daily-level-1"]');
    await tile.waitFor();
    expect(await tile.getAttribute('data-state')).toBe('ready');
    expect(await page.locator('[data-testid="daily-case"][data-state="locked"]').count()).toBeGreaterThan(0);
    await tile.click();
    await page.locator('[data-testid="daily-open"]:not([disabled])').click();
    await expect.poll(() => tile.getAttribute('data-state'), { timeout: 30_000 }).toBe('cooldown');
    await page.locator('[data-testid="daily-stage"] [data-testid="daily-countdown"]').waitFor();
    // Its result offers the cooldown, never an "Open again" that cannot open.
    await page.locator('[data-testid="daily-stage"] [data-testid="won-items"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="won-items"] [data-testid="daily-next-countdown"]').waitFor();
    expect(await page.locator('[data-testid="daily-stage"] [data-testid="open-again"]').count()).toBe(0);
    expect(await page.locator('[data-testid="daily-open"]').isDisabled()).toBe(true);
    // The first free case of the day starts a streak (and paid its points).
    await page.locator('[data-testid="daily-streak"][data-days="1"]').waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/progression-daily.png` });
    // Asked again anyway: refused with the time it opens again.
    const again = await fetch(`${baseUrl()}/api/v1/daily/open`, {
      method: 'POST',
      headers: { ...me.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ caseID: 'daily-level-1' }),
    });
    expect(again.status).toBe(409);
    const refused = (await again.json()) as { error: { code: string; nextOpenAt: number } };
    expect(refused.error.code).toBe('daily_cooldown');
    expect(refused.error.nextOpenAt).toBeGreaterThan(Date.now() + 23 * 3600_000);

    // A mission the openings completed: claim it, the points balance moves.
    await page.goto('/missions');
    const claim = page.locator('[data-testid="mission-claim"]:not([disabled])').first();
    await claim.waitFor({ timeout: 10_000 });
    const mission = page.locator('[data-testid="mission"]').filter({ has: claim }).first();
    const id = await mission.getAttribute('data-mission');
    const before = await points(page);
    await claim.click();
    await page
      .locator(`[data-testid="mission"][data-mission="${id}"] [data-testid="mission-claimed"]`)
      .waitFor();
    await expect.poll(() => points(page), { timeout: 10_000 }).not.toBe(before);
    await page.screenshot({ path: `${SHOTS}/progression-missions.png`, fullPage: true });
    await page.close();
  });

  it('phone width: the daily cases and missions fit 390 px', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    const page = await phone.newPage();
    await gotoAs(page, me.token, `/daily-cases`);
    await page.locator('[data-testid="daily-case"]').first().waitFor();
    await page.locator('[data-testid="balance-coin"]').waitFor();
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/progression-daily-390.png` });
    await page.goto('/missions');
    await page.locator('[data-testid="mission"]').first().waitFor();
    await page.locator('[data-testid="balance-coin"]').waitFor();
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/progression-missions-390.png`, fullPage: true });
    await page.goto('/hunts');
    await page.locator('[data-testid="hunt-target"]').first().waitFor();
    await page.locator('[data-testid="balance-coin"]').waitFor();
    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/progression-hunts-390.png`, fullPage: true });
    await phone.close();
  });
});
