// The API reference: /developers reads the server's OpenAPI document and lists its operations by resource.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, heading, openPage, openScreen } from './harness';
import { messages } from './locales';

const en = messages('en');
let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});

afterAll(() => closeSession({ browser, context }));

describe('the API reference page', () => {
  it('lists the documented operations by tag, with the provably fair calls described', async () => {
    await openScreen(page, '/developers');
    expect(await heading(page)).toBe(en.meta.developers.title);
    await page.locator('[data-testid="api-tag-roll"]').waitFor();
    expect(await page.locator('[data-testid="api-operation"]').count()).toBeGreaterThan(30);
    const detail = page.locator('[data-testid="api-tag-battle"] [data-testid="api-operation"]', {
      hasText: '/api/v1/battle/detail',
    });
    await detail.locator('summary').click();
    expect(await detail.textContent()).toContain('serverSeedHash');
  });

  it('is linked from the footer', async () => {
    await openScreen(page, '/');
    await page.locator('footer a[href="/developers"]').click();
    await page.waitForURL((url) => url.pathname === '/developers');
  });
});
