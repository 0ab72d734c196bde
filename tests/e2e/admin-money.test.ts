// The back office's Money area in Chromium: a finance staff member (granted from the command line, enrolled in
// TOTP) finds a player's paid sandbox order, refunds it with a reason, and reads the refund back in the order's
// audit trail; an admin finds the same entry in the audit log. Screenshots at 1280x800 and 390x844.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steamAccountId, tradeUrlOf } from '../../src/domain/trade-url';
import type { CaseSummary } from './cases-session';
import { api, fund } from './cases-session';
import { adminApi, newAccount, newStaff, openAdmin, type E2eAccount, type E2eStaff } from './admin-helpers';
import { baseUrl, closeSession, openPage } from './harness';

const SHOTS = 'tests/e2e/__screens__';
let browser: Browser, context: BrowserContext, page: Page;
let finance: E2eStaff;
let player: E2eAccount;
let tradeNo = '';

const shot = async (name: string) => {
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/admin-money-${name}.png`, fullPage: true });
};

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  page.setDefaultTimeout(15_000);
  const base = baseUrl();
  finance = await newStaff(base, 'fin-e2e', 'finance');
  player = await newAccount(base, 'payer-e2e');
  tradeNo = (
    await api<{ tradeNo: string }>(base, player, 'POST', '/v1/pay/order', { amount: 4200, method: 'card' })
  ).tradeNo;
  const paid = await fetch(`${base}/api/v1/pay/sandbox/confirm/${tradeNo}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(paid.status).toBe(200);
});

afterAll(() => closeSession({ browser, context }));

const coins = async () =>
  (await api<{ wallets: { balance: number }[] }>(baseUrl(), player, 'GET', '/v1/user/me')).wallets[0].balance;

describe('admin money', () => {
  it('a finance user refunds a paid sandbox order and reads it back in the audit trail', async () => {
    expect(await coins()).toBe(4200);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, finance, '/admin/money-orders');
    await page.getByTestId('orders-player').fill(player.userId);
    const row = page.getByTestId(`order-${tradeNo}`);
    await row.waitFor();
    expect(await row.getByTestId('order-status').textContent()).toBe('Paid');
    await shot('orders');
    await row.getByTestId('order-open').click();
    await page.getByTestId('order-detail').waitFor();
    expect(await page.getByTestId('order-events').textContent()).toContain('payment.succeeded');
    // Without a reason the server refuses and the page says why; nothing moves.
    await page.getByTestId('refund-submit').click();
    await expect.poll(() => page.getByTestId('refund-problem').textContent()).toContain('reason');
    expect(await coins()).toBe(4200);
    await page.getByTestId('refund-reason').fill('Payer asked for a refund by email');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-done').waitFor();
    const trail = page.getByTestId('order-audit-money.refund');
    await trail.waitFor();
    expect(await trail.textContent()).toContain('Payer asked for a refund by email');
    expect(await trail.textContent()).toContain('fin-e2e');
    expect(await page.getByTestId('detail-status').textContent()).toBe('Refunded');
    expect(await coins()).toBe(0);
    await shot('refunded');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('refunded-phone');
  });

  it('an admin finds the refund in the audit log, and the other Money pages render', async () => {
    const admin = await newStaff(baseUrl(), 'boss-e2e', 'admin');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, admin, '/admin/audit');
    await page.getByTestId('admin-audit').waitFor();
    await expect.poll(() => page.getByTestId('admin-audit').textContent()).toContain('money.refund');
    expect(await page.getByTestId('admin-audit').textContent()).toContain(
      'Payer asked for a refund by email',
    );
    // The chain, refund included, verifies.
    await page.getByTestId('admin-audit-verify').click();
    await page.getByTestId('admin-audit-verify-result').waitFor();
    expect(await page.getByTestId('admin-audit-verify-result').getAttribute('data-ok')).toBe('true');
    for (const [path, testId] of [
      ['money-withdrawals', 'money-withdrawals'],
      ['money-adjust', 'money-adjust'],
      ['money-house', 'money-house'],
    ] as const) {
      await openAdmin(page, admin, `/admin/${path}`);
      await page.getByTestId(testId).waitFor();
      await shot(path);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(`${path}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await openAdmin(page, admin, '/admin/money-house');
    await page.getByTestId('budget-player').fill(player.userId);
    await page.getByTestId('budget').waitFor();
    expect(await page.getByTestId('budget').textContent()).toContain('payer-e2e');
  });

  it('a finance user cancels a held withdrawal with a reason; the item is back with the player', async () => {
    const base = baseUrl();
    const trader = await newAccount(base, 'trader-e2e');
    await fund(base, trader, 10_000);
    await api(base, trader, 'POST', '/v1/user/prefs', {
      tradeURL: tradeUrlOf(steamAccountId(trader.steamId)!, 'AbCd-1_z'),
    });
    const cases = await api<{ list: CaseSummary[] }>(base, trader, 'GET', '/v1/case/list?type=featured');
    const cheapest = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const { opening } = await api<{ opening: { results: { lootID: string }[] } }>(
      base,
      trader,
      'POST',
      '/v1/case/open',
      { caseID: cheapest.id, count: 1 },
    );
    const lootID = opening.results[0].lootID;
    const { list } = await api<{ list: { id: string }[] }>(base, trader, 'POST', '/v1/loot/withdraw', {
      lootIDs: [lootID],
    });
    // Held at once, before the sandbox sends it (2 s after the request).
    await adminApi(base, finance, 'POST', `/money/withdrawals/${list[0].id}/hold`, {
      reason: 'Checking the account',
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, finance, '/admin/money-withdrawals');
    const row = page.getByTestId(`queue-row-${list[0].id}`);
    await row.waitFor();
    expect(await row.getByTestId('queue-status').textContent()).toBe('Under review');
    await page.getByTestId('queue-reason').fill('Stolen account reported');
    await shot('queue-held');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('queue-held-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.getByTestId('queue-cancel').click();
    await row.waitFor({ state: 'detached' });
    const pending = await api<{ list: { id: string }[] }>(
      base,
      trader,
      'GET',
      '/v1/loot/list?status=pending',
    );
    expect(pending.list.map((l) => l.id)).toContain(lootID);
    const mine = await api<{ list: { id: string; status: string }[] }>(
      base,
      trader,
      'GET',
      '/v1/loot/withdrawals',
    );
    expect(mine.list.find((w) => w.id === list[0].id)?.status).toBe('cancelled');
    // The case opened above is today's play: the house page shows its result, and the item held as exposure.
    await openAdmin(page, finance, '/admin/money-house');
    const daily = page.getByTestId('daily-results');
    await daily.waitFor();
    expect(await daily.textContent()).toContain('Cases');
    expect(await page.getByTestId('exposure-pending-loot').textContent()).not.toBe('$0.00');
    await shot('house-played');
  });
});
