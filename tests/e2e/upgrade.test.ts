// The upgrader as a new player uses it: top up in the payments sandbox, open cases for items, put the dearest one
// in (topped up with coins so a target near x1.9 is about 50%), watch the gauge land on the roll, see the result
// and the history row, and verify the upgrade on /provably-fair (before and after the seed pair is revealed). At
// 390 px a second upgrade runs with reduced motion (no spin) and nothing widens the page.
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatChance, formatMultiplier } from '../../src/domain/format';
import type { CatalogItem, LootView } from '../../src/protocol/catalog';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import { presetWindow, validTargetRange } from '../../src/features/upgrade/upgrade-model';
import { api, fund, signInNewUser, type TestUser } from './cases-session';
import { baseUrl, closeSession, gotoAs, newContext, openPage } from './harness';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';

interface UpgradeSnapshot {
  winTickets: number;
  roll: number | null;
  won: boolean | null;
  pointerTicket: number;
  landed: boolean;
}

let browser: Browser, context: BrowserContext, page: Page;
let user: TestUser;
let rolled: UpgradeResult;
let stakeLootId = '';

const gauge = (p: Page) =>
  p.evaluate(
    () =>
      (window.caseArena?.arena?.snapshot() as unknown as {
        flowState: string;
        upgrade: UpgradeSnapshot | null;
      }) ?? null,
  );
const pending = async () =>
  (await api<{ list: LootView[] }>(baseUrl(), user, 'GET', '/v1/loot/list?status=pending&pageSize=80')).list;
const isItemList = (r: Response) => r.url().includes('/api/v1/item/list') && r.request().method() === 'GET';
const rollAnswer = (p: Page) =>
  p.waitForResponse((r) => r.url().includes('/api/v1/upgrade/roll') && r.request().method() === 'POST');

/** Waits until the gauge shows its result; returns the snapshot then. */
async function landed(p: Page): Promise<UpgradeSnapshot> {
  await p.waitForFunction(
    () => window.caseArena?.arena?.snapshot().flowState === 'showing_result',
    undefined,
    {
      timeout: 45_000,
      polling: 200,
    },
  );
  const s = await gauge(p);
  if (!s?.upgrade) throw new Error('no upgrade gauge in the arena snapshot');
  return s.upgrade;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  ({ browser, context, page } = await openPage());
  user = await signInNewUser(baseUrl(), `upg${Date.now().toString(36)}`);
  await fund(baseUrl(), user, 20_000);
});

afterAll(() => closeSession({ browser, context }));

describe('upgrade', () => {
  it('opens cases for items, then upgrades one at about 50% and sees the gauge land on the roll', async () => {
    const cases = (await (await fetch(`${baseUrl()}/api/v1/case/list?type=featured`)).json()).data.list as {
      id: string;
      price: number;
    }[];
    const cheapest = [...cases].sort((a, b) => a.price - b.price)[0];
    await gotoAs(page, user.token, `/cases/open/${cheapest.id}`);
    await page.click('[data-testid="count-3"]');
    await page.click('[data-testid="fast-spin"]');
    await page.click('[data-testid="open-button"]');
    await page.locator('[data-testid="won-items"]').waitFor({ timeout: 45_000 });

    const before = await pending();
    expect(before).toHaveLength(3);
    // The dearest item is the stake; the cheapest target at twice its price, with coins making it about x1.9.
    const stakeIndex = before.reduce((best, l, i) => (l.item.price > before[best].item.price ? i : best), 0);
    const stakeLoot = before[stakeIndex];
    stakeLootId = stakeLoot.id;
    const s = stakeLoot.item.price;
    const targets = (
      await (await fetch(`${baseUrl()}/api/v1/item/list?minPrice=${2 * s}&sort=price_asc&limit=1`)).json()
    ).data.list as CatalogItem[];
    expect(targets.length).toBe(1);
    const target = targets[0];
    const coins = Math.max(0, Math.floor(target.price / 1.9) - s);
    const stake = s + coins;
    const tickets = Math.floor((stake * 95000) / target.price);
    expect(tickets).toBeGreaterThan(45_000);
    expect(tickets).toBeLessThan(55_000);

    await page.goto('/upgrade');
    await page.locator('[data-testid="upgrade-loot-picker"] [data-testid="loot-pick"]').nth(2).waitFor();
    expect(await page.locator('[data-testid="upgrade-chance-hint"]').isVisible()).toBe(true);
    await page
      .locator('[data-testid="upgrade-loot-picker"] [data-testid="loot-pick"] button')
      .nth(stakeIndex)
      .click();
    // The x2 preset (the default) narrows the catalog to stake x 1.8..2.2: the target is on its first page.
    const x2 = presetWindow(stake, 2);
    const listing = page.waitForResponse((r) => isItemList(r) && r.url().includes(`minPrice=${x2?.min}&`));
    await page.fill('[data-testid="upgrade-coins"]', (coins / 100).toFixed(2));
    await page.waitForFunction(
      (t) => document.querySelector('[data-testid="upgrade-stake-total"]')?.textContent?.includes(t),
      `$${(stake / 100).toFixed(2)}`,
    );
    const listed = ((await (await listing).json()) as { data: { list: CatalogItem[] } }).data.list;
    expect(listed.map((i) => i.id)).toContain(target.id);
    // By its id, not its place: the answer is in, but the picker may still show the window before the coins.
    await page
      .locator(
        `[data-testid="upgrade-item-picker"] [data-testid="item-pick"][data-item-id="${target.id}"] button`,
      )
      .click();
    await page.locator(`[data-testid="upgrade-target"][data-item-id="${target.id}"]`).waitFor();
    expect(await page.locator('[data-testid="upgrade-chance"]').textContent()).toBe(
      formatChance(tickets, 'en-US'),
    );
    expect(await page.locator('[data-testid="upgrade-multiplier"]').textContent()).toBe(
      formatMultiplier(target.price / stake, 'en-US'),
    );
    // Before the roll the gauge shows the win arc and waits.
    await page.waitForFunction(() => window.caseArena?.arena?.snapshot().flowState === 'waiting');
    expect((await gauge(page))?.upgrade).toMatchObject({ winTickets: tickets, roll: null, landed: false });

    const answer = rollAnswer(page);
    await page.click('[data-testid="upgrade-roll"]');
    const res = await answer;
    const body = res.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ lootIDs: [stakeLoot.id], coins, targetItemID: target.id });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.status()).toBe(200);
    rolled = ((await res.json()) as { data: UpgradeResult }).data;
    expect(rolled.winTickets).toBe(tickets);

    const shown = await landed(page);
    expect(shown).toEqual({
      winTickets: tickets,
      roll: rolled.roll,
      won: rolled.won,
      pointerTicket: rolled.roll,
      landed: true,
    });
    const result = page.locator('[data-testid="upgrade-result"]');
    await result.waitFor();
    expect(await result.getAttribute('data-result')).toBe(rolled.won ? 'won' : 'lost');
    expect(await page.locator('[data-testid="upgrade-result-roll"]').textContent()).toBe(String(rolled.roll));
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/upgrade-1280.png`, fullPage: true });
  });

  it('puts a won target among the active items, or takes the lost item away', async () => {
    const after = await pending();
    const ids = after.map((l) => l.id);
    expect(ids).not.toContain(stakeLootId);
    await page.getByTestId('open-active-items').click();
    const dialog = page.locator('[data-testid="active-items-dialog"]:visible');
    await dialog.waitFor();
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="active-items-dialog"] [data-testid="active-item"]')
          .length === n,
      after.length,
    );
    if (rolled.won) {
      expect(after).toHaveLength(3);
      expect(ids).toContain(rolled.loot?.id);
      const name = `${rolled.target.weapon} | ${rolled.target.finish}`;
      expect(await dialog.getByRole('button', { name }).count()).toBeGreaterThan(0);
    } else {
      expect(after).toHaveLength(2);
      expect(await page.locator('[data-testid="upgrade-result-staked"]').count()).toBe(1);
      expect(await page.locator('[data-testid="upgrade-result-coins"]').isVisible()).toBe(rolled.coins > 0);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The staked item is gone either way: it is marked upgraded.
    const used = await api<{ list: LootView[] }>(baseUrl(), user, 'GET', '/v1/loot/list?status=upgraded');
    expect(used.list.map((l) => l.id)).toEqual([stakeLootId]);
  });

  it('lists the upgrade in the history, from the server too, linked to the verifier', async () => {
    const row = page.locator(`[data-testid="upgrade-history-row"][data-upgrade-id="${rolled.id}"]`);
    await row.waitFor();
    await page.reload();
    await row.waitFor();
    expect(await row.getAttribute('data-result')).toBe(rolled.won ? 'won' : 'lost');
    await row.locator('[data-testid="upgrade-verify"]').click();
    await page.waitForURL(`**/provably-fair?upgrade=${rolled.id}`);
    const proof = page.locator('[data-testid="upgrade-proof"]:visible');
    await proof.waitFor();
    // The server seed is still hidden: what can be checked (hash, tickets, outcome) passes; the roll waits.
    expect(await proof.getAttribute('data-all-ok')).toBe('yes');
    expect(await proof.getAttribute('data-revealed')).toBe('no');

    // Rotating the pair reveals the server seed: the verifier recomputes the roll and every check passes.
    await api(baseUrl(), user, 'POST', '/v1/roll/seed/rotate', {});
    await page.reload();
    await proof.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="upgrade-proof"]')?.getAttribute('data-revealed') === 'yes',
    );
    expect(await proof.getAttribute('data-all-ok')).toBe('yes');
    expect(await page.locator('[data-testid="upgrade-roll-value"]:visible').textContent()).toBe(
      String(rolled.roll),
    );
  });
});

describe('upgrade at phone width', () => {
  it('rolls with reduced motion (the pointer is on the roll at once) and nothing widens the page', async () => {
    const phone = await newContext(browser, { width: 390, height: 844 });
    try {
      const p = await phone.newPage();
      await p.emulateMedia({ reducedMotion: 'reduce' });
      await gotoAs(p, user.token, `/upgrade`);
      await p.locator('[data-testid="upgrade-loot-picker"] [data-testid="loot-pick"]').first().waitFor();
      expect(await overflowing(p)).toEqual([]);
      const list = (await pending()).map((l) => l.item.price);
      // Any valid target: the preset 'any' lists the prices whose chance is 1%..80%, cheapest first.
      await p.locator('[data-testid="upgrade-loot-picker"] [data-testid="loot-pick"] button').first().click();
      const stake = list[0];
      const range = validTargetRange(stake);
      const items = p.waitForResponse(
        (r) => isItemList(r) && r.url().includes(`minPrice=${range?.min}&maxPrice=${range?.max}&`),
      );
      await p.click('[data-testid="upgrade-preset-any"]');
      const valid = ((await (await items).json()) as { data: { list: CatalogItem[] } }).data.list;
      expect(valid.length).toBeGreaterThan(0);
      for (const i of valid) expect(Math.floor((stake * 95000) / i.price)).toBeLessThanOrEqual(80000);
      await p.locator('[data-testid="upgrade-item-picker"] [data-testid="item-pick"] button').first().click();
      await p.locator('[data-testid="upgrade-chance"]').waitFor();
      const answer = rollAnswer(p);
      await p.click('[data-testid="upgrade-roll"]');
      const r = ((await (await answer).json()) as { data: UpgradeResult }).data;
      // Reduced motion: no laps, the pointer is on the roll from the first frame of the show.
      await p.waitForFunction((roll) => window.caseArena?.arena?.snapshot().upgrade?.roll === roll, r.roll);
      const first = await gauge(p);
      expect(first?.upgrade?.pointerTicket).toBe(r.roll);
      expect((await landed(p)).pointerTicket).toBe(r.roll);
      await p.locator('[data-testid="upgrade-result"]').waitFor();
      await p.locator(`[data-testid="upgrade-history-row"][data-upgrade-id="${r.id}"]`).waitFor();
      expect(await overflowing(p)).toEqual([]);
      await p.evaluate(() => window.scrollTo(0, 0));
      await p.screenshot({ path: `${SHOTS}/upgrade-390.png`, fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
