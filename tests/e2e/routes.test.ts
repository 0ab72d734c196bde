// Every static screen answers in English and two prefixed locales; bad prefixes, unknown paths and failed checks show not-found.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, heading, openPage, openScreen, whereIs } from './harness';
import { messages } from './locales';

// Path and the `meta` key of each of SPEC's 27 static screens and of the API reference (/developers).
const STATIC: [string, string][] = [
  ['/', 'home'],
  ['/faq', 'faq'],
  ['/tos', 'tos'],
  ['/about', 'about'],
  ['/hunts', 'hunts'],
  ['/survey', 'survey'],
  ['/survey-welcome', 'surveyWelcome'],
  ['/privacy', 'privacy'],
  ['/cookie-policy', 'cookiePolicy'],
  ['/cardholder-agreement', 'cardholder'],
  ['/support', 'support'],
  ['/upgrade', 'upgrade'],
  ['/exchange', 'exchange'],
  ['/missions', 'missions'],
  ['/my-cases', 'myCases'],
  ['/cases/fun', 'funCases'],
  ['/not-found', 'notFound'],
  ['/pre-battle', 'preBattle'],
  ['/ui-avatars', 'uiAvatars'],
  ['/battles', 'battles'],
  ['/battles/new', 'battleNew'],
  ['/daily-cases', 'dailyCases'],
  ['/generate-case', 'generateCase'],
  ['/provably-fair', 'provablyFair'],
  ['/developers', 'developers'],
  ['/community-cases', 'communityCases'],
  ['/event/feast', 'feast'],
  ['/event/giveaway', 'giveaway'],
  ['/event/leaderboard', 'leaderboard'],
  ['/event/marketplace', 'marketplace'],
];

let browser: Browser, context: BrowserContext, page: Page;

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
});

afterAll(() => closeSession({ browser, context }));

describe.each(['en', 'de', 'zh-CN'])('static screens in %s', (code) => {
  const m = messages(code);
  const prefix = code === 'en' ? '' : `/${code}`;
  beforeAll(async () => {
    await openScreen(page, prefix || '/');
  });
  // Client-side navigation (what a link does) keeps the run fast; the first screen of each locale is a full load.
  it.each(STATIC)('%s renders its own page', async (path, key) => {
    const url = path === '/' ? prefix || '/' : prefix + path;
    const title = `${m.meta[key].title} · ${m.brand.name}`;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForFunction((t) => document.title === t, title);
    expect(new URL(page.url()).pathname).toBe(url);
    // The heading is the screen's own (features may add data to it); the document title is exactly the SPEC format.
    expect(await heading(page)).not.toBe('');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
      m.meta[key].description,
    );
    if (key !== 'notFound') expect(await page.locator('[data-testid="not-found"]:visible').count()).toBe(0);
  });

  it('the same screens answer a full page load', async () => {
    for (const [path, key] of STATIC.filter((_, i) => i % 9 === 0)) {
      const url = path === '/' ? prefix || '/' : prefix + path;
      await openScreen(page, url);
      expect(await page.title()).toBe(`${m.meta[key].title} · ${m.brand.name}`);
    }
  });
});

describe('parameterised screens', () => {
  it.each([
    ['/cases/knives', 'caseType'],
    ['/cases/open/42', 'caseOpen'],
    ['/battles/view/b-42', 'battleView'],
    ['/profile/76561198000000000', 'profile'],
    ['/profile/76561198000000000/payments', 'payments'],
    ['/cases/42/odds-history', 'oddsHistory'],
    ['/event/giveaway-result/7', 'giveawayResult'],
  ])('%s renders', async (path, key) => {
    await openScreen(page, `/pl${path}`);
    // Headings of these screens may carry their data (a case type, a player); the document title is fixed.
    expect(await page.title()).toBe(`${messages('pl').meta[key].title} · CaseArena`);
    expect(await page.locator('[data-testid="not-found"]').count()).toBe(0);
  });
});

describe('not found', () => {
  it('an unsupported locale prefix lands on /not-found', async () => {
    await openScreen(page, '/xx/battles');
    expect(new URL(page.url()).pathname).toBe('/not-found');
    await page.locator('[data-testid="not-found"]').waitFor();
  });

  it('an unmatched path shows the not-found page', async () => {
    await openScreen(page, '/definitely/not/here');
    expect(await whereIs(page)).toEqual({ path: '/not-found', title: messages('en').meta.notFound.title });
  });

  it('an unmatched path under a locale keeps the locale', async () => {
    await openScreen(page, '/de/gibt/es/nicht');
    expect(await whereIs(page)).toEqual({ path: '/de/not-found', title: messages('de').meta.notFound.title });
  });

  it('a failed validate check shows the not-found page in place', async () => {
    await openScreen(page, '/battles/view/not$valid');
    expect(new URL(page.url()).pathname).toBe('/battles/view/not$valid');
    await page.locator('[data-testid="not-found"]').waitFor();
    expect(await page.title()).toBe(`${messages('en').meta.notFound.title} · CaseArena`);
  });
});
