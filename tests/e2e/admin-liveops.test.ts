// Live ops in Chromium on the built server, as an admin and players meet them: an admin (granted from the CLI,
// enrolled with TOTP) posts a warning banner in English and German from /admin/liveops; a player sees it at the top
// of the page in both languages (and English where no text was written for the language), and dismisses it for the
// session. The admin finds a battle that two players are stuck waiting in and cancels it with a reason; both players
// get their stake back. Screenshots at 1280 and 390 px.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseSummary } from '../../src/protocol/catalog';
import { api, fund, signInNewUser, type TestUser } from './cases-session';
import { baseUrl, closeSession, gotoAs, newContext, openPage } from './harness';
import { newStaff, openAdmin, type E2eStaff } from './admin-helpers';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';
const EN = 'Scheduled maintenance tonight at 23:00 UTC';
const DE = 'Geplante Wartung heute um 23:00 UTC';

let browser: Browser, context: BrowserContext, page: Page;
let admin: E2eStaff;

const coins = async (u: TestUser) => {
  const me = await api<{ wallets: { currency: string; balance: number }[] }>(
    baseUrl(),
    u,
    'GET',
    '/v1/user/me',
  );
  return me.wallets.find((w) => w.currency === 'coin')?.balance ?? 0;
};

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context, page } = await openPage());
  admin = await newStaff(baseUrl(), `lo${Date.now().toString(36)}`, 'admin');
});

afterAll(() => closeSession({ browser, context }));

describe('live ops in the back office', () => {
  it('an admin posts a banner that a player sees in English and German, and dismisses', async () => {
    await openAdmin(page, admin, '/admin/liveops');
    await page.getByTestId('admin-liveops').waitFor();
    await page.getByTestId('liveops-banner-kind').selectOption('warning');
    await page.getByTestId('liveops-banner-text-en').fill(EN);
    await page.getByTestId('liveops-banner-text-de').fill(DE);
    await page.getByTestId('liveops-banner-post').click();
    await page.getByTestId('liveops-banner-posted').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/admin-liveops-1280.png`, fullPage: true });

    const player = await signInNewUser(baseUrl(), `bn${Date.now().toString(36)}`);
    const ctx = await newContext(browser);
    const p = await ctx.newPage();
    try {
      await gotoAs(p, player.token, '/');
      const banner = p.getByTestId('site-banner');
      await expect.poll(async () => banner.textContent(), { timeout: 30_000 }).toBe(EN);
      expect(await banner.getAttribute('data-kind')).toBe('warning');
      await p.screenshot({ path: `${SHOTS}/site-banner-en-1280.png` });
      await p.goto('/de');
      await expect.poll(async () => p.getByTestId('site-banner').textContent(), { timeout: 15_000 }).toBe(DE);
      // The close button's label is translated too.
      expect(await p.getByTestId('site-banner').getByRole('button').getAttribute('aria-label')).toBe(
        'Ausblenden',
      );
      await p.setViewportSize({ width: 390, height: 844 });
      await p.screenshot({ path: `${SHOTS}/site-banner-de-390.png` });
      // The banner fits the phone's width (the home page's own rails scroll sideways by design).
      const box = await p.getByTestId('site-banner').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      // No French text was written: French readers get the English one.
      await p.goto('/fr');
      await expect.poll(async () => p.getByTestId('site-banner').textContent(), { timeout: 15_000 }).toBe(EN);
      // Dismissed, it stays away for the session.
      await p.getByTestId('site-banner').getByRole('button').click();
      await expect.poll(async () => p.getByTestId('site-banner').count()).toBe(0);
      await p.goto('/');
      await p.locator('main').waitFor();
      await p.waitForTimeout(1000);
      expect(await p.getByTestId('site-banner').count()).toBe(0);
    } finally {
      await ctx.close();
    }
    // Taken down, it leaves every page (and the other test files sharing this server see a site without it).
    await page.getByTestId('liveops-banner-end').first().click();
    await expect.poll(() => page.getByTestId('liveops-banner-end').count()).toBe(0);
    const fresh = await newContext(browser);
    try {
      const q = await fresh.newPage();
      await expect
        .poll(
          async () => {
            await q.goto('/');
            await q.locator('main').waitFor();
            await q.waitForTimeout(500);
            return q.getByTestId('site-banner').count();
          },
          { timeout: 20_000 },
        )
        .toBe(0);
    } finally {
      await fresh.close();
    }
  }, 90_000);

  it('an admin cancels a battle its players are stuck waiting in; both get their stake back', async () => {
    const creator = await signInNewUser(baseUrl(), `sc${Date.now().toString(36)}`);
    const joiner = await signInNewUser(baseUrl(), `sj${Date.now().toString(36)}`);
    await fund(baseUrl(), creator, 5000);
    await fund(baseUrl(), joiner, 5000);
    const before = [await coins(creator), await coins(joiner)];
    const cases = await api<{ list: CaseSummary[] }>(
      baseUrl(),
      creator,
      'GET',
      '/v1/case/list?type=featured',
    );
    const c = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const battle = await api<{ id: string }>(baseUrl(), creator, 'POST', '/v1/battle/create', {
      cases: [{ caseID: c.id, quantity: 1 }],
      type: 'single',
      players: 3,
      mode: 'default',
    });
    await api(baseUrl(), joiner, 'POST', '/v1/battle/join', { battleID: battle.id, slot: 2 });
    expect([await coins(creator), await coins(joiner)]).toEqual(before.map((b) => b - c.price));

    await page.setViewportSize({ width: 1280, height: 800 });
    await openAdmin(page, admin, '/admin/liveops');
    await page.getByTestId('liveops-battle-id').fill(battle.id);
    await page.getByTestId('liveops-battle-state').selectOption('');
    await page.getByTestId('liveops-battle-search').click();
    await page.getByTestId(`liveops-health-${battle.id}`).waitFor();
    // Cancelling needs a reason (the browser asks for it before anything is sent).
    await page.getByTestId(`liveops-reason-${battle.id}`).fill('players stuck waiting for a third');
    await page.getByTestId(`liveops-cancel-${battle.id}`).click();
    await page.getByTestId('liveops-cancelled').waitFor();
    await expect
      .poll(async () => page.getByTestId(`liveops-health-${battle.id}`).textContent())
      .toBe('Cancelled');
    await page.screenshot({ path: `${SHOTS}/admin-liveops-cancelled-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/admin-liveops-390.png`, fullPage: true });
    expect(await overflowing(page)).toEqual([]);

    expect([await coins(creator), await coins(joiner)]).toEqual(before);
    const detail = await api<{ battle: { status: string; cancelled: boolean } }>(
      baseUrl(),
      creator,
      'GET',
      `/v1/battle/detail?battleID=${battle.id}`,
    );
    expect(detail.battle).toMatchObject({ status: 'finished', cancelled: true });
    // The audit log holds it, with the reason.
    const audit = await fetch(`${baseUrl()}/api/admin/v1/audit?action=liveops.battle.cancel`, {
      headers: { authorization: `Bearer ${admin.token}`, 'x-staff-session': admin.staffToken ?? '' },
    }).then((r) => r.json() as Promise<{ data: { entries: { targetId: string; reason: string }[] } }>);
    expect(audit.data.entries.find((e) => e.targetId === battle.id)?.reason).toBe(
      'players stuck waiting for a third',
    );
  }, 90_000);
});
