// A withdrawal to Steam as a new player meets it in Chromium on the built server (sandbox trade provider, its
// default timings): with no trade URL saved, active items say so and lead to Settings; a bad trade URL is refused
// with how to fix it and where Steam shows it; a good one is saved; a case is opened (through the API: the case
// screens have their own e2e), its item withdrawn from active items, and its status moves from withdrawing to
// accepted with no reload. At 390 px nothing widens the page. Screenshots at 1280 and 390 px.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STEAM_TRADE_URL_PAGE, steamAccountId, tradeUrlOf } from '../../src/domain/trade-url';
import type { CaseSummary, OpeningAnswer } from '../../src/protocol/catalog';
import type { WithdrawalsAnswer } from '../../src/protocol/trade';
import { api, fund, signInNewUser, type TestUser } from './cases-session';
import { baseUrl, closeSession, following, gotoAs, newContext, openPage } from './harness';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';
/** Another Steam account's trade URL (partner 123456789 is nobody's here). */
const FOREIGN_URL = 'https://steamcommunity.com/tradeoffer/new/?partner=123456789&token=AbCd-1_z';
/** The player's own trade URL: its partner is their SteamID64 - 76561197960265728. */
let GOOD_URL = '';

let browser: Browser, context: BrowserContext, page: Page;
let user: TestUser;

/** Opens one of the cheapest paid cases through the API; returns the won loot's id. */
async function openCase(): Promise<string> {
  const cases = await api<{ list: CaseSummary[] }>(baseUrl(), user, 'GET', '/v1/case/list?type=featured');
  const c = [...cases.list].sort((a, b) => a.price - b.price)[0];
  const { opening } = await api<OpeningAnswer>(baseUrl(), user, 'POST', '/v1/case/open', {
    caseID: c.id,
    count: 1,
  });
  return opening.results[0].lootID;
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context, page } = await openPage());
  user = await signInNewUser(baseUrl(), `wd${Date.now().toString(36)}`);
  await fund(baseUrl(), user, 10_000);
  const me = await api<{ user: { steamID: string } }>(baseUrl(), user, 'GET', '/v1/user/me');
  GOOD_URL = tradeUrlOf(steamAccountId(me.user.steamID)!, 'AbCd-1_z');
});

afterAll(() => closeSession({ browser, context }));

describe('withdrawing a won item to Steam', () => {
  let lootID: string;

  it('without a trade URL, active items say so and lead to Settings, where a bad URL is explained', async () => {
    lootID = await openCase();
    await gotoAs(page, user.token, `/`);
    await page.getByTestId('open-active-items').click();
    const tile = page.getByTestId('active-item');
    await tile.first().waitFor();
    await tile.first().locator('button[aria-pressed]').click();
    await page.getByTestId('withdraw-no-trade-url').waitFor();
    expect(await page.getByTestId('withdraw-selected').isDisabled()).toBe(true);
    expect(await page.getByTestId('withdraw-selected').textContent()).toBe('Withdraw (1)');

    await page.getByTestId('withdraw-open-settings').click();
    await page.getByTestId('settings-dialog').waitFor();
    await page.getByTestId('settings-menu-trade').click();
    await page
      .getByTestId('settings-trade')
      .fill('https://steamcommunity.com/tradeoffer/new/?partner=123456789');
    await page.getByTestId('settings-trade-save').click();
    const problem = page.getByTestId('trade-url-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toBe(
      'The token is missing. Copy the whole link again, including &token=',
    );
    const fix = page.getByTestId('trade-url-fix');
    expect(await fix.textContent()).toContain('Trade Offers');
    expect(await fix.getByRole('link').getAttribute('href')).toBe(STEAM_TRADE_URL_PAGE);
    await page.screenshot({ path: `${SHOTS}/withdraw-trade-url-1280.png` });
    // Nothing was saved.
    const me = await api<{ prefs: { tradeURL: string } }>(baseUrl(), user, 'GET', '/v1/user/me');
    expect(me.prefs.tradeURL).toBe('');
    await page.getByTestId('settings-trade').fill('https://steamcommunity.com/id/me/tradeoffers/');
    expect(await problem.count()).toBe(0);
    await page.getByTestId('settings-trade-save').click();
    await problem.getByText('That is another Steam page.', { exact: false }).waitFor();
  });

  it("refuses another Steam account's trade URL, saves the player's own, withdraws and sees accepted live", async () => {
    await page.getByTestId('settings-trade').fill(FOREIGN_URL);
    await page.getByTestId('settings-trade-save').click();
    await page
      .getByTestId('trade-url-problem')
      .getByText('That trade URL belongs to another Steam account.', { exact: false })
      .waitFor();
    expect(
      (await api<{ prefs: { tradeURL: string } }>(baseUrl(), user, 'GET', '/v1/user/me')).prefs.tradeURL,
    ).toBe('');
    await page.getByTestId('settings-trade').fill(`  ${GOOD_URL}  `);
    await page.getByTestId('settings-trade-save').click();
    await page.getByRole('alert').getByText('Trade URL saved.').first().waitFor();
    expect(
      (await api<{ prefs: { tradeURL: string } }>(baseUrl(), user, 'GET', '/v1/user/me')).prefs.tradeURL,
    ).toBe(GOOD_URL);
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-dialog').waitFor({ state: 'hidden' });

    await page.getByTestId('open-active-items').click();
    const tile = page.getByTestId('active-item');
    await tile.first().waitFor();
    await page.getByTestId('withdraw-lead').waitFor();
    await tile.first().locator('button[aria-pressed]').click();
    await following(
      page,
      `user:${(await api<{ user: { userID: string } }>(baseUrl(), user, 'GET', '/v1/user/me')).user.userID}`,
    );
    await page.getByTestId('withdraw-selected').click();
    const row = page.locator(`[data-testid="withdrawal"][data-loot-id="${lootID}"]`);
    await row.waitFor();
    expect(['withdrawing', 'sent']).toContain(await row.getAttribute('data-status'));
    // The item left the pending list at once.
    await page.getByText('Nothing here yet').waitFor();
    await page.locator(`[data-testid="withdrawal"][data-loot-id="${lootID}"][data-status="sent"]`).waitFor({
      timeout: 20_000,
    });
    expect(await row.getByTestId('withdrawal-status').textContent()).toBe('Offer sent');
    await page
      .locator(`[data-testid="withdrawal"][data-loot-id="${lootID}"][data-status="accepted"]`)
      .waitFor({
        timeout: 30_000,
      });
    expect(await row.getByTestId('withdrawal-status').textContent()).toBe('Accepted');
    // The sandbox says what happened: nothing reached a Steam inventory.
    expect(await row.textContent()).toContain(
      'Simulated: marked accepted; nothing was sent to your Steam inventory.',
    );
    expect(await page.getByTestId('withdrawals').textContent()).toContain(
      'no real Steam trade offer is sent',
    );
    const { list } = await api<WithdrawalsAnswer>(baseUrl(), user, 'GET', '/v1/loot/withdrawals');
    expect(list.map((w) => [w.lootID, w.status])).toEqual([[lootID, 'accepted']]);
    const withdrawn = await api<{ list: { id: string }[] }>(
      baseUrl(),
      user,
      'GET',
      '/v1/loot/list?status=withdrawn',
    );
    expect(withdrawn.list.map((l) => l.id)).toEqual([lootID]);
    await page.screenshot({ path: `${SHOTS}/withdraw-1280.png` });
  });

  it('fits a 390 px phone: the list and the Withdraw action, nothing wider than the screen', async () => {
    const next = await openCase();
    const phone = await newContext(browser, { width: 390, height: 844 });
    try {
      const p = await phone.newPage();
      await gotoAs(p, user.token, `/`);
      await p.getByTestId('user-menu').click();
      await p.getByTestId('menu-active-items').click();
      await p
        .locator(`[data-testid="withdrawal"][data-loot-id="${lootID}"][data-status="accepted"]`)
        .waitFor();
      const tile = p.getByTestId('active-item');
      await tile.first().waitFor();
      await tile.first().locator('button[aria-pressed]').click();
      expect(await p.getByTestId('withdraw-selected').isEnabled()).toBe(true);
      expect(await overflowing(p)).toEqual([]);
      await p.screenshot({ path: `${SHOTS}/withdraw-390.png` });
      await p.getByTestId('withdraw-selected').click();
      // While the confirmation toast is still arriving (it drops in from above on a phone), nothing is wider.
      const toast = p.locator('section[aria-live="polite"] [role="status"]').last();
      await toast.waitFor();
      expect(await overflowing(p)).toEqual([]);
      await p.locator(`[data-testid="withdrawal"][data-loot-id="${next}"]`).waitFor();
      expect(await overflowing(p)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
