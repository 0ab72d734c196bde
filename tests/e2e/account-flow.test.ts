// A new player's account journey in Chromium: sign in through the local provider, top up through the sandbox,
// open a case (API), sell the item in Active items, set a top-up limit and see a larger order refused.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, openPage } from './harness';

const SHOTS = 'tests/e2e/__screens__';
let browser: Browser, context: BrowserContext, page: Page;
let userId = '';

async function api<T>(p: Page, path: string, body?: unknown): Promise<T> {
  return p.evaluate(
    async ({ path, body }) => {
      const token = localStorage.getItem('ca.token');
      const res = await fetch(`/api${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { data: T }).data;
    },
    { path, body },
  );
}

/** Screenshot after the dialog's entry animation has settled. */
async function shot(name: string, p: Page = page): Promise<void> {
  await p.waitForTimeout(350);
  await p.screenshot({ path: `${SHOTS}/account-${name}.png` });
}

/** Clicks the element `target`, waits for `shows` to appear and takes the screenshot `name`. */
async function clickAndShoot(target: string, shows: string, name: string): Promise<void> {
  await page.getByTestId(target).click();
  await page.getByTestId(shows).waitFor();
  await shot(name);
}

beforeAll(async () => {
  // The server's public URL is http://localhost:<port>; sign-in only returns to that origin.
  const url = new URL(baseUrl());
  url.hostname = 'localhost';
  ({ browser, context, page } = await openPage({ baseURL: url.origin }));
  page.setDefaultTimeout(10_000);
});

afterAll(() => closeSession({ browser, context }));

describe('account flow', () => {
  it('signed out: the header offers Sign in; Settings shows disabled items and a sign-in prompt', async () => {
    await page.goto('/faq');
    await page.getByTestId('sign-in').waitFor();
    await shot('header-signed-out');
    await page.getByTestId('open-settings').click();
    await page.getByTestId('settings-signin-prompt').waitFor();
    expect(await page.getByTestId('settings-menu-email').isDisabled()).toBe(true);
    expect(await page.getByTestId('sound-classic').isDisabled()).toBe(true);
    await shot('settings-signed-out');
    await page.keyboard.press('Escape');
  });

  it('a failed sign-in comes back to the page with a translated error toast', async () => {
    await page.goto('/auth/callback?error=replayed&redirect=%2Ffaq');
    await page.waitForURL((u) => new URL(u).pathname === '/faq');
    await page.getByText('This sign-in link was already used. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ca.token'))).toBeNull();
  });

  it('phone width, signed out: login and settings dialogs', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await clickAndShoot('sign-in', 'login-dialog', '390-login');
    await page.keyboard.press('Escape');
    await clickAndShoot('open-settings', 'settings-signin-prompt-menu', '390-settings-signed-out');
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('the Steam button stays disabled until both boxes are ticked', async () => {
    await page.getByTestId('sign-in').click();
    const steam = page.getByTestId('login-steam');
    expect(await steam.isDisabled()).toBe(true);
    await page.getByTestId('login-terms').check({ force: true });
    expect(await steam.isDisabled()).toBe(true);
    await page.getByTestId('login-age').check({ force: true });
    await page.getByTestId('login-terms').uncheck({ force: true });
    expect(await steam.isDisabled()).toBe(true);
    await page.getByTestId('login-terms').check({ force: true });
    expect(await steam.isEnabled()).toBe(true);
    await shot('login');
  });

  it('signs in through the local provider and comes back signed in with 0.00', async () => {
    await page.getByTestId('login-steam').click();
    await page.waitForURL(/local-provider/);
    await page.fill('input[name="nickname"]', `e2e${Date.now().toString(36)}`);
    await page.click('button.primary');
    await page.waitForURL((u) => new URL(u).pathname === '/faq');
    await page.getByTestId('balance-coin').getByText('0.00').waitFor();
    expect(new URL(page.url()).search).not.toContain('token');
    const me = await api<{ user: { userID: string } }>(page, '/v1/user/me');
    userId = me.user.userID;
    await shot('header-signed-in');
  });

  it('the Payments dialog validates email and amount', async () => {
    await page.getByTestId('top-up').click();
    const amount = page.getByTestId('pay-amount');
    await amount.waitFor();
    await amount.fill('');
    await page.getByTestId('pay-amount-error').getByText('Enter an amount').waitFor();
    expect(await page.getByTestId('pay-checkout').isDisabled()).toBe(true);
    await amount.fill('2');
    await page.getByTestId('pay-amount-error').getByText('The minimum for this method is $5.00').waitFor();
    expect(await page.getByTestId('pay-checkout').isDisabled()).toBe(true);
    await amount.fill('12ab34567');
    expect(await amount.inputValue()).toBe('5000'); // digits only, clamped to the card maximum
    await amount.fill('50');
    await page.getByTestId('pay-summary').getByText('$50.00').first().waitFor();
    await page.getByTestId('pay-checkout').click();
    await page.getByTestId('pay-email-error').getByText('Email is required').waitFor();
    await page.getByTestId('pay-email').fill('not an email');
    await page.getByTestId('pay-email-error').getByText('Please enter a valid email address').waitFor();
    await shot('payments-validation');
  });

  it('tops up through the sandbox tab and the balance shows the amount', async () => {
    await page.getByTestId('pay-email').fill('player@example.com');
    await page.getByTestId('pay-summary').getByText('$50.00').first().waitFor();
    const popup = context.waitForEvent('page', { timeout: 10_000 });
    await page.getByTestId('pay-checkout').click();
    await page
      .getByText('Please wait for the payment to complete, you will be redirected to the payment page')
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ca.pay.tradeNo'))).toMatch(/\S+/);
    const sandbox = await popup;
    await sandbox.waitForLoadState();
    await sandbox.click('button.primary');
    await sandbox.waitForLoadState();
    await shot('sandbox-paid', sandbox);
    await sandbox.close();
    await page.reload();
    await page.waitForTimeout(2000);
    await shot('after-pay');
    await page.getByTestId('balance-coin').getByText('50.00').waitFor();
  });

  it('opens a case through the API, sees the item in Active items, sells it and the balance follows', async () => {
    const cases = await api<{ list: { id: string; price: number; type: string }[] }>(page, '/v1/case/list');
    // A paid case (daily cases are opened free on /daily-cases, never bought).
    const pick = cases.list
      .filter((c) => c.price <= 5000 && c.type !== 'daily')
      .sort((a, b) => b.price - a.price)[0];
    await api(page, '/v1/case/open', { caseID: pick.id, count: 1 });
    await page.reload();
    const afterOpen = (
      await api<{ wallets: { currency: string; balance: number }[] }>(page, '/v1/user/me')
    ).wallets.find((w) => w.currency === 'coin')!.balance;
    await page
      .getByTestId('balance-coin')
      .getByText((afterOpen / 100).toFixed(2))
      .waitFor();
    await page.getByTestId('open-active-items').click();
    const tile = page.getByTestId('active-item');
    await tile.first().waitFor();
    expect(await tile.count()).toBe(1);
    expect(await page.getByTestId('sell-selected').isDisabled()).toBe(true);
    await tile.first().locator('button[aria-pressed]').click();
    await page.getByTestId('selection-summary').getByText('Selected: 1').waitFor();
    expect(await page.getByTestId('sell-selected').isEnabled()).toBe(true);
    await shot('active-items');
    const loot = await api<{ list: { item: { price: number } }[] }>(page, '/v1/loot/list?status=pending');
    const price = loot.list[0].item.price;
    await page.getByTestId('sell-one').click();
    await page.getByText('Nothing here yet').waitFor();
    await page
      .getByTestId('balance-coin')
      .getByText(((afterOpen + price) / 100).toFixed(2))
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('sets a top-up limit in Settings > Self care; a larger order is refused with a clear message', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-settings').click();
    await page.getByTestId('settings-menu-care').click();
    await page.getByTestId('limit-input').fill('10');
    await page.getByTestId('limit-minus').click();
    expect(await page.getByTestId('limit-input').inputValue()).toBe('9');
    await page.getByTestId('limit-plus').click();
    await page.getByTestId('limit-days-1').click();
    await page.getByTestId('limit-apply').click();
    await page.getByTestId('restriction-confirm-text').getByText('$10.00').waitFor();
    await shot('selfcare-confirm');
    await page.getByTestId('confirm-restriction').click();
    await page
      .getByTestId('restrictions')
      .getByText(/Top-up limit \$10\.00 per 1 day/)
      .waitFor();
    // Loosening is refused while the limit holds.
    await page.getByTestId('limit-input').fill('20');
    await page.getByTestId('limit-apply').click();
    await page.getByTestId('confirm-restriction').click();
    await page
      .getByTestId('selfcare-message')
      .getByText(/already in force/)
      .waitFor();
    await shot('settings-selfcare');
    await page.getByTestId('settings-menu-fair').click();
    await page.getByTestId('client-seed').waitFor();
    await page.getByTestId('new-client-seed').fill('bad:seed');
    expect(await page.getByTestId('change-seed').isDisabled()).toBe(true);
    await page.getByTestId('new-client-seed').fill('my-lucky-seed');
    await page.getByTestId('change-seed').click();
    await page.getByTestId('client-seed').getByText('my-lucky-seed').waitFor();
    await shot('settings-fair');
    await page.keyboard.press('Escape');

    await page.getByTestId('top-up').click();
    await page.getByTestId('pay-amount').fill('50');
    await page.getByTestId('pay-email').fill('player@example.com');
    await page.getByTestId('pay-summary').getByText('$50.00').first().waitFor();
    await page.getByTestId('pay-checkout').click();
    const refusal = page.getByTestId('pay-refusal');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('over your self-care limit of $10.00 per 1 day');
    await shot('payments-refused');
    await page.keyboard.press('Escape');
  });

  it('profile and payment history: the owner sees orders, others see a private state', async () => {
    await page.goto(`/profile/${userId}`);
    await page.getByTestId('profile-stats').getByText('1').first().waitFor();
    await shot('profile');
    await page.goto(`/profile/${userId}/payments`);
    await page.getByTestId('orders').getByText('Paid').first().waitFor();
    await shot('profile-payments');
    await page.goto('/profile/someone-else/payments');
    await page.getByTestId('payments-private').waitFor();
  });

  it('phone width: header and dialogs fit 390 px', async () => {
    // Two fresh items so the phone Active items screenshot has cards.
    const cases = await api<{ list: { id: string; price: number; type: string }[] }>(page, '/v1/case/list');
    const cheapest = cases.list.filter((c) => c.type !== 'daily').sort((a, b) => a.price - b.price)[0];
    await api(page, '/v1/case/open', { caseID: cheapest.id, count: 2 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByTestId('balance-coin').waitFor();
    await shot('390-header');
    await clickAndShoot('balance-coin', 'pay-amount', '390-payments');
    await clickAndShoot('open-exchange', 'exchange-panel', '390-exchange');
    await page.keyboard.press('Escape');
    // Phones reach Active items through the user menu.
    expect(await page.getByTestId('open-active-items').isVisible()).toBe(false);
    await page.getByTestId('user-menu').click();
    await shot('390-user-menu');
    await page.getByTestId('menu-active-items').click();
    await page.getByTestId('active-item').first().waitFor();
    await page.getByTestId('select-all').click();
    await page.getByTestId('selection-summary').getByText('Selected: 2').waitFor();
    await shot('390-active-items');
    await page.keyboard.press('Escape');
    await page.getByTestId('user-menu').click();
    await clickAndShoot('menu-settings', 'settings-menu-care', '390-settings-menu');
    await clickAndShoot('settings-menu-care', 'selfcare-section', '390-settings-content');
    await page.keyboard.press('Escape');
    await page.goto(`/profile/${userId}`);
    await page.getByTestId('profile-stats').waitFor();
    await shot('390-profile');
  });

  it('signing out clears the session and shows Sign in again', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.getByTestId('sign-in').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ca.token'))).toBeNull();
  });
});
