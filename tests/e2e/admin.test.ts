// The back office as a new admin meets it in Chromium on the built server: granted from the command line, enrols
// TOTP (the secret read from the enrolment screen, codes computed with otplib), finds a player, holds their
// withdrawals (the player's withdrawal is then refused), and reads each action back in the audit log, whose chain
// verifies. A player who opens /admin is refused.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steamAccountId, tradeUrlOf } from '../../src/domain/trade-url';
import type { CaseSummary, OpeningAnswer } from '../../src/protocol/catalog';
import { api, fund } from './cases-session';
import { adminCli, newAccount, openAdmin, totp, type E2eAccount } from './admin-helpers';
import { baseUrl, closeSession, gotoAs, openPage } from './harness';

const SHOTS = process.env.ADMIN_SHOTS_DIR ?? '';

let browser: Browser, context: BrowserContext, page: Page;
let admin: E2eAccount, player: E2eAccount;
let lootID = '';

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  const stamp = Date.now().toString(36);
  admin = await newAccount(baseUrl(), `boss${stamp}`);
  player = await newAccount(baseUrl(), `pl${stamp}`);
  await fund(baseUrl(), player, 10_000);
  const cases = await api<{ list: CaseSummary[] }>(baseUrl(), player, 'GET', '/v1/case/list?type=featured');
  const c = [...cases.list].sort((a, b) => a.price - b.price)[0];
  const { opening } = await api<OpeningAnswer>(baseUrl(), player, 'POST', '/v1/case/open', {
    caseID: c.id,
    count: 1,
  });
  lootID = opening.results[0].lootID;
  await api(baseUrl(), player, 'POST', '/v1/user/prefs', {
    tradeURL: tradeUrlOf(steamAccountId(player.steamId)!, 'AbCd-1_z'),
  });
});

afterAll(() => closeSession({ browser, context }));

const shot = async (name: string) => {
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  }
};

describe('the back office for a new admin', () => {
  it('refuses a player who opens /admin', async () => {
    await gotoAs(page, player.token, '/admin');
    await page.getByTestId('admin-refused').waitFor();
    expect(await page.getByTestId('admin-refused').textContent()).toContain('Staff only');
  });

  it('grants from the command line, enrols TOTP with recovery codes, and signs in', async () => {
    expect(await adminCli('grant', admin.steamId, 'admin')).toContain('is now admin');
    await openAdmin(page, { token: admin.token, staffToken: null });
    await page.getByTestId('admin-enrol-start').click();
    const secret = (await page.getByTestId('admin-enrol-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.locator('[data-testid="admin-enrol"] img').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    await shot('admin-enrol-1280');
    await page.getByTestId('admin-enrol-code').fill('000000');
    await page.getByTestId('admin-enrol-confirm').click();
    await page.getByText('That code is not valid').waitFor();
    await page.getByTestId('admin-enrol-code').fill(await totp(secret));
    await page.getByTestId('admin-enrol-confirm').click();
    await page.getByTestId('admin-recovery-codes').waitFor();
    expect(await page.getByTestId('admin-recovery-codes').locator('li').count()).toBe(10);
    await page.getByTestId('admin-recovery-done').click();
    await page.getByTestId('admin-me').waitFor();
    expect(await page.getByTestId('admin-role').textContent()).toBe('Admin');
    // A new tab has no staff session: it asks for a code (the next one; the first was used).
    const other = await context.newPage();
    await other.goto('/admin');
    await other.getByTestId('admin-sign-in').waitFor();
    await other.getByTestId('admin-sign-in-code').fill(await totp(secret, Date.now() + 30_000));
    await other.getByTestId('admin-sign-in-submit').click();
    await other.getByTestId('admin-me').waitFor();
    await other.close();
  });

  it('finds the player and holds their withdrawals; the player is then refused', async () => {
    await page.getByTestId('admin-nav-players').click();
    await page.getByTestId('admin-player-search').fill(player.steamId);
    await page.getByTestId('admin-player-search-go').click();
    await page.getByTestId('admin-player-hit').click();
    await page.getByTestId('admin-player-name').waitFor();
    expect(await page.getByTestId('admin-player-name').textContent()).toContain(player.nickname);
    await page.getByTestId('admin-place-hold-withdraw').click();
    await page.getByTestId('admin-place-hold-withdraw-reason').fill('Chargeback under review');
    await page.getByTestId('admin-place-hold-withdraw-confirm').click();
    await page.locator('[data-testid="admin-hold-withdraw"][data-active="true"]').waitFor();
    await shot('admin-player-1280');
    const res = await fetch(`${baseUrl()}/api/v1/loot/withdraw`, {
      method: 'POST',
      headers: { authorization: `Bearer ${player.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lootIDs: [lootID], idempotencyKey: 'e2e-held' }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('withdraw_on_hold');
  });

  it('reads every action back in the audit log, and the chain verifies', async () => {
    await page.getByTestId('admin-nav-audit').click();
    await page.getByTestId('admin-audit-table').waitFor();
    const text = (await page.getByTestId('admin-audit-table').textContent()) ?? '';
    for (const action of ['staff.grant', 'staff.mfa.enrol', 'staff.session.start', 'players.hold.place']) {
      expect(text, action).toContain(action);
    }
    expect(text).toContain('Chargeback under review');
    await page.getByTestId('admin-audit-verify').click();
    const result = page.getByTestId('admin-audit-verify-result');
    await result.waitFor();
    expect(await result.getAttribute('data-ok')).toBe('true');
    await shot('admin-audit-1280');
    if (SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await shot('admin-audit-390');
      await page.goto(`/admin/players/${player.userId}`);
      await page.getByTestId('admin-player-name').waitFor();
      await shot('admin-player-390');
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });
});
