// A profile's history as players meet it: a player opens cases and plays a battle, finds them on their profile's
// tabs (the battle links to its replay, the opening to a prefilled verifier), a visitor in another browser context
// sees the same, and once the owner makes the profile private the visitor sees the private notice instead.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs, newContext } from './harness';
import { overflowing } from './overflow';

const SHOTS = 'tests/e2e/__screens__';

let browser: Browser, context: BrowserContext, me: E2eUser;
const extra: BrowserContext[] = [];

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('Historian', 100_000));
});

afterAll(async () => {
  for (const c of extra) await c.close();
  await closeSession({ browser, context });
});

interface Opening {
  id: string;
  nonce: number;
  serverSeedHash: string;
  results: { lootID: string }[];
}

/** Polls the battle until it is finished (the engine runs at real speed here). */
async function finished(id: string): Promise<void> {
  for (;;) {
    const { battle } = await api<{ battle: { status: string } }>(
      baseUrl(),
      `/battle/detail?battleID=${id}`,
      null,
    );
    if (battle.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

const tab = (page: Page, name: string) => page.locator(`[data-testid="history-tab-${name}"]`).click();
const ids = (page: Page, testId: string, attr: string) =>
  page.locator(`[data-testid="${testId}"]`).evaluateAll((els, a) => els.map((e) => e.getAttribute(a)), attr);

describe('profile history', () => {
  it('shows openings and battles on the tabs to the owner and a visitor, until the owner makes it private', async () => {
    const { user } = await api<{ user: { userID: string } }>(baseUrl(), '/user/me', me);
    const cases = await api<{ list: { id: string; price: number }[] }>(baseUrl(), '/case/list', null);
    const cheap = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const first = (
      await api<{ opening: Opening }>(baseUrl(), '/case/open', me, { caseID: cheap.id, count: 2 })
    ).opening;
    const second = (
      await api<{ opening: Opening }>(baseUrl(), '/case/open', me, { caseID: cheap.id, count: 1 })
    ).opening;
    const battle = await api<{ id: string }>(baseUrl(), '/battle/create', me, {
      type: 'single',
      players: 2,
      mode: 'default',
      cases: [{ caseID: cheap.id, quantity: 1 }],
    });
    await api(baseUrl(), '/battle/bot', me, { battleID: battle.id, slot: 2 });
    await finished(battle.id);
    const { battle: played } = await api<{ battle: { users: { userID: string; isWinner?: boolean }[] } }>(
      baseUrl(),
      `/battle/detail?battleID=${battle.id}`,
      null,
    );
    const mine = played.users.find((u) => u.userID === user.userID);

    // The owner's profile: the inventory holds the opened items, the openings and the battle are listed.
    const page = await context.newPage();
    await gotoAs(page, me.token, `/profile/${user.userID}`);
    await page.locator('[data-testid="inventory-row"]').first().waitFor();
    const loot = await ids(page, 'inventory-row', 'data-loot-id');
    for (const r of [...first.results, ...second.results]) expect(loot).toContain(r.lootID);
    expect(await page.locator('[data-testid="privacy-public"]').getAttribute('aria-checked')).toBe('true');

    await tab(page, 'openings');
    await page.locator('[data-testid="opening-row"]').first().waitFor();
    expect(await ids(page, 'opening-row', 'data-opening-id')).toEqual([second.id, first.id]);
    const top = page.locator('[data-testid="opening-row"]').first();
    expect(await top.textContent()).toContain(String(second.nonce));
    await page.screenshot({ path: `${SHOTS}/profile-history-openings-1280.png`, fullPage: true });

    await tab(page, 'battles');
    const row = page.locator(`[data-testid="battle-row"][data-battle-id="${battle.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-result')).toBe(mine?.isWinner ? 'won' : 'lost');
    await page.screenshot({ path: `${SHOTS}/profile-history-battles-1280.png`, fullPage: true });

    await tab(page, 'upgrades');
    await page.locator('[data-testid="history-upgrades-empty"]').getByText('No upgrades yet.').waitFor();

    // The verifier link carries the opening's public facts.
    await tab(page, 'openings');
    await top.locator('[data-testid="opening-verify"]').click();
    await page.waitForURL(/\/provably-fair\?/);
    await page.locator('[data-testid="roll-hash"]').waitFor();
    expect(await page.locator('[data-testid="roll-hash"]').inputValue()).toBe(second.serverSeedHash);
    expect(await page.locator('[data-testid="roll-nonce"]').inputValue()).toBe(String(second.nonce));

    // The battle row opens the replay.
    await page.goto(`/profile/${user.userID}?tab=battles`);
    await page.locator(`[data-testid="battle-row"][data-battle-id="${battle.id}"]`).click();
    await page.waitForURL(new RegExp(`/battles/view/${battle.id}$`));

    // A visitor (signed out, another browser context) sees the same history.
    const visitor = await newContext(browser);
    extra.push(visitor);
    const other = await visitor.newPage();
    await other.goto(`/profile/${user.userID}?tab=openings`);
    await other.locator('[data-testid="opening-row"]').first().waitFor();
    expect(await ids(other, 'opening-row', 'data-opening-id')).toEqual([second.id, first.id]);
    await tab(other, 'battles');
    await other.locator(`[data-testid="battle-row"][data-battle-id="${battle.id}"]`).waitFor();
    expect(await other.locator('[data-testid="profile-privacy"]').count()).toBe(0);

    // The owner makes the profile private: the visitor now sees the notice, the owner still sees everything.
    await page.goto(`/profile/${user.userID}`);
    await page.locator('[data-testid="privacy-private"]').click();
    await page.locator('[data-testid="profile-private-badge"]').waitFor();
    expect(await page.locator('[data-testid="inventory-row"]').count()).toBeGreaterThan(0);
    await other.reload();
    await other.locator('[data-testid="profile-private"]').waitFor();
    await other.locator('[data-testid="profile-private-badge"]').waitFor();
    expect(await other.locator('[data-testid="opening-row"], [data-testid="battle-row"]').count()).toBe(0);
    expect(await other.locator('[data-testid="profile-history"] [role="tablist"]').count()).toBe(0);
    await other.screenshot({ path: `${SHOTS}/profile-history-private-1280.png`, fullPage: true });

    // At phone width both views fit.
    const phone = await newContext(browser, { width: 390, height: 844 });
    extra.push(phone);
    const small = await phone.newPage();
    await gotoAs(small, me.token, `/profile/${user.userID}?tab=openings`);
    await small.locator('[data-testid="opening-row"]').first().waitFor();
    expect(await overflowing(small)).toEqual([]);
    await small.screenshot({ path: `${SHOTS}/profile-history-openings-390.png`, fullPage: true });
    await tab(small, 'battles');
    await small.locator('[data-testid="battle-row"]').first().waitFor();
    expect(await overflowing(small)).toEqual([]);
    await small.screenshot({ path: `${SHOTS}/profile-history-battles-390.png`, fullPage: true });
    const phoneVisitor = await newContext(browser, { width: 390, height: 844 });
    extra.push(phoneVisitor);
    const smallOther = await phoneVisitor.newPage();
    await smallOther.goto(`/profile/${user.userID}`);
    await smallOther.locator('[data-testid="profile-private"]').waitFor();
    expect(await overflowing(smallOther)).toEqual([]);
    await smallOther.screenshot({ path: `${SHOTS}/profile-history-private-390.png`, fullPage: true });
  });
});
