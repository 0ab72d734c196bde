// Case screens as people use them: a visitor browses real cases and runs a demo spin; a funded player opens three
// cases at once, sees each strip land on the item the server rolled, sells one and sees the balance change.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, gotoAs, openPage } from './harness';
import { api, fund, signInNewUser, type CaseSummary } from './cases-session';

interface Opening {
  nonce: number;
  serverSeedHash: string;
  results: { lootID: string; item: { id: string; price: number } }[];
}
interface Snapshot {
  flowState: string;
  strips: { slot: number; itemIds: string[]; winnerIndex: number }[];
}

let browser: Browser, context: BrowserContext, page: Page;
let featured: CaseSummary[];

const snapshot = (p: Page) =>
  p.evaluate(() => (window.caseArena?.arena?.snapshot() ?? null) as unknown as Snapshot | null);

/** Waits until the arena shows its result; returns the snapshot then. */
async function waitForResult(p: Page): Promise<Snapshot> {
  await p.waitForFunction(
    () => window.caseArena?.arena?.snapshot().flowState === 'showing_result',
    undefined,
    { timeout: 45_000, polling: 200 },
  );
  const s = await snapshot(p);
  if (!s) throw new Error('no arena snapshot');
  return s;
}

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  const res = await fetch(`${baseUrl()}/api/v1/case/list?type=featured`);
  featured = ((await res.json()) as { data: { list: CaseSummary[] } }).data.list;
});

afterAll(() => closeSession({ browser, context }));

describe('signed out', () => {
  it('sees real cases on home, grouped by type, with titles and prices', async () => {
    await page.goto('/');
    const first = page
      .locator('[data-testid="home-case-section"][data-type="featured"] [data-testid="case-card"]')
      .first();
    await first.waitFor();
    expect(featured.length).toBeGreaterThan(0);
    expect(await first.getAttribute('data-case-id')).toBe(featured[0].id);
    expect(await first.textContent()).toContain(featured[0].title);
    expect(await page.locator('[data-testid="home-case-section"]').count()).toBeGreaterThan(1);
  });

  it('sees the cases of a type, sorts them by price and searches them', async () => {
    await page.goto('/cases/featured');
    await page.locator('[data-testid="case-card"]').first().waitFor();
    expect(await page.locator('[data-testid="case-card"]').count()).toBe(featured.length);
    await page.selectOption('[data-testid="case-sort"]', 'priceAsc');
    const ids = await page
      .locator('[data-testid="case-card"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-case-id')));
    expect(ids).toEqual([...featured].sort((a, b) => a.price - b.price).map((c) => c.id));
    await page.fill('[data-testid="case-search"]', featured[0].title.slice(0, 6));
    expect(await page.locator('[data-testid="case-card"]').first().getAttribute('data-case-id')).toBe(
      featured[0].id,
    );
  });

  it('opens a case page and runs a demo spin that lands on the shown item', async () => {
    await page.fill('[data-testid="case-search"]', '');
    await page.locator(`[data-testid="case-card"][data-case-id="${featured[0].id}"]`).click();
    await page.waitForURL(`**/cases/open/${featured[0].id}`);
    // Screens are kept alive (hidden) after leaving them: read the visible heading.
    await page.locator('[data-testid="page-title"]:visible', { hasText: featured[0].title }).waitFor();
    expect(await page.locator('[data-testid="open-signin"]').isVisible()).toBe(true);
    // Sign in opens the header's Login dialog (terms and age first), never the provider directly.
    await page.click('[data-testid="open-signin"]');
    await page.locator('[data-testid="login-dialog"]').waitFor();
    expect(await page.locator('[data-testid="login-steam"]').isDisabled()).toBe(true);
    expect(page.url()).toContain(`/cases/open/${featured[0].id}`);
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="login-dialog"]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="odds-row"]').count()).toBeGreaterThan(0);
    await page.click('[data-testid="demo-button"]');
    const s = await waitForResult(page);
    expect(s.strips).toHaveLength(1);
    await page.locator('[data-testid="won-items"]').waitFor();
    const won = await page.locator('[data-testid="won-item"]').getAttribute('data-item-id');
    expect(s.strips[0].itemIds[s.strips[0].winnerIndex]).toBe(won);
    // A demo has nothing to sell.
    expect(await page.locator('[data-testid="sell-item"]').count()).toBe(0);
  });
});

describe('signed in and funded', () => {
  it('opens three cases at once, lands on the rolled items, sells one and sees the balance change', async () => {
    const user = await signInNewUser(baseUrl(), `cases${Date.now().toString(36)}`);
    await fund(baseUrl(), user, 20_000);
    const c = featured[0];
    await gotoAs(page, user.token, `/cases/open/${c.id}`);
    await page.locator('[data-testid="case-balance"]').waitFor();
    expect(await page.locator('[data-testid="case-balance"]').textContent()).toContain('$200.00');
    await page.click('[data-testid="count-3"]');
    await page.click('[data-testid="fast-spin"]');
    const answer = page.waitForResponse(
      (r) => r.url().includes('/api/v1/case/open') && r.request().method() === 'POST',
    );
    await page.click('[data-testid="open-button"]');
    const res = await answer;
    const body = res.request().postDataJSON() as { caseID: string; count: number; idempotencyKey: string };
    expect(body).toMatchObject({ caseID: c.id, count: 3 });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const opening = ((await res.json()) as { data: { opening: Opening } }).data.opening;
    expect(opening.results).toHaveLength(3);

    const s = await waitForResult(page);
    expect(s.strips).toHaveLength(3);
    const landed = [...s.strips].sort((a, b) => a.slot - b.slot).map((st) => st.itemIds[st.winnerIndex]);
    expect(landed).toEqual(opening.results.map((r) => r.item.id));

    await page.locator('[data-testid="won-items"]').waitFor();
    expect(await page.locator('[data-testid="won-item"]').count()).toBe(3);
    expect(await page.locator('[data-testid="fair-nonce"]').textContent()).toBe(String(opening.nonce));
    expect(await page.locator('[data-testid="fair-hash"]').textContent()).toBe(opening.serverSeedHash);

    const afterOpen = 20_000 - 3 * c.price;
    const fmt = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="case-balance"]')?.textContent?.includes(t),
      fmt(afterOpen),
    );
    await page.locator('[data-testid="sell-item"]').first().click();
    await page.locator('[data-testid="won-item"][data-state="sold"]').waitFor();
    const afterSell = afterOpen + opening.results[0].item.price;
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="case-balance"]')?.textContent?.includes(t),
      fmt(afterSell).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    const me = await api<{ wallets: { currency: string; balance: number }[] }>(
      baseUrl(),
      user,
      'GET',
      '/v1/user/me',
    );
    expect(me.wallets.find((w) => w.currency === 'coin')?.balance).toBe(afterSell);
    const loot = await api<{ list: { id: string; status: string }[] }>(
      baseUrl(),
      user,
      'GET',
      '/v1/loot/list?status=sold',
    );
    expect(loot.list.map((l) => l.id)).toContain(opening.results[0].lootID);
  });
});
