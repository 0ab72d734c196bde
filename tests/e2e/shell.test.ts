// The shell: keep-alive (state and scroll), fresh screens, the modal, the new-build toast and chunk-failure reloads.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, heading, newContext, openScreen } from './harness';
import { messages } from './locales';

const en = messages('en');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  context = await newContext(browser);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Follows a header link (client-side navigation) and waits for the new screen. */
async function navigate(path: string, title: string) {
  await page.locator(`header nav a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
  await page.locator('[data-testid="page-title"]:visible', { hasText: title }).waitFor();
}

describe('keep-alive', () => {
  it('keeps what was typed on a screen when you come back', async () => {
    await openScreen(page, '/battles');
    await page.getByTestId('battle-search').fill('crazy');
    await navigate('/upgrade', en.meta.upgrade.title);
    await page.goBack();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.battles.title }).waitFor();
    expect(await page.locator('[data-testid="battle-search"]:visible').inputValue()).toBe('crazy');
    await navigate('/provably-fair', en.meta.provablyFair.title);
    await navigate('/battles', en.meta.battles.title);
    expect(await page.locator('[data-testid="battle-search"]:visible').inputValue()).toBe('crazy');
  });

  it('restores the scroll position of a kept screen and starts others at the top', async () => {
    await openScreen(page, '/provably-fair');
    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => window.scrollY === 700);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 650));
    await page.waitForTimeout(50);
    await page.locator('header nav a[href="/upgrade"]').first().click();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.upgrade.title }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.provablyFair.title }).waitFor();
    await page.waitForFunction(() => window.scrollY === 650);
  });

  it('keeps slider state on a kept screen', async () => {
    await openScreen(page, '/upgrade');
    const slider = page.locator('[role="slider"]:visible');
    const before = Number(await slider.getAttribute('aria-valuenow'));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(before + 2);
    await navigate('/battles', en.meta.battles.title);
    await navigate('/upgrade', en.meta.upgrade.title);
    expect(Number(await page.locator('[role="slider"]:visible').getAttribute('aria-valuenow'))).toBe(before + 2);
  });

  it('starts battles/new fresh on every visit', async () => {
    await openScreen(page, '/battles/new');
    const crazy = page.locator('[role="radio"]:visible', { hasText: en.modes.crazy });
    await crazy.click();
    expect(await crazy.getAttribute('aria-checked')).toBe('true');
    await page.locator('a[href="/battles"]:visible').first().click();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.battles.title }).waitFor();
    await page.goBack();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.battleNew.title }).waitFor();
    expect(await page.locator('[role="radio"]:visible', { hasText: en.modes.crazy }).getAttribute('aria-checked')).toBe('false');
    expect(await page.locator('[data-screen-key="/battles/new"]').count()).toBe(1);
  });
});

describe('modal', () => {
  const overflow = () => page.evaluate(() => document.body.style.overflow);

  it('locks scrolling, traps focus, closes on Escape and gives focus back', async () => {
    await openScreen(page, '/faq');
    const opener = page.getByTestId('sign-in');
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.account.title });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await overflow()).toBe('hidden');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
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
    await page.route('**/latest-build.json*', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
    await openScreen(page, '/about');
    const toast = page.getByRole('status').filter({ hasText: en.toast.newBuild });
    await toast.waitFor({ timeout: 5_000 });
    await toast.getByRole('button', { name: en.toast.reload }).waitFor();
    await page.unroute('**/latest-build.json*');
  });

  it('reloads once when a screen chunk fails, then shows the error page', async () => {
    await openScreen(page, '/');
    await page.route(/\/assets\/MissionsPage-[\w-]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/missions');
    await page.getByTestId('error-page').waitFor({ timeout: 15_000 });
    expect(loads).toBe(2);
    expect(await page.evaluate(() => Object.keys(sessionStorage).some((k) => k === 'ca.chunk-reload:/missions'))).toBe(true);
    await page.unroute(/\/assets\/MissionsPage-[\w-]+\.js$/);
    await openScreen(page, '/missions');
    expect(await heading(page)).toBe(en.meta.missions.title);
  });
});
