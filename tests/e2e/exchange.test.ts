// The exchange as a new player meets it in Chromium on the built server: sign in, top up through the payment
// sandbox, open two cases (through the API: the case screens have their own e2e), then on /exchange give both won
// items for the dearest catalog item that fits after the 5% fee; the summary shows the figures before confirming,
// the change lands in the header's balance and the new item in active items, the given ones are gone. At 390 px
// nothing widens the page. Screenshots at 1280 and 390 px.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteExchange } from '../../src/domain/exchange';
import { formatMoney } from '../../src/domain/format';
import type { CaseSummary, CatalogItem, OpeningAnswer } from '../../src/protocol/catalog';
import type { ExchangeResult } from '../../src/protocol/exchange';
import type { ItemListAnswer } from '../../src/protocol/item';
import type { UserInfo } from '../../src/protocol/user';
import { api, fund, signInNewUser, type TestUser } from './cases-session';
import { baseUrl, closeSession, gotoAs, newContext, openPage } from './harness';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';
const money = (cents: number) => formatMoney(cents, 'en-US');
const nameOf = (i: CatalogItem) => `${i.weapon} | ${i.finish}`;

let browser: Browser, context: BrowserContext, page: Page;
let user: TestUser;

const coins = async () =>
  (await api<UserInfo>(baseUrl(), user, 'GET', '/v1/user/me')).wallets.find((w) => w.currency === 'coin')!
    .balance;
const text = async (p: Page, testId: string) => (await p.getByTestId(testId).textContent())?.trim() ?? '';

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context, page } = await openPage());
  user = await signInNewUser(baseUrl(), `swap${Date.now().toString(36)}`);
});

afterAll(() => closeSession({ browser, context }));

describe('the exchange', () => {
  it('signed out, it asks to sign in', async () => {
    await page.goto('/exchange');
    await page.getByTestId('exchange-signed-out').waitFor();
    expect(await page.getByTestId('exchange-give').count()).toBe(0);
  });

  it('a new player tops up, opens two cases, exchanges the two items for one and gets the change', async () => {
    await fund(baseUrl(), user, 10_000);
    const cases = await api<{ list: CaseSummary[] }>(baseUrl(), user, 'GET', '/v1/case/list?type=featured');
    const c = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const { opening } = await api<OpeningAnswer>(baseUrl(), user, 'POST', '/v1/case/open', {
      caseID: c.id,
      count: 2,
    });
    const won = opening.results.map((r) => r.item);
    const before = await coins();
    expect(before).toBe(10_000 - 2 * c.price);

    await gotoAs(page, user.token, `/exchange`);
    const give = page.getByTestId('exchange-give');
    await give.getByTestId('loot-pick').nth(1).waitFor();
    expect(await give.getByTestId('loot-pick').count()).toBe(2);
    // Nothing chosen yet: Confirm is off and says why.
    expect(await page.getByTestId('exchange-confirm').isDisabled()).toBe(true);
    expect(await text(page, 'exchange-reason')).toBe('Pick at least one of your items to give.');

    for (const card of await give.getByTestId('loot-pick').all()) await card.getByRole('button').click();
    const quoteGiven = quoteExchange(
      won.map((i) => i.price),
      [],
    );
    await expect.poll(() => text(page, 'exchange-give-total')).toBe(money(quoteGiven.givenTotal));
    expect(await text(page, 'exchange-reason')).toBe('Pick at least one item to receive.');

    // The dearest catalog item within what the two are worth after the fee.
    const fits = await api<ItemListAnswer>(
      baseUrl(),
      user,
      'GET',
      `/v1/item/list?maxPrice=${quoteGiven.credit}&sort=price_desc&limit=1`,
    );
    const target = fits.list[0];
    const receive = page.getByTestId('exchange-receive');
    await receive.getByTestId('item-sort').selectOption('price_desc');
    const first = receive.getByTestId('item-pick').first();
    await expect.poll(() => first.getByRole('button').getAttribute('aria-label')).toBe(nameOf(target));
    await first.getByRole('button').click();

    const quote = quoteExchange(
      won.map((i) => i.price),
      [target.price],
    );
    expect(quote.change).toBeGreaterThanOrEqual(0);
    await expect.poll(() => text(page, 'exchange-receive-total')).toBe(money(target.price));
    expect(await text(page, 'exchange-fee')).toBe(`−${money(quote.fee)}`);
    expect(await text(page, 'exchange-credit')).toBe(money(quote.credit));
    expect(await text(page, 'exchange-change')).toBe(money(quote.change));
    // What the player receives is never shown as a negative amount ("You receive −$0.09").
    expect(await text(page, 'exchange-received')).toBe(money(target.price));
    expect(await page.getByTestId('exchange-picked').getByRole('listitem').count()).toBe(1);
    expect(await page.getByTestId('exchange-reason').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/exchange-1280.png`, fullPage: true });

    const answer = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/exchange') && r.request().method() === 'POST',
    );
    await page.getByTestId('exchange-confirm').click();
    const res = await answer;
    expect(res.status()).toBe(200);
    const result = ((await res.json()) as { data: ExchangeResult }).data;
    expect(result).toMatchObject({
      givenTotal: quote.givenTotal,
      fee: quote.fee,
      receivedTotal: target.price,
      change: quote.change,
    });
    expect(result.received.map((l) => l.item.id)).toEqual([target.id]);

    await page
      .getByText(`Now in your active items: ${nameOf(target)}.`)
      .first()
      .waitFor();
    await expect.poll(() => text(page, 'balance-coin')).toBe(money(before + quote.change));
    expect(await coins()).toBe(before + quote.change);
    await page.getByTestId('exchange-history-row').first().waitFor();
    expect(await page.getByTestId('exchange-history-row').count()).toBe(1);

    await page.getByTestId('open-active-items').click();
    const dialog = page.getByTestId('active-items-dialog');
    await dialog
      .getByRole('button', { name: nameOf(target) })
      .first()
      .waitFor();
    expect(await dialog.getByTestId('active-item').count()).toBe(1);
    await page.keyboard.press('Escape');
  });

  it('fits 390 px with items picked on both sides', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    try {
      const p = await phone.newPage();
      await gotoAs(p, user.token, `/exchange`);
      const give = p.getByTestId('exchange-give');
      await give.getByTestId('loot-pick').first().getByRole('button').click();
      const receive = p.getByTestId('exchange-receive');
      await receive.getByTestId('item-pick').first().getByRole('button').click();
      await receive.getByTestId('item-pick').first().getByRole('button').click();
      expect(await p.getByTestId('exchange-picked').getByRole('listitem').count()).toBe(2);
      await p.getByTestId('exchange-history-row').first().waitFor();
      expect(await overflowing(p)).toEqual([]);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // From the top, so the sticky header is drawn where it belongs in the full-page picture.
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({ path: `${SHOTS}/exchange-390.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
