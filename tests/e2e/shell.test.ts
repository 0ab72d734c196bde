// The shell: keep-alive (state and scroll), fresh screens, the modal, the new-build toast and chunk-failure reloads.
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

/** Client-side navigation (what a link does), then waits for the screen's heading. */
async function go(path: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('[data-testid="page-title"]:visible', { hasText: title }).waitFor();
}

/** Tags a screen's DOM so a test can tell whether the same DOM comes back. */
function mark(key: string) {
  return page.locator(`[data-screen-key="${key}"]`).evaluate((el) => el.setAttribute('data-e2e-mark', '1'));
}

describe('keep-alive', () => {
  it('keeps a screen mounted, with what was chosen on it, when you come back', async () => {
    await openScreen(page, '/provably-fair');
    await mark('/provably-fair');
    await page.locator('[data-testid="verifier-tab-roll"]').click();
    const field = page.locator('[data-screen-key="/provably-fair"] [data-testid="roll-clientSeed"]');
    await field.fill('kept-alive');
    await go('/upgrade', en.meta.upgrade.title);
    expect(await page.locator('[data-screen-key="/provably-fair"]').isVisible()).toBe(false);
    await page.goBack();
    await page
      .locator('[data-testid="page-title"]:visible', { hasText: en.meta.provablyFair.title })
      .waitFor();
    expect(await field.inputValue()).toBe('kept-alive');
    expect(await page.locator('[data-screen-key="/provably-fair"][data-e2e-mark]').count()).toBe(1);
    await go('/faq', en.meta.faq.title);
    await go('/provably-fair', en.meta.provablyFair.title);
    expect(await field.inputValue()).toBe('kept-alive');
  });

  it('restores the scroll position of a kept screen and starts others at the top', async () => {
    await openScreen(page, '/provably-fair');
    // The demo ribbon (on in the e2e server) and a site banner, if staff posted one, arrive after the first paint;
    // scrolled past, they would shift scrollY (scroll anchoring).
    await page.locator('[data-testid="demo-ribbon"]').waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 650));
    await page.waitForFunction(() => window.scrollY === 650);
    await page.waitForTimeout(50);
    await page.locator('header nav a[href="/upgrade"]').first().click();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.upgrade.title }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page
      .locator('[data-testid="page-title"]:visible', { hasText: en.meta.provablyFair.title })
      .waitFor();
    await page.waitForFunction(() => window.scrollY === 650);
  });

  it('starts home fresh on every visit', async () => {
    await openScreen(page, '/');
    await mark('/');
    await go('/faq', en.meta.faq.title);
    // A screen that is not kept alive leaves the page as soon as another one shows.
    expect(await page.locator('[data-screen-key="/"]').count()).toBe(0);
    await page.goBack();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.home.heroTitle }).waitFor();
    expect(await page.locator('[data-screen-key="/"]').count()).toBe(1);
    expect(await page.locator('[data-screen-key="/"][data-e2e-mark]').count()).toBe(0);
  });
});

describe('modal', () => {
  const overflow = () => page.evaluate(() => document.body.style.overflow);

  it('locks scrolling, traps focus, closes on Escape and gives focus back', async () => {
    await openScreen(page, '/faq');
    const opener = page.getByTestId('sign-in');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    // Its accessible name comes from its heading (aria-labelledby).
    const nameId = await dialog.getAttribute('aria-labelledby');
    expect((await page.locator(`[id="${nameId}"]`).textContent())?.trim()).toBeTruthy();
    expect(await overflow()).toBe('hidden');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await overflow()).toBe('');
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('closes on a mask click and with its close button', async () => {
    await page.getByTestId('sign-in').click();
    await page.getByRole('dialog').waitFor();
    await page.getByTestId('modal-mask').click({ position: { x: 8, y: 8 } });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('sign-in').click();
    await page.getByRole('dialog').getByRole('button', { name: en.common.close }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await overflow()).toBe('');
  });
});

describe('new build and failed chunks', () => {
  it('shows a toast with a Reload action when a newer build is deployed', async () => {
    await page.route('**/latest-build.json*', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' } }),
    );
    await openScreen(page, '/about');
    const toast = page.getByRole('status').filter({ hasText: en.toast.newBuild });
    await toast.waitFor({ timeout: 5_000 });
    await toast.getByRole('button', { name: en.toast.reload }).waitFor();
    await page.unroute('**/latest-build.json*');
  });

  it('reloads once when a screen chunk fails, then shows the error page', async () => {
    await openScreen(page, '/');
    await page.route(/\/assets\/FaqPage-[\w-]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/faq');
    await page.getByTestId('error-page').waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(
      await page.evaluate(() => Object.keys(sessionStorage).some((k) => k === 'ca.chunk-reload:/faq')),
    ).toBe(true);
    await page.unroute(/\/assets\/FaqPage-[\w-]+\.js$/);
    await openScreen(page, '/faq');
    expect(await heading(page)).toBe(en.meta.faq.title);
  });
});
