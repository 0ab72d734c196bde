// First load (issue 14): the served index.html carries the visitor's language and preloads its message file, and the
// browser uses that preload (one request for the messages, no "preloaded but not used" warning) under the site's CSP.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, openContext } from './harness';
import { messages } from './locales';

let browser: Browser, context: BrowserContext;

beforeAll(async () => {
  ({ browser, context } = await openContext({ width: 412, height: 823, locale: 'de-DE' }));
});

afterAll(() => closeSession({ browser, context }));

/** The served page of `path` for a visitor sending `headers`: its preloads, language and Vary header. */
async function served(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { headers });
  const html = await res.text();
  return {
    preloads: [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map(
      (m) => m[1],
    ),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    vary: res.headers.get('vary') ?? '',
  };
}

describe('the served page', () => {
  it.each([
    ['/', 'en', 'en-US'],
    ['/de/battles', 'de', 'de-DE'],
    ['/zh-CN/cases/open/redline-rush', 'zh-CN', 'zh-CN'],
  ])('%s preloads the %s messages, which the server has', async (path, locale, lang) => {
    const page = await served(path);
    expect(page).toMatchObject({ preloads: [`/_i18n/${locale}.json`], lang });
    expect(page.vary).toMatch(/cookie/);
    expect((await fetch(`${baseUrl()}/_i18n/${locale}.json`)).status).toBe(200);
  });

  it("follows the visitor's language cookie and browser languages when the path has no prefix", async () => {
    expect((await served('/battles', { cookie: 'i18n_redirected=pl' })).preloads).toEqual(['/_i18n/pl.json']);
    expect(await served('/battles', { 'accept-language': 'uk-UA,uk;q=0.9' })).toMatchObject({
      preloads: ['/_i18n/uk.json'],
      lang: 'uk-UA',
    });
  });
});

describe('what the browser does with it', () => {
  it('fetches the messages once, uses the preload, and breaks no CSP rule', async () => {
    const page = await context.newPage();
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.addInitScript(() => {
      const w = window as unknown as { __csp: string[] };
      w.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    // The browser language is German: the preload and the app agree on it.
    await page.goto('/battles');
    await page.locator('[data-testid="page-title"]:visible').first().waitFor();
    expect(await page.title()).toContain(messages('de').meta.battles.title);
    // Chromium reports a preload left unused a few seconds after the load event.
    await page.waitForTimeout(3_500);
    expect(requests.filter((p) => p.startsWith('/_i18n/'))).toEqual(['/_i18n/de.json']);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await page.close();
  });
});

describe('the demo ribbon', () => {
  it('is in the first render: the page names the demo providers, so it does not wait for /meta/site', async () => {
    const page = await context.newPage();
    // /meta/site never answers: what the ribbon shows comes from the served page alone.
    await page.route('**/api/v1/meta/site', () => undefined);
    await page.goto('/battles');
    await page.locator('[data-testid="page-title"]:visible').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.demo)).toBe('sign-in payments');
    expect(await page.getByTestId('demo-ribbon').isVisible()).toBe(true);
    expect(await page.getByTestId('demo-ribbon').textContent()).toBe(messages('de').demo.ribbon.both);
    await page.close();
  });
});
