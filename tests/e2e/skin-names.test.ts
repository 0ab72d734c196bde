// Translated skin names as a Russian-speaking player meets them (issue 10, done-when): with Russian selected and
// "Translate skin names" on, the arena's cards, the won items and the active-items dialog name the skin in Russian;
// switched off they are English again at once. Signed out, the choice is kept by the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSkinNames, skinFullName, skinPair, type SkinNames } from '../../src/domain/skin-names';
import { baseUrl, closeSession, gotoAs, openPage } from './harness';
import { api, fund, signInNewUser, type TestUser } from './cases-session';

const SHOTS = 'tests/e2e/__screens__';

interface WonItem {
  id: string;
  name: string;
  weapon: string;
  finish: string;
}
interface Opening {
  results: { lootID: string; item: WonItem }[];
}
interface Snapshot {
  flowState: string;
  strips: { itemIds: string[]; winnerIndex: number }[];
  names: Record<string, string>;
}

let browser: Browser, context: BrowserContext, page: Page;
let user: TestUser;
let ru: SkinNames;
let caseId: string;
let won: WonItem;

const snapshot = (p: Page) =>
  p.evaluate(() => (window.caseArena?.arena?.snapshot() ?? null) as unknown as Snapshot | null);

/** Waits until the arena names the landed item `name` on its card. */
async function waitForCardName(p: Page, itemId: string, name: string): Promise<void> {
  await p.waitForFunction(
    ([id, n]) => (window.caseArena?.arena?.snapshot() as unknown as Snapshot | undefined)?.names?.[id] === n,
    [itemId, name] as const,
    { timeout: 20_000, polling: 100 },
  );
}

/** Flips "Translate skin names" in Settings (signed in: saved to the account) and closes the dialog. */
async function switchTranslate(p: Page, on: boolean): Promise<void> {
  await p.getByTestId('user-menu').click();
  await p.getByTestId('menu-settings').click();
  const toggle = p.getByTestId('settings-translate-names');
  expect(await toggle.getAttribute('aria-checked')).toBe(String(!on));
  const saved = p.waitForResponse(
    (r) => r.url().includes('/api/v1/user/prefs') && r.request().method() === 'POST',
  );
  await toggle.click();
  expect((await saved).request().postDataJSON()).toEqual({ translateNames: on });
  await p.waitForFunction(
    (v) =>
      document.querySelector('[data-testid="settings-translate-names"]')?.getAttribute('aria-checked') === v,
    String(on),
  );
  await p.keyboard.press('Escape');
}

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  ru = await loadSkinNames('ru');
  user = await signInNewUser(baseUrl(), `names${Date.now().toString(36)}`);
  await fund(baseUrl(), user, 20_000);
  const res = await fetch(`${baseUrl()}/api/v1/case/list?type=featured`);
  caseId = ((await res.json()) as { data: { list: { id: string }[] } }).data.list[0].id;
});

afterAll(() => closeSession({ browser, context }));

describe('signed in, Russian interface', () => {
  it('keeps English names while the toggle is off', async () => {
    await gotoAs(page, user.token, `/ru/cases/open/${caseId}`);
    await page.locator('[data-testid="case-balance"]').waitFor();
    const me = await api<{ prefs: { translateNames: boolean } }>(baseUrl(), user, 'GET', '/v1/user/me');
    expect(me.prefs.translateNames).toBe(false);
    await page.click('[data-testid="fast-spin"]');
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/case/open'));
    await page.click('[data-testid="open-button"]');
    won = ((await (await answer).json()) as { data: { opening: Opening } }).data.opening.results[0].item;
    await waitForCardName(page, won.id, won.name);
    await page.locator('[data-testid="won-item"]').first().waitFor();
    expect(await page.locator('[data-testid="won-item"]').first().textContent()).toContain(won.name);
  });

  it('switches the arena card and the won item to Russian at once when the toggle goes on, and saves it', async () => {
    const russian = skinFullName(won, ru);
    expect(russian).not.toBe(won.name);
    await switchTranslate(page, true);
    await waitForCardName(page, won.id, russian);
    const s = await snapshot(page);
    const landed = s!.strips[0].itemIds[s!.strips[0].winnerIndex];
    expect(s!.names[landed]).toBe(russian);
    await page.getByTestId('won-item').first().getByText(russian).waitFor();
    const me = await api<{ prefs: { translateNames: boolean } }>(baseUrl(), user, 'GET', '/v1/user/me');
    expect(me.prefs.translateNames).toBe(true);
    await page.screenshot({ path: `${SHOTS}/skin-names-ru-arena-1280.png` });
    await page.getByTestId('won-items').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/skin-names-ru-won-1280.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  it('names a new opening in Russian on the strip, and the active-items dialog too', async () => {
    const answer = page.waitForResponse((r) => r.url().includes('/api/v1/case/open'));
    await page.click('[data-testid="open-again"]');
    const next = ((await (await answer).json()) as { data: { opening: Opening } }).data.opening.results[0]
      .item;
    await waitForCardName(page, next.id, skinFullName(next, ru));
    await page.getByTestId('open-active-items').click();
    const dialog = page.getByTestId('active-items-dialog');
    await dialog.getByTestId('active-item').first().waitFor();
    for (const item of [won, next])
      expect(
        await dialog.getByRole('button', { name: skinPair(item, ru), exact: true }).count(),
      ).toBeGreaterThan(0);
    expect(await dialog.getByRole('button', { name: skinPair(won, null), exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/skin-names-ru-active-items-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByTestId('active-item').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/skin-names-ru-active-items-390.png` });
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('shows English again everywhere when the toggle goes off', async () => {
    await switchTranslate(page, false);
    await waitForCardName(page, won.id, won.name);
    await page.getByTestId('open-active-items').click();
    const dialog = page.getByTestId('active-items-dialog');
    await dialog
      .getByRole('button', { name: skinPair(won, null), exact: true })
      .first()
      .waitFor();
    expect(await dialog.getByRole('button', { name: skinPair(won, ru), exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('signed out', () => {
  it('keeps the choice in the browser: the odds list names the skins in Russian, also after a reload', async () => {
    const visitor = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
    try {
      const p = await visitor.newPage();
      await p.goto(`/ru/cases/open/${caseId}`);
      const odds = p.getByTestId('odds-list');
      await odds.getByText(won.name, { exact: true }).first().waitFor();
      await p.getByTestId('open-settings').click();
      await p.getByTestId('settings-translate-names').click();
      await p.getByTestId('settings-translate-names').scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${SHOTS}/skin-names-settings-390.png` });
      await p.keyboard.press('Escape');
      await odds.getByText(skinFullName(won, ru), { exact: true }).first().waitFor();
      await p.reload();
      await odds.getByText(skinFullName(won, ru), { exact: true }).first().waitFor();
      expect(await p.evaluate(() => localStorage.getItem('ca.translateSkinNames'))).toBe('1');
      await odds.scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${SHOTS}/skin-names-ru-odds-390.png`, fullPage: false });
    } finally {
      await visitor.close();
    }
  });
});
