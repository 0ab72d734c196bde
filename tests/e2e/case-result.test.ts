// The case result as a player meets it: nothing of it shows while the reel spins; then the won item by name, its
// gain or loss against the price paid in the colour of a gain or a loss, "Sell all" that sells every item once,
// the case's top drops with the new drop in them, and, on a phone, the reel on the screen while it spins.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, connectBrowser, gotoAs, openPage } from './harness';
import { api, fund, signInNewUser, type CaseSummary, type TestUser } from './cases-session';

interface Opening {
  price: number;
  results: { lootID: string; item: { id: string; name: string; price: number } }[];
}

let browser: Browser, context: BrowserContext, page: Page;
let cases: CaseSummary[];

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  const res = await fetch(`${baseUrl()}/api/v1/case/list`);
  cases = ((await res.json()) as { data: { list: CaseSummary[] } }).data.list.filter(
    (c) => c.type !== 'daily' && c.price > 0,
  );
});

afterAll(() => closeSession({ browser, context }));

/** A new player with `cents` on the balance. */
async function funded(cents: number): Promise<TestUser> {
  const user = await signInNewUser(baseUrl(), `res${Date.now().toString(36)}`);
  await fund(baseUrl(), user, cents);
  return user;
}

/** Clicks Open on the case page and answers the opening the server made. */
async function open(p: Page): Promise<Opening> {
  const answer = p.waitForResponse(
    (r) => r.url().includes('/api/v1/case/open') && r.request().method() === 'POST',
  );
  await p.click('[data-testid="open-button"]');
  return ((await (await answer).json()) as { data: { opening: Opening } }).data.opening;
}

/** The arena's flow state and whether the result panel is on the page, read at one moment. */
const moment = (p: Page) =>
  p.evaluate(() => ({
    flow: window.caseArena?.arena?.snapshot().flowState ?? 'idle',
    result: document.querySelector('[data-testid="won-items"]') !== null,
  }));

/**
 * Whether the reels spin across two frames (they move and the arena has not landed the round), whether the result
 * panel was on the page while they spun, and whether it was there at either frame. A landed reel that shifts because
 * the panel's arrival resized the page is not a spin.
 */
const motion = (p: Page) =>
  p.evaluate(async () => {
    const read = () => {
      const snap = window.caseArena?.arena?.snapshot();
      return {
        offsets: JSON.stringify(snap?.offsets ?? {}),
        landed: (snap?.landed ?? 0) > 0,
        result: document.querySelector('[data-testid="won-items"]') !== null,
      };
    };
    const a = read();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const b = read();
    const moving = a.offsets !== b.offsets && !a.landed;
    // The panel was already there while the reel still spun: the result was shown before it landed.
    return { moving, spoiled: moving && a.result, result: a.result || b.result };
  });

const coins = async (user: TestUser) =>
  (
    await api<{ wallets: { currency: string; balance: number }[] }>(baseUrl(), user, 'GET', '/v1/user/me')
  ).wallets.find((w) => w.currency === 'coin')?.balance ?? 0;

describe('the case result', () => {
  it('names the won item once the reel lands, with its gain or loss in the right colour', async () => {
    const c = cases[1];
    const user = await funded(20_000);
    await gotoAs(page, user.token, `/cases/open/${c.id}`);
    await page.locator('[data-testid="case-balance"]').waitFor();
    const opening = await open(page);
    const won = opening.results[0];

    // While the reel moves, nothing of the result is on the page (sampled until the result shows).
    let movingSamples = 0;
    for (;;) {
      const m = await motion(page);
      if (m.moving) {
        movingSamples += 1;
        expect(m.spoiled).toBe(false);
      } else if (m.result) break;
      await page.waitForTimeout(100);
    }
    expect(movingSamples).toBeGreaterThan(0);
    await page.locator('[data-testid="won-items"]').waitFor();
    const name = (await page.locator('[data-testid="won-name"]').textContent())?.trim();
    expect(name).toBe(won.item.name);
    expect(name).not.toBe(c.title);
    expect(await page.locator('[data-testid="won-item"]').getAttribute('data-item-id')).toBe(won.item.id);

    const diff = won.item.price - opening.price;
    const outcome = diff > 0 ? 'profit' : diff < 0 ? 'loss' : 'even';
    const badge = page.locator('[data-testid="result-diff"]');
    expect(await badge.getAttribute('data-outcome')).toBe(outcome);
    const money = `$${(Math.abs(diff) / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    expect(await badge.textContent()).toContain(diff > 0 ? `+${money}` : diff < 0 ? `-${money}` : money);
    const [r, g] = (await badge.evaluate((e) => getComputedStyle(e).color)).match(/\d+/g)!.map(Number);
    // A loss is never shown in the green of a win (and a win never in red).
    if (outcome === 'loss') expect(r).toBeGreaterThan(g);
    if (outcome === 'profit') expect(g).toBeGreaterThan(r);
    expect(await page.locator('[data-testid="result-against"]').textContent()).toContain(
      `$${(opening.price / 100).toFixed(2)}`,
    );
  });

  it('sells every won item with Sell all, once, and shows the new drop among the top drops', async () => {
    const c = cases[2];
    const user = await funded(50_000);
    await gotoAs(page, user.token, `/cases/open/${c.id}`);
    await page.locator('[data-testid="case-balance"]').waitFor();
    await page.click('[data-testid="count-3"]');
    await page.click('[data-testid="fast-spin"]');
    const opening = await open(page);
    await page.locator('[data-testid="won-items"]').waitFor({ timeout: 45_000 });
    expect(await page.locator('[data-testid="won-item"]').count()).toBe(3);
    // With several cases, each item has its own difference against one case's price, and one total.
    expect(await page.locator('[data-testid="won-diff"]').count()).toBe(3);

    const value = opening.results.reduce((s, r) => s + r.item.price, 0);
    const before = await coins(user);
    const sellAll = page.locator('[data-testid="sell-all"]');
    expect(await sellAll.textContent()).toContain(
      `$${(value / 100).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','),
    );
    const sold = page.waitForResponse((r) => r.url().includes('/api/v1/loot/sell'));
    await sellAll.click();
    const body = (await sold).request().postDataJSON() as { lootIDs: string[] };
    expect(new Set(body.lootIDs)).toEqual(new Set(opening.results.map((r) => r.lootID)));
    await expect.poll(() => page.locator('[data-testid="won-item"][data-state="sold"]').count()).toBe(3);
    expect(await sellAll.count()).toBe(0);
    expect(await coins(user)).toBe(before + value);
    // Selling again is refused by the ledger: the balance does not move twice.
    const again = await fetch(`${baseUrl()}/api/v1/loot/sell`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ lootIDs: body.lootIDs }),
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    expect(await coins(user)).toBe(before + value);

    // The strip shows what the server says are this case's top drops, and the dearest new drop is among them
    // unless a dozen dearer ones came before it.
    const top = await api<{ list: { id: string; item: { price: number } }[] }>(
      baseUrl(),
      user,
      'GET',
      `/v1/case/top-drops?caseID=${c.id}`,
    );
    const strip = page.locator('[data-testid="top-drop"]');
    await expect.poll(() => strip.count()).toBe(top.list.length);
    expect(await strip.evaluateAll((els) => els.map((e) => e.getAttribute('data-drop-id')))).toEqual(
      top.list.map((d) => d.id),
    );
    const best = [...opening.results].sort((a, b) => b.item.price - a.item.price)[0];
    const dearer = top.list.filter((d) => d.item.price > best.item.price).length;
    if (dearer < top.list.length) expect(top.list.map((d) => d.id)).toContain(best.lootID);
  });
});

describe('grades as CS2 players know them', () => {
  it('labels knives "★ Rare Special Item", never Contraband, and the picker filters match', async () => {
    await page.goto('/cases/open/karambit-collection');
    const rows = page.locator('[data-testid="odds-row"]');
    await rows.first().waitFor();
    const texts = await rows.allInnerTexts();
    const knives = texts.filter((t) => t.includes('Karambit'));
    expect(knives.length).toBeGreaterThan(0);
    expect(knives.every((t) => t.includes('★ Rare Special Item'))).toBe(true);
    expect(texts.some((t) => t.includes('Contraband'))).toBe(false);

    // The picker offers both grades of rank 1; Contraband there lists the M4A4 | Howl alone.
    await page.goto('/upgrade');
    const picker = '[data-testid="upgrade-item-picker"]';
    const select = page.locator(`${picker} [data-testid="item-rarity"]`);
    await select.locator('option[value="rareSpecial"]').waitFor({ state: 'attached' });
    expect(await select.locator('option[value="rareSpecial"]').textContent()).toBe('★ Rare Special Item');
    const answer = page.waitForResponse(
      (r) =>
        r.url().includes('/api/v1/item/list') && new URL(r.url()).searchParams.get('grade') === 'contraband',
    );
    await select.selectOption('contraband');
    const list = ((await (await answer).json()) as { data: { list: { id: string; name: string }[] } }).data
      .list;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.name.includes('M4A4 | Howl'))).toBe(true);
    await page.locator(`${picker} [data-testid="item-pick"][data-item-id="${list[0].id}"]`).waitFor();
  });
});

describe('on a phone', () => {
  it('keeps the reel on the screen while it spins', async () => {
    const phone = await connectBrowser();
    const ctx = await phone.newContext({
      baseURL: baseUrl(),
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    try {
      const p = await ctx.newPage();
      const user = await funded(20_000);
      await gotoAs(p, user.token, `/cases/open/${cases[3].id}`);
      await p.locator('[data-testid="case-balance"]').waitFor();
      await open(p);
      // The first of: the whole reel is on the screen, below the sticky header; or the reel has landed.
      const seen = await p.waitForFunction(
        () => {
          const stage = document.querySelector('[data-testid="case-stage"]');
          const header = document.querySelector('header');
          if (!stage) return false;
          const r = stage.getBoundingClientRect();
          const top = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
          // Not flush with the bottom edge either, where a phone browser's toolbar sits.
          if (r.top >= top && r.bottom <= window.innerHeight - 8) return 'on screen';
          const flow = window.caseArena?.arena?.snapshot().flowState;
          return flow === 'showing_loots' || flow === 'showing_result' ? 'landed' : false;
        },
        undefined,
        { timeout: 45_000, polling: 100 },
      );
      expect(await seen.jsonValue()).toBe('on screen');
      expect((await moment(p)).result).toBe(false);
      await p.locator('[data-testid="won-items"]').waitFor({ timeout: 45_000 });
    } finally {
      await ctx.close();
      await phone.close();
    }
  });
});
