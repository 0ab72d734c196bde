// First load (issue 14): the served index.html preloads the visitor's locale file and the chunks and stylesheets of
// the screen at its path, every hinted file exists, and the browser uses what was preloaded (one request for the
// messages, no "preloaded but not used" warning) under the site's CSP.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, openContext } from './harness';
import { messages } from './locales';

let browser: Browser, context: BrowserContext;

beforeAll(async () => {
  ({ browser, context } = await openContext({ width: 412, height: 823, locale: 'de-DE' }));
});

afterAll(() => closeSession({ browser, context }));

/** The href of each hint the served page carries, by kind. */
async function hints(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { headers });
  const html = await res.text();
  const hrefs = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]);
  return {
    html,
    vary: res.headers.get('vary') ?? '',
    messages: hrefs(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g),
    modules: hrefs(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    styles: hrefs(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g),
  };
}

describe('preload hints in the served page', () => {
  it.each([
    ['/', 'en', 'HomePage'],
    ['/battles', 'en', 'BattlesPage'],
    ['/de/battles', 'de', 'BattlesPage'],
    ['/zh-CN/cases/open/redline-rush', 'zh-CN', 'CaseOpenPage'],
  ])(
    '%s: the %s messages and the screen (%s) with its stylesheets, all served',
    async (path, locale, page) => {
      const h = await hints(path);
      expect(h.messages).toEqual([`/_i18n/${locale}.json`]);
      expect(h.modules.some((m) => m.includes(`/${page}-`))).toBe(true);
      expect(h.styles.length).toBeGreaterThan(0);
      expect(h.vary).toMatch(/cookie/);
      for (const href of [...h.messages, ...h.modules, ...h.styles]) {
        const res = await fetch(`${baseUrl()}${href}`);
        expect(res.status, href).toBe(200);
      }
    },
  );

  it("follows the visitor's language cookie and browser languages when the path has no prefix", async () => {
    expect((await hints('/battles', { cookie: 'i18n_redirected=pl' })).messages).toEqual(['/_i18n/pl.json']);
    expect((await hints('/battles', { 'accept-language': 'uk-UA,uk;q=0.9' })).messages).toEqual([
      '/_i18n/uk.json',
    ]);
    expect((await hints('/battles', { 'accept-language': 'uk-UA,uk;q=0.9' })).html).toContain(
      '<html lang="uk-UA"',
    );
  });
});

describe('what the browser does with them', () => {
  it('fetches the messages once, uses every preload, and breaks no CSP rule', async () => {
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
    // The browser language is German: the hints and the app agree on it.
    await page.goto('/battles');
    await page.locator('[data-testid="page-title"]:visible').first().waitFor();
    expect(await page.title()).toContain(messages('de').meta.battles.title);
    // Chromium reports a preload left unused a few seconds after the load event.
    await page.waitForTimeout(3_500);
    expect(requests.filter((p) => p.startsWith('/_i18n/'))).toEqual(['/_i18n/de.json']);
    const twice = requests.filter((p, i) => p.startsWith('/assets/') && requests.indexOf(p) !== i);
    expect(twice).toEqual([]);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    await page.close();
  });
});
