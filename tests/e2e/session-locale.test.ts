// The session token (only from a sign-in this tab started), the sign-in callback, and switching languages (prefix, texts, cookie, reload).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, gotoAs, heading, newContext, openPage, openScreen, whereIs } from './harness';
import { messages } from './locales';

let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});

afterAll(() => closeSession({ browser, context }));

const token = () => page.evaluate(() => localStorage.getItem('ca.token'));
const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');

describe('session token', () => {
  // The server rejects made-up tokens with 401 (which clears them), so API calls are answered here: the stats,
  // and a network failure for everything else (a failure other than 401 keeps the token).
  const authHeaders: (string | null)[] = [];
  const answerApi: Parameters<Page['route']>[1] = async (route) => {
    authHeaders.push(route.request().headers()['authorization'] ?? null);
    if (new URL(route.request().url()).pathname === '/api/v1/meta/stat') {
      await route.fulfill({
        json: {
          data: { online: 1, userCount: 2, battleCount: 3, upgradeCount: 4, caseCount: 5, battleActive: 6 },
        },
      });
    } else await route.abort('failed');
  };
  beforeAll(async () => {
    await page.route('**/api/**', answerApi);
  });

  it('a stored token is sent as a bearer token', async () => {
    await gotoAs(page, 'abc', '/favicon.svg');
    await openScreen(page, '/');
    await page.getByTestId('site-stats').getByText('6').waitFor();
    expect(authHeaders).toContain('Bearer abc');
  });

  it('an unasked ?token= is removed from the address, never stored; other parameters and the path survive', async () => {
    await openScreen(page, '/battles?token=xyz&tab=2');
    expect(await token()).toBe('abc');
    const url = new URL(page.url());
    expect(url.pathname + url.search).toBe('/battles?tab=2');
  });

  it('a 401 from the API clears the token', async () => {
    await page.unroute('**/api/**');
    await openScreen(page, '/');
    await page.waitForFunction(() => localStorage.getItem('ca.token') === null);
  });

  it('the sign-in callback stores the token of a sign-in this tab started, and returns to the page', async () => {
    // The made-up token must not meet the real server's 401 (the test above removed the stub).
    await page.route('**/api/**', answerApi);
    await openScreen(page, '/auth/callback?token=t-2&redirect=%2Ffaq');
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await token()).toBeNull();
    await page.evaluate(() => sessionStorage.setItem('ca.signInNonce', 'n-3'));
    await openScreen(page, '/auth/callback?redirect=%2Ffaq&nonce=n-3&token=t-3');
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await token()).toBe('t-3');
  });
});

describe('language switching', () => {
  it('the picker changes prefix, texts and cookie, and a reload keeps them', async () => {
    await openScreen(page, '/about');
    expect(await heading(page)).toBe(messages('en').meta.about.title);
    await page.getByTestId('language-picker').click();
    await page.locator('[role="option"][data-locale="de"]').click();
    await page.waitForURL('**/de/about');
    expect(await heading(page)).toBe(messages('de').meta.about.title);
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    const cookie = await localeCookie();
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // 365 days, give or take the seconds the test takes.
    expect(Math.round((cookie!.expires - Date.now() / 1000) / 86_400)).toBe(365);

    await page.reload();
    await page.locator('[data-testid="page-title"]:visible').waitFor();
    expect(await whereIs(page)).toEqual({ path: '/de/about', title: messages('de').meta.about.title });
  });

  it('an unprefixed path redirects to the remembered locale', async () => {
    await openScreen(page, '/faq');
    expect(await whereIs(page)).toEqual({ path: '/de/faq', title: messages('de').meta.faq.title });
  });

  it('going back to English drops the prefix and remembers English', async () => {
    await page.getByTestId('language-picker').click();
    await page.locator('[role="option"][data-locale="en"]').click();
    await page.waitForURL((url) => url.pathname === '/faq');
    expect(await heading(page)).toBe(messages('en').meta.faq.title);
    expect((await localeCookie())?.value).toBe('en');
    await openScreen(page, '/tos');
    expect(new URL(page.url()).pathname).toBe('/tos');
  });

  it('a first visit follows the browser language list', async () => {
    const ctx = await newContext(browser, { locale: 'zh-TW' });
    const p = await ctx.newPage();
    await openScreen(p, '/privacy');
    expect(new URL(p.url()).pathname).toBe('/zh-TW/privacy');
    expect(await heading(p)).toBe(messages('zh-TW').meta.privacy.title);
    await ctx.close();
  });
});
