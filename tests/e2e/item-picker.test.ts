// The item picker while new filters load: the last answer's cards stay in place but cannot be picked (they may not
// match the new filters), and the new answer's cards can. The new answer is held back by the test, so the wait is
// as long as the test needs, on any machine.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openPage } from './harness';

let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});

afterAll(() => closeSession({ browser, context }));

const picker = '[data-testid="upgrade-item-picker"]';

describe('item picker', () => {
  it('keeps the last cards unpickable while the next answer loads, then picks from the new one', async () => {
    await page.goto('/upgrade');
    const cards = page.locator(`${picker} [data-testid="item-pick"]`);
    await cards.nth(2).waitFor();
    const before = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id')));

    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const searched = new Promise<void>(
      (resolve) =>
        void page.route(
          (url) => url.pathname.endsWith('/api/v1/item/list') && url.searchParams.get('q') === 'a',
          async (route) => {
            resolve();
            await held;
            await route.continue();
          },
        ),
    );
    // A mark the page does not know: it survives only if the card is not mounted again (its art reloaded).
    await cards.first().evaluate((e) => e.setAttribute('data-test-mark', '1'));
    await page.fill(`${picker} [data-testid="item-search"]`, 'a');
    await searched;

    // The old cards are still shown, in their places; a real click on one picks nothing.
    const shown = page.locator(`${picker} [data-testid="item-pick"]`);
    expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-item-id')))).toEqual(before);
    await shown.first().locator('button').click({ force: true });
    expect(await page.locator('[data-testid="upgrade-target"]').count()).toBe(0);
    await page.locator('[data-testid="upgrade-target-empty"]').waitFor();
    // They are inside an inert wrapper that says the list is busy.
    const stale = page.locator(`${picker} [data-testid="picker-page"][aria-busy="true"]`);
    expect(await stale.getAttribute('aria-busy')).toBe('true');
    expect(await stale.evaluate((e) => (e as HTMLElement).inert)).toBe(true);
    expect(await stale.locator('[data-testid="item-pick"]').count()).toBe(before.length);
    expect(await stale.locator('[data-testid="item-pick"]').first().getAttribute('data-test-mark')).toBe('1');

    // The answer arrives: no stale wrapper, and a card of the new answer is picked.
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/v1/item/list') && new URL(r.url()).searchParams.get('q') === 'a',
    );
    release();
    const list = ((await (await answer).json()) as { data: { list: { id: string }[] } }).data.list;
    expect(list.length).toBeGreaterThan(0);
    await stale.waitFor({ state: 'detached' });
    const fresh = list[0].id;
    await page.locator(`${picker} [data-testid="item-pick"][data-item-id="${fresh}"] button`).click();
    await page.locator(`[data-testid="upgrade-target"][data-item-id="${fresh}"]`).waitFor();
  });

  it('shows the retry, not the last cards, when the answer for new filters fails', async () => {
    const cards = page.locator(`${picker} [data-testid="item-pick"]`);
    await page.unrouteAll();
    await page.route(
      (url) => url.pathname.endsWith('/api/v1/item/list') && url.searchParams.get('q') === 'qxqzq',
      (route) => route.abort('connectionreset'),
    );
    await page.fill(`${picker} [data-testid="item-search"]`, 'qxqzq');
    const retry = page.locator(`${picker} [role="alert"] button`);
    await retry.waitFor();
    expect(await cards.count()).toBe(0);
    await page.unrouteAll();
    await retry.click();
    // The catalog has no "qxqzq": the retried answer is the empty sentence.
    await page.locator(`${picker} [data-testid="item-picker-empty"]`).waitFor();
  });
});
