// The back office's Catalog as an admin uses it: granted from the command line, they build a case draft in the
// editor (skins from the item picker, ticket ranges typed, a gap shown live and closed, the live price checked
// against ceil(EV / 0.9)), save it, publish it; a player then opens the new case on its page; the audit log holds
// both actions. Screens of the editor at 1280x800 and 390x844 (nothing wider than the phone), in /work/tmp/shots.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePrice } from '../../src/domain/odds';
import type { CatalogItem } from '../../src/protocol/catalog';
import { adminApi, newStaff, openAdmin, type E2eStaff } from './admin-helpers';
import { api, fund, signInNewUser } from './cases-session';
import { baseUrl, closeSession, gotoAs, newContext, openContext } from './harness';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';
const FINISHES = ['Tranquility', 'Worm God'];
const suffix = Date.now().toString(36).slice(-5);
const slug = `staff-pick-${suffix}`;
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

let browser: Browser, context: BrowserContext, page: Page, admin: E2eStaff;
let caseId = '';
const items: CatalogItem[] = [];

/** The cheapest skin a search for `finish` lists first. */
async function cheapest(finish: string): Promise<CatalogItem> {
  const res = await fetch(`${baseUrl()}/api/v1/item/list?q=${encodeURIComponent(finish)}&sort=price_asc`);
  return ((await res.json()) as { data: { list: CatalogItem[] } }).data.list[0];
}

const text = async (p: Page, testId: string) => ((await p.getByTestId(testId).textContent()) ?? '').trim();

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context } = await openContext());
  page = await context.newPage();
  admin = await newStaff(baseUrl(), `catalog${suffix}`, 'admin');
  for (const f of FINISHES) items.push(await cheapest(f));
});

afterAll(async () => {
  await closeSession({ browser, context });
});

describe('back office catalog', () => {
  it('an admin builds a draft: picks skins, types ranges, sees a gap and the live price, saves it', async () => {
    await openAdmin(page, admin, '/admin/catalog/new');
    await page.getByTestId('catalog-editor').waitFor();
    await page.getByTestId('catalog-title').fill(`Staff Pick ${suffix}`);
    await page.getByTestId('catalog-slug').fill(slug);
    expect(await page.getByTestId('catalog-publish').isDisabled()).toBe(true);

    await page.getByTestId('catalog-add-items').click();
    for (const [i, f] of FINISHES.entries()) {
      await page.fill('[data-testid="catalog-picker"] [data-testid="item-search"]', f);
      await page.waitForFunction(
        (name) =>
          document
            .querySelector('[data-testid="catalog-picker"] [data-testid="item-pick"]')
            ?.textContent?.includes(name) ?? false,
        f,
      );
      await page.locator('[data-testid="catalog-picker"] [data-testid="item-pick"] button').first().click();
      await page.locator('[data-testid="catalog-row"]').nth(i).waitFor();
    }
    await page.keyboard.press('Escape');
    expect(await page.locator('[data-testid="catalog-row"]').count()).toBe(2);

    // The first pick took all of 1..100000; the second has no range yet. Type ranges that leave a gap.
    const min = page.getByTestId('catalog-row-min');
    const max = page.getByTestId('catalog-row-max');
    await max.nth(0).fill('20000');
    await min.nth(1).fill('20002');
    await max.nth(1).fill('100000');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid="catalog-problem"]')?.textContent?.includes('20001'),
    );
    expect(await text(page, 'catalog-price')).toBe('—');
    expect(await page.getByTestId('catalog-publish').isDisabled()).toBe(true);
    // Closing the gap tiles 1..100000: the price shows, computed as the server will.
    await min.nth(1).fill('20001');
    const want = casePrice([
      { item: { price: items[0].price }, chance: 20000 },
      { item: { price: items[1].price }, chance: 80000 },
    ]);
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="catalog-price"]')?.textContent?.includes(t) ?? false,
      usd(want),
    );
    expect(await page.getByTestId('catalog-publish').isDisabled()).toBe(false);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/admin-catalog-editor-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/admin-catalog-editor-390.png`, fullPage: true });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByTestId('catalog-save').click();
    await page.waitForURL(/\/admin\/catalog\/ac-[0-9a-f]+$/);
    caseId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.getByTestId('catalog-status').filter({ hasText: 'Draft' }).waitFor();
    // Players cannot find a draft, not even by its slug.
    const hidden = await fetch(`${baseUrl()}/api/v1/case/detail?caseID=${slug}`);
    expect(hidden.status).toBe(404);
  });

  it('publishes it: players see it at once, and its odds are frozen', async () => {
    await page.getByTestId('catalog-publish').click();
    await page.getByTestId('catalog-publish-confirm').click();
    await page.getByTestId('catalog-status').filter({ hasText: 'Published' }).waitFor();
    expect(await page.getByTestId('catalog-row-min').count()).toBe(0);
    expect(await page.getByTestId('catalog-version').isVisible()).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-catalog-published-1280.png`, fullPage: true });
    const shown = await fetch(`${baseUrl()}/api/v1/case/detail?caseID=${slug}`);
    expect(shown.status).toBe(200);
  });

  it('a player opens the new case on its page', async () => {
    const player = await signInNewUser(baseUrl(), `opener${suffix}`);
    await fund(baseUrl(), player, 20_000);
    const playerContext = await newContext(browser);
    const p = await playerContext.newPage();
    try {
      await gotoAs(p, player.token, `/cases/open/${caseId}`);
      await p.locator('[data-testid="page-title"]:visible', { hasText: `Staff Pick ${suffix}` }).waitFor();
      expect(await p.locator('[data-testid="odds-row"]').count()).toBe(2);
      const answer = p.waitForResponse(
        (r) => r.url().includes('/api/v1/case/open') && r.request().method() === 'POST',
      );
      await p.click('[data-testid="open-button"]');
      const res = await answer;
      expect(res.status()).toBe(200);
      await p.locator('[data-testid="won-items"]').waitFor();
      const won = await p.locator('[data-testid="won-item"]').getAttribute('data-item-id');
      expect(items.map((i) => i.id)).toContain(won);
    } finally {
      await playerContext.close();
    }
  });

  it('lists the case among staff cases (screens at 1280 and 390)', async () => {
    await page.goto('/admin/catalog');
    await page.getByTestId('catalog-table').waitFor();
    const row = page.locator('[data-testid="catalog-table"] tr', { hasText: slug });
    expect(await row.textContent()).toContain('Published');
    await page.screenshot({ path: `${SHOTS}/admin-catalog-list-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/admin-catalog-list-390.png`, fullPage: true });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('takes a player case down from the review queue; its creator sees why', async () => {
    const maker = await signInNewUser(baseUrl(), `maker${suffix}`);
    const made = await api<{ case: { id: string } }>(baseUrl(), maker, 'POST', '/v1/case/create', {
      name: `Queue Case ${suffix}`,
      visibility: 'public',
      items: items.map((i) => ({ itemID: i.id, chance: 50000 })),
    });
    await page.goto('/admin/player-cases');
    const card = page.getByTestId('player-case').filter({ hasText: `Queue Case ${suffix}` });
    await card.waitFor();
    await page.screenshot({ path: `${SHOTS}/admin-player-cases-1280.png`, fullPage: true });
    await card.getByTestId('player-case-take-down').click();
    expect(await page.getByTestId('reason-confirm').isDisabled()).toBe(true);
    await page.getByTestId('reason-input').fill('Misleading name');
    await page.getByTestId('reason-confirm').click();
    await card.waitFor({ state: 'detached' });
    const gone = await fetch(`${baseUrl()}/api/v1/case/detail?caseID=${made.case.id}`);
    expect(gone.status).toBe(404);
    const makerContext = await newContext(browser);
    const p = await makerContext.newPage();
    try {
      await gotoAs(p, maker.token, '/my-cases');
      const note = p.getByTestId('my-creation-taken-down');
      await note.waitFor();
      expect(await note.textContent()).toContain('Misleading name');
    } finally {
      await makerContext.close();
    }
  });

  it('the audit log holds the draft and the publish, by this admin', async () => {
    const log = await adminApi<{ entries: { action: string; actorId: string }[] }>(
      baseUrl(),
      admin,
      'GET',
      `/audit?targetId=${caseId}`,
    );
    expect(log.entries.map((e) => e.action).sort()).toEqual(['catalog.draft.create', 'catalog.publish']);
    expect(new Set(log.entries.map((e) => e.actorId))).toEqual(new Set([admin.userId]));
    // The chain, publish included, verifies (the Audit log page's check).
    await openAdmin(page, admin, '/admin/audit');
    await page.getByTestId('admin-audit-verify').click();
    await page.getByTestId('admin-audit-verify-result').waitFor();
    expect(await page.getByTestId('admin-audit-verify-result').getAttribute('data-ok')).toBe('true');
  });
});
