// Issue 28 as a player meets it: every feature linked at every width (signed in or not), a real 404 for unknown
// addresses, and a lobby that starts with its list, shows who won, and sorts.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIMARY_NAV, SECONDARY_NAV } from '../../src/app/chrome/nav-items';
import { api, fundedUser, type E2eUser } from './battle-helpers';
import { baseUrl, connectBrowser, gotoAs, newContext, openScreen } from './harness';
import { messages } from './locales';

const en = messages('en');
const SHOTS = process.env.E2E_SHOTS ?? 'tests/e2e/__screens__';
const FEATURES = [...PRIMARY_NAV, ...SECONDARY_NAV].map((i) => i.to).sort();

let browser: Browser;
let me: E2eUser;
let caseID = '';

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await connectBrowser();
  me = await fundedUser(baseUrl(), 'LobbyWalker', 200_000);
  caseID = (await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null)).list[0].id;
});

afterAll(() => browser?.close());

/** A page at `width` x `height`, signed in as `me` or not. */
async function pageAt(
  width: number,
  height: number,
  signedIn: boolean,
  path = '/',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { width, height });
  const page = await context.newPage();
  if (signedIn) {
    await gotoAs(page, me.token, path);
    await page.locator('[data-testid="wallet"]').waitFor();
  } else {
    await openScreen(page, path);
  }
  await page.locator('[data-testid="page-title"]:visible').first().waitFor();
  return { context, page };
}

/** Paths of the visible links inside `scope`. */
async function visibleLinks(page: Page, scope: string): Promise<string[]> {
  const links = page.locator(`${scope} a[href]:visible`);
  return (
    await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
  ).sort();
}

const union = (...lists: string[][]) => [...new Set(lists.flat())].sort();

describe('navigation', () => {
  it.each([
    [1280, false],
    [1280, true],
    [1366, false],
    [1366, true],
    [1920, false],
    [1920, true],
  ])(
    'at %i px (signed in: %s) links every feature from the bar or its More menu',
    async (width, signedIn) => {
      const { context, page } = await pageAt(width, 800, signedIn);
      // No hamburger at desktop widths: the bar itself is the navigation.
      expect(await page.locator('header button[aria-controls="phone-menu"]').isVisible()).toBe(false);
      const bar = await visibleLinks(page, 'header nav[aria-label]');
      // The most used links stay in the bar even signed in at 1280 px.
      expect(bar).toEqual(expect.arrayContaining(['/', '/battles', '/upgrade']));
      await page.getByTestId('nav-more').click();
      const more = await visibleLinks(page, '#more-menu');
      expect(union(bar, more)).toEqual(FEATURES);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // A More link takes the player there and closes the menu.
      await page.locator('#more-menu a[href="/exchange"]').click();
      await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.exchange.title }).waitFor();
      expect(await page.locator('#more-menu').count()).toBe(0);
      if (width === 1280 && signedIn) await page.screenshot({ path: `${SHOTS}/nav-1280-signed-in.png` });
      await context.close();
    },
  );

  it.each([false, true])('at 390 px (signed in: %s) the menu reaches every feature', async (signedIn) => {
    const { context, page } = await pageAt(390, 844, signedIn);
    await page.locator('header button[aria-controls="phone-menu"]').click();
    expect(await visibleLinks(page, '#phone-menu')).toEqual(FEATURES);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/home-390-menu${signedIn ? '-signed-in' : ''}.png` });
    await page.locator('#phone-menu a[href="/hunts"]').click();
    await page.locator('[data-testid="page-title"]:visible', { hasText: en.meta.hunts.title }).waitFor();
    await context.close();
  });
});

describe('unknown addresses', () => {
  it('answer HTTP 404 with the not-found page; known ones 200', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const path of [
      '/definitely/not/here',
      '/de/gibt/es/nicht',
      '/xx/battles',
      '/battles/view/not$valid',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await page.locator('[data-testid="not-found"]').waitFor();
    }
    for (const path of ['/', '/battles', '/de/exchange', '/cases/open/42', '/profile/7/payments']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
    }
    await context.close();
  });
});

/** A public 1v1 battle of `quantity` rounds of the first case, by `host`. */
const createBattle = (host: E2eUser, quantity: number, players = 2) =>
  api<{ id: string; fixedPrice: number }>(baseUrl(), '/battle/create', host, {
    type: 'single',
    players,
    mode: 'default',
    isPublic: true,
    cases: [{ caseID, quantity }],
  });

interface Detail {
  status: string;
  users: { slot: number; isWinner: boolean; winAmount: number; user: { nickname: string } }[];
}

describe('battle lobby', () => {
  let finished: Detail & { id: string };
  const open: { id: string; fixedPrice: number }[] = [];

  beforeAll(async () => {
    const host = await fundedUser(baseUrl(), 'LobbyHost', 500_000);
    // One host per waiting battle: a player may wait in only so many at once.
    for (const quantity of [1, 3, 2])
      open.push(await createBattle(await fundedUser(baseUrl(), `Waiter${quantity}`, 500_000), quantity, 3));
    const played = await createBattle(host, 1);
    await api(baseUrl(), '/battle/bot', host, { battleID: played.id, slot: 2 });
    // The battle plays out on the server (beacon round, one round); then its winners are known.
    const deadline = Date.now() + 45_000;
    for (;;) {
      const d = await api<{ battle: Detail }>(baseUrl(), `/battle/detail?battleID=${played.id}`, host);
      if (d.battle.status === 'finished') {
        finished = { ...d.battle, id: played.id };
        break;
      }
      if (Date.now() > deadline) throw new Error('battle did not finish');
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  it('starts with the list: the first card is on the first screen at 1280x800', async () => {
    const { context, page } = await pageAt(1280, 800, true, '/battles');
    const first = page.locator('[data-testid="lobby-battle"]').first();
    await first.waitFor();
    const box = await first.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(800);
    // Cards are of one height, whatever their state.
    const heights = await page
      .locator('[data-testid="lobby-battle"]')
      .evaluateAll((cards) => [...new Set(cards.map((c) => Math.round(c.getBoundingClientRect().height)))]);
    expect(heights).toHaveLength(1);
    await page.screenshot({ path: `${SHOTS}/lobby-1280.png` });
    await context.close();
  });

  it('shows the winner and the amount won on a finished card', async () => {
    const { context, page } = await pageAt(1280, 800, false, '/battles');
    await page.getByTestId('filter-finished').click();
    const card = page.locator(`[data-testid="lobby-battle"][data-battle-id="${finished.id}"]`);
    await card.waitFor();
    const winners = finished.users.filter((u) => u.isWinner).sort((a, b) => a.slot - b.slot);
    expect(winners.length).toBeGreaterThan(0);
    expect(await card.getByTestId('lobby-winner').textContent()).toBe(
      winners.map((u) => u.user.nickname).join(' & '),
    );
    const won = winners.reduce((n, u) => n + u.winAmount, 0);
    const shown = await card.getByTestId('lobby-won').textContent();
    expect(Number(shown?.replace(/[^\d.]/g, ''))).toBeCloseTo(won / 100, 2);
    // The tab's count is the number of cards it shows.
    const count = await page.getByTestId('filter-finished').textContent();
    expect(count).toContain(String(await page.locator('[data-testid="lobby-battle"]').count()));
    await context.close();
  });

  it('sorts by value and by newest', async () => {
    const { context, page } = await pageAt(1280, 800, false, '/battles');
    await page.getByTestId('filter-waiting').click();
    const order = () =>
      page
        .locator('[data-testid="lobby-battle"]')
        .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.battleId ?? ''));
    const mine = (ids: string[]) => ids.filter((id) => open.some((b) => b.id === id));
    await page.locator(`[data-battle-id="${open[2].id}"]`).waitFor();
    // Newest first: created with 1, 3, then 2 rounds.
    expect(mine(await order())).toEqual([open[2].id, open[1].id, open[0].id]);
    await page.getByTestId('lobby-sort').selectOption('value');
    const byValue = [...open].sort((a, b) => b.fixedPrice - a.fixedPrice).map((b) => b.id);
    await page.waitForFunction(
      (first) =>
        document.querySelector('[data-testid="lobby-battle"]')?.getAttribute('data-battle-id') === first,
      byValue[0],
    );
    expect(mine(await order())).toEqual(byValue);
    const pots = await page
      .getByTestId('lobby-pot')
      .evaluateAll((els) => els.map((e) => Number(e.textContent?.replace(/[^\d.]/g, ''))));
    expect(pots).toEqual([...pots].sort((a, b) => b - a));
    await context.close();
  });

  it('looks right on a phone', async () => {
    const { context, page } = await pageAt(390, 844, true, '/battles');
    await page.locator('[data-testid="lobby-battle"]').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/lobby-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
    const home = await pageAt(1280, 800, false, '/');
    await home.page.screenshot({ path: `${SHOTS}/home-1280.png` });
    // The home page's narrower battle cards keep their buttons inside the card.
    const card = home.page.locator('[data-testid="home-battles"] [data-testid="lobby-battle"]').first();
    await card.scrollIntoViewIfNeeded();
    const inside = await card.evaluate((c) => {
      const box = c.getBoundingClientRect();
      return [...c.querySelectorAll('a, button')].every((b) => b.getBoundingClientRect().right <= box.right);
    });
    expect(inside).toBe(true);
    await home.page.screenshot({ path: `${SHOTS}/home-1280-battles.png` });
    await home.context.close();
    const phone = await pageAt(390, 844, false, '/');
    await phone.page.screenshot({ path: `${SHOTS}/home-390.png` });
    await phone.context.close();
  });
});
