// Player-made cases as people use them: player A builds a case in the generator (skins from the item picker,
// chances evened, edited and filled, the live price checked against the pricing rule, the name refused then
// accepted) and finds it in community cases; player B, in a second browser, tops up through the payment sandbox
// and opens it on its case page; A then sees the opening and the 1% earned on /my-cases. Screens at 1280 and
// 390 px (nothing wider than the phone), saved to /work/tmp/shots.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePrice } from '../../src/domain/odds';
import { creatorShare } from '../../src/domain/player-cases';
import type { CatalogItem } from '../../src/protocol/catalog';
import type { PlayerCaseDetail } from '../../src/protocol/player-case';
import { baseUrl, closeSession, gotoAs, newContext, openContext } from './harness';
import { overflowing } from './overflow';
import { signInNewUser, type TestUser } from './cases-session';

const SHOTS = '/work/tmp/shots';
// Three cheap skins whose finish names are each found by a search (the dearest is a few dollars).
const FINISHES = ['Tranquility', 'Worm God', 'Basilisk'];
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let browser: Browser, contextA: BrowserContext, page: Page, a: TestUser;
const extra: BrowserContext[] = [];
let made: PlayerCaseDetail;
const suffix = Date.now().toString(36).slice(-5);
const caseName = `Quokka Vault ${suffix}`;

/** The cheapest skin a search for `finish` lists first (as the picker lists it, price low to high). */
async function cheapest(finish: string): Promise<CatalogItem> {
  const res = await fetch(`${baseUrl()}/api/v1/item/list?q=${encodeURIComponent(finish)}&sort=price_asc`);
  return ((await res.json()) as { data: { list: CatalogItem[] } }).data.list[0];
}

/** Searches the picker and clicks the first card once it shows the search's result. */
async function pick(p: Page, finish: string): Promise<void> {
  await p.fill('[data-testid="generate-picker"] [data-testid="item-search"]', finish);
  const first = p.locator('[data-testid="generate-picker"] [data-testid="item-pick"]').first();
  await p.waitForFunction(
    (f) =>
      document
        .querySelector('[data-testid="generate-picker"] [data-testid="item-pick"]')
        ?.textContent?.includes(f) ?? false,
    finish,
  );
  await first.locator('button').click();
}

const chance = (p: Page, i: number) => p.locator('[data-testid="generate-chance"]').nth(i);
const text = async (p: Page, selector: string) => ((await p.locator(selector).textContent()) ?? '').trim();

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context: contextA } = await openContext());
  page = await contextA.newPage();
  a = await signInNewUser(baseUrl(), `maker${suffix}`);
});

afterAll(async () => {
  for (const c of extra) await c.close();
  await closeSession({ browser, context: contextA });
});

describe('player-made cases', () => {
  it('A builds a case: picks skins, shares 100%, sees the price the server will charge, names it and creates it', async () => {
    await gotoAs(page, a.token, `/generate-case`);
    await page.locator('[data-testid="generate-empty"]').waitFor();
    expect(await page.locator('[data-testid="not-open-yet"]').count()).toBe(0);
    expect(await page.locator('[data-testid="generate-create"]').isDisabled()).toBe(true);

    const items = await Promise.all(FINISHES.map(cheapest));
    for (const f of FINISHES) await pick(page, f);
    expect(await page.locator('[data-testid="generate-row"]').count()).toBe(3);
    // Until a chance is typed, every pick shares 100% evenly.
    expect(await Promise.all([0, 1, 2].map((i) => chance(page, i).inputValue()))).toEqual([
      '33.334',
      '33.333',
      '33.333',
    ]);
    expect(await page.locator('[data-testid="generate-total"]').getAttribute('data-state')).toBe('full');

    await chance(page, 0).fill('50');
    await chance(page, 1).fill('30');
    await page.locator('[data-testid="generate-total"][data-state="over"]').waitFor();
    expect(await text(page, '[data-testid="generate-total"]')).toContain('13.333% too much');
    expect(await text(page, '[data-testid="generate-price"]')).toBe('—');
    await page.locator('[data-testid="generate-fill"]').nth(2).click();
    expect(await chance(page, 2).inputValue()).toBe('20');
    await page.locator('[data-testid="generate-total"][data-state="full"]').waitFor();

    const price = casePrice([
      { item: items[0], chance: 50_000 },
      { item: items[1], chance: 30_000 },
      { item: items[2], chance: 20_000 },
    ]);
    expect(await text(page, '[data-testid="generate-price"]')).toBe(usd(price));
    expect(await text(page, '[data-testid="generate-share"]')).toBe(usd(creatorShare(price)));

    await page.fill('[data-testid="generate-name"]', 'ab');
    expect(await text(page, '[data-testid="generate-name-note"]')).toBe(
      'The name needs at least 3 characters.',
    );
    expect(await page.locator('[data-testid="generate-create"]').isDisabled()).toBe(true);
    await page.fill('[data-testid="generate-name"]', caseName);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-testid="generate-art"]');
      return img?.complete && img.src.includes('Quokka');
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/generate-case-1280.png`, fullPage: true });

    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/case/create'));
    await page.click('[data-testid="generate-create"]');
    const res = await answer;
    expect(res.status()).toBe(200);
    made = ((await res.json()) as { data: { case: PlayerCaseDetail } }).data.case;
    expect(made).toMatchObject({ title: caseName, type: 'player', visibility: 'public', price });
    expect(made.odds.rows.map((r) => r.chance).sort((x, y) => x - y)).toEqual([20_000, 30_000, 50_000]);
    await page.locator('[data-testid="generate-created"]').waitFor();
    expect(await page.locator('[data-testid="generate-created"] a').first().getAttribute('href')).toBe(
      `/cases/open/${made.id}`,
    );
  });

  it('fits a phone: the generator at 390 px', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    extra.push(phone);
    const small = await phone.newPage();
    await gotoAs(small, a.token, `/generate-case`);
    await small.locator('[data-testid="generate-empty"]').waitFor();
    await pick(small, FINISHES[0]);
    await pick(small, FINISHES[1]);
    await small.fill('[data-testid="generate-name"]', 'Phone Case');
    await small.locator('[data-testid="generate-total"][data-state="full"]').waitFor();
    expect(await overflowing(small)).toEqual([]);
    await small.evaluate(() => window.scrollTo(0, 0));
    await small.screenshot({ path: `${SHOTS}/generate-case-390.png`, fullPage: true });
  });

  it('A finds the new case in community cases, with its creator', async () => {
    await gotoAs(page, a.token, `/community-cases`);
    await page.fill('[data-testid="community-search"]', `quokka vault ${suffix}`);
    const tile = page.locator(`[data-testid="player-case"][data-case-id="${made.id}"]`);
    await tile.waitFor();
    expect(await page.locator('[data-testid="player-case"]').count()).toBe(1);
    expect(await tile.textContent()).toContain(caseName);
    expect(await tile.textContent()).toContain(`by maker${suffix}`);
    expect(await tile.textContent()).toContain('0 openings');
    expect(await page.locator('[data-testid="not-open-yet"]').count()).toBe(0);
  });

  it('B, in another browser, tops up through the payment sandbox and opens the case', async () => {
    const contextB = await newContext(browser);
    extra.push(contextB);
    const b = await contextB.newPage();
    const userB = await signInNewUser(baseUrl(), `opener${suffix}`);
    await gotoAs(b, userB.token, `/cases/open/${made.id}`);
    await b.locator('[data-testid="top-up"]').click();
    await b.getByTestId('pay-amount').fill('50');
    await b.getByTestId('pay-email').fill('opener@example.com');
    await b.getByTestId('pay-summary').getByText('$50.00').first().waitFor();
    const popup = contextB.waitForEvent('page', { timeout: 10_000 });
    await b.getByTestId('pay-checkout').click();
    const sandbox = await popup;
    await sandbox.waitForLoadState();
    await sandbox.click('button.primary');
    await sandbox.waitForLoadState();
    await sandbox.close();
    await b.reload();
    await b.getByTestId('balance-coin').getByText('$50.00').waitFor();

    await b.locator('[data-testid="case-balance"]').waitFor();
    expect(await text(b, '[data-testid="page-title"]')).toBe(caseName);
    // A player's case reads as a community case on its page.
    expect(await b.locator('header').getByText('Community cases').count()).toBeGreaterThan(0);
    const answer = b.waitForResponse(
      (r) => r.url().includes('/api/v1/case/open') && r.request().method() === 'POST',
    );
    await b.click('[data-testid="fast-spin"]');
    await b.click('[data-testid="open-button"]');
    expect((await answer).status()).toBe(200);
    await b.locator('[data-testid="won-items"]').waitFor({ timeout: 45_000 });
    await b
      .getByTestId('balance-coin')
      .getByText(usd(5000 - made.price))
      .waitFor();
  });

  it('A sees the opening and what it earned on /my-cases, and the case climbs in community cases', async () => {
    const share = creatorShare(made.price);
    expect(share).toBeGreaterThan(0);
    await gotoAs(page, a.token, `/my-cases`);
    const tile = page.locator(`[data-testid="my-cases-creations"] [data-case-id="${made.id}"]`).first();
    await tile.waitFor();
    await page
      .locator('[data-testid="my-cases-creations"]')
      .getByText('1 opening', { exact: true })
      .waitFor();
    expect(await text(page, '[data-testid="my-creation-earned"]')).toBe(`Earned ${usd(share)}`);
    expect(await text(page, '[data-testid="my-creations-earned"]')).toBe(usd(share));
    expect(await text(page, '[data-testid="my-creations-openings"]')).toBe('1');
    await page.getByTestId('balance-coin').getByText(usd(share)).waitFor();
    await page.locator('[data-testid="my-cases-pinned"]').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/my-cases-1280.png`, fullPage: true });

    await gotoAs(page, a.token, `/community-cases`);
    await page.click('[data-testid="community-24h"]');
    const ranked = page.locator(`[data-testid="player-case"][data-case-id="${made.id}"]`);
    await ranked.getByText('1 opening in 24 h').waitFor();
    expect(await page.locator('[data-testid="player-case"]').first().getAttribute('data-case-id')).toBe(
      made.id,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/community-cases-1280.png`, fullPage: true });

    const phone = await newContext(browser, { width: 390, height: 844 });
    extra.push(phone);
    const small = await phone.newPage();
    await small.goto('/community-cases');
    await small.locator(`[data-testid="player-case"][data-case-id="${made.id}"]`).waitFor();
    expect(await overflowing(small)).toEqual([]);
    await small.screenshot({ path: `${SHOTS}/community-cases-390.png`, fullPage: true });
  });
});
