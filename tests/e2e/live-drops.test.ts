// The live-drops rail as a visitor meets it: real drops only. A player opens a case in another context and the
// visitor's rail shows that very drop at the front without a reload; the drop opens the case it came from.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, openPage, following } from './harness';
import { api, fund, signInNewUser } from './cases-session';

interface Opening {
  caseID: string;
  results: { lootID: string; item: { weapon: string; finish: string } }[];
}

let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});

afterAll(() => closeSession({ browser, context }));

describe('live drops rail', () => {
  it("shows another player's drop live, at the front, and opens its case", async () => {
    await page.goto('/');
    const rail = page.locator('[data-testid="live-drops"]');
    await rail.waitFor();
    // The rail holds real drops or says there are none: never a made-up entry.
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="live-drop"]') !== null ||
        document.querySelector('[data-testid="live-drops-empty"]') !== null,
    );
    // The rail's socket follows the feed before the drop happens.
    await following(page, 'loot:feed:*');

    const user = await signInNewUser(baseUrl(), 'rail-dropper');
    await fund(baseUrl(), user, 10_000);
    const cases = await api<{ list: { id: string; price: number }[] }>(
      baseUrl(),
      user,
      'GET',
      '/v1/case/list',
    );
    const cheap = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const openedAt = Date.now();
    const { opening } = await api<{ opening: Opening }>(baseUrl(), user, 'POST', '/v1/case/open', {
      caseID: cheap.id,
      count: 1,
    });
    const drop = opening.results[0];

    const first = rail.locator('[data-testid="live-drop"]').first();
    await page.waitForFunction(
      (id) => document.querySelector('[data-testid="live-drop"]')?.getAttribute('data-drop-id') === id,
      drop.lootID,
      { timeout: 10_000 },
    );
    // A figure for the note, not a pass/fail line (the issue asks for 2 s; this box is shared and noisy).
    console.log(
      `[live-drops] the opening's drop was on the other context's rail ${Date.now() - openedAt} ms after the request`,
    );
    expect(await first.textContent()).toContain(drop.item.finish);
    expect(await first.textContent()).toContain('rail-dropper');

    await first.locator('a').click();
    await page.waitForURL(`**/cases/open/${opening.caseID}`);
  });
});
