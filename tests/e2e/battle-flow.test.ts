// Case battles as a new user plays them: sign in, top up, create a 2v2 in the UI, call bots, watch it finish and
// verify it on /provably-fair; the lobby updates live; a spectator joining mid-round sees the same strips.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, fundedUser, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs, newContext } from './harness';
import { decodePng, type Rgba } from './png-pixel';

interface Strip {
  slot: number;
  itemIds: string[];
  winnerIndex: number;
}
interface Snapshot {
  flowState: string;
  round: number;
  strips: Strip[];
}
type W = { caseArena?: { arena?: { snapshot(): Snapshot } } };
interface Detail {
  id: string;
  status: string;
  fairness: 1 | 2;
  beacon: { round: number; randomness: string | null } | null;
  players: number;
  users: { slot: number; rolls: { round: number; itemID: string }[] }[];
}

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('FlowTester', 200_000));
});

afterAll(() => closeSession({ browser, context }));

const snapshot = (page: Page) =>
  page.evaluate(() => (window as unknown as W).caseArena?.arena?.snapshot() ?? null);
const detail = (id: string) =>
  api<{ battle: Detail }>(baseUrl(), `/battle/detail?battleID=${id}`, null).then((d) => d.battle);
const firstCase = async () =>
  (await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null)).list[0].id;
/** Creates a public single battle of the first case through the API, as `host`. */
const createPublic = async (host: E2eUser, players: number, mode: 'default' | 'crazy', quantity: number) =>
  api<{ id: string }>(baseUrl(), '/battle/create', host, {
    type: 'single',
    players,
    mode,
    isPublic: true,
    cases: [{ caseID: await firstCase(), quantity }],
  });

describe('battle flow', () => {
  it('creates a 2v2 in the UI, calls bots, watches it finish and verifies it in the browser', async () => {
    const page = await context.newPage();
    await gotoAs(page, me.token, `/battles/new`);
    await page.locator('[data-testid="case-plus"]').first().click();
    await page.locator('[data-testid="type-team"]').click();
    await page.locator('[data-testid="mode-help"]').waitFor();
    await page.locator('[data-testid="create-battle"]:not([disabled])').click();
    await page.waitForURL(/\/battles\/view\/[\w-]+$/);
    const id = page.url().split('/').pop() ?? '';
    for (const slot of [2, 3, 4]) {
      await page.locator(`[data-testid="bot-${slot}"]`).click();
      await page.locator(`[data-testid="seat-${slot}"] img`).waitFor();
    }
    // Version 2: full, it waits for the first public beacon round published after the fill (a few seconds at most).
    await page
      .locator('[data-testid="battle-status"][data-beacon="waiting"]')
      .filter({ hasText: 'Waiting for public randomness' })
      .waitFor({ timeout: 10_000 });
    const sealed = await detail(id);
    expect(sealed.fairness).toBe(2);
    expect(sealed.beacon?.round).toBeGreaterThan(0);
    await page.locator('[data-battle-status="finished"]').waitFor({ timeout: 30_000 });
    await expect
      .poll(async () => (await snapshot(page))?.flowState, { timeout: 15_000 })
      .toMatch(/showing_result|already_finished/);
    await page.locator('[data-testid="battle-server-seed"]').waitFor();
    await page.goto(`/provably-fair?battle=${id}`);
    const proof = page.locator('[data-testid="battle-proof"]');
    await proof.waitFor({ timeout: 15_000 });
    expect(await proof.getAttribute('data-all-ok')).toBe('yes');
    // The round's BLS signature is checked in the browser, against the chain the site publishes.
    const check = page.locator('[data-testid="beacon-check"]');
    expect(await check.getAttribute('data-ok')).toBe('yes');
    expect(await page.locator('[data-testid="beacon-round"]').getAttribute('data-ok')).toBe('yes');
    expect(await page.locator('[data-testid="beacon-source"]').getAttribute('data-source')).toBe('local');
    expect(await page.locator('[data-testid="proof-row"][data-ok="yes"]').count()).toBe(4);
    expect(await page.locator('[data-testid="proof-row"][data-ok="no"]').count()).toBe(0);
    await page.close();
  });

  it('lists a battle in /battles as soon as it is created through the API', async () => {
    const anonymous = await newContext(browser);
    const page = await anonymous.newPage();
    await page.goto('/battles');
    await page.locator('[data-testid="lobby-toolbar"]').waitFor();
    await page.waitForTimeout(500); // the websocket subscribes once the list has loaded
    const other = await fundedUser(baseUrl(), 'LobbyMaker', 50_000);
    const b = await createPublic(other, 3, 'crazy', 1);
    const card = page.locator(`[data-testid="lobby-battle"][data-battle-id="${b.id}"]`);
    await card.waitFor({ timeout: 10_000 });
    // Signed out, Join asks to sign in first.
    await card.locator('[data-testid="lobby-join"]').click();
    await page.locator('[data-testid="login-dialog"]').waitFor();
    expect(await page.locator('[data-testid="login-steam"]').isDisabled()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/battles');
    // Bots fill it: the card goes Live with its round counter from the lightened 90017 on battle:*.
    for (const slot of [2, 3]) await api(baseUrl(), '/battle/bot', other, { battleID: b.id, slot });
    await card.locator('xpath=self::*[@data-status="playing"][@data-round="1"]').waitFor({ timeout: 15_000 });
    expect(await card.locator('[data-testid="lobby-rounds"]').textContent()).toBe('Round 1/1');
    await anonymous.close();
  });

  it('fetches a battle while the pointer is on its Watch link, so it opens with the arena on data already there', async () => {
    const anonymous = await newContext(browser);
    const page = await anonymous.newPage();
    const other = await fundedUser(baseUrl(), 'HoverHost', 50_000);
    const b = await createPublic(other, 2, 'default', 1);
    await page.goto('/battles');
    const watch = page.locator(
      `[data-testid="lobby-battle"][data-battle-id="${b.id}"] a[href$="/battles/view/${b.id}"]`,
    );
    await watch.last().waitFor({ timeout: 10_000 });
    const fetched = page.waitForRequest((r) => r.url().includes(`/battle/detail?battleID=${b.id}`), {
      timeout: 5_000,
    });
    await watch.last().hover();
    await fetched;
    expect(new URL(page.url()).pathname).toBe('/battles');
    await watch.last().click();
    // The lobby stays mounted but hidden (keep-alive), so its title is still in the page: wait for the battle's.
    await page.locator('[data-testid="page-title"]:visible', { hasText: b.id.slice(0, 8) }).waitFor();
    await page.waitForFunction(() => Boolean((window as unknown as W).caseArena?.arena), null, {
      timeout: 15_000,
    });
    await anonymous.close();
  });

  it('a spectator joining mid-round sees the same strips landing on the server rolls', async () => {
    const host = await fundedUser(baseUrl(), 'MidRoundHost', 50_000);
    const b = await createPublic(host, 2, 'default', 2);
    const a = await context.newPage();
    await a.goto(`/battles/view/${b.id}`);
    await a.locator('[data-testid="seat-2"]').waitFor();
    await api(baseUrl(), '/battle/bot', host, { battleID: b.id, slot: 2 });
    await expect.poll(async () => (await snapshot(a))?.flowState, { timeout: 15_000 }).toBe('playing');
    await a.waitForTimeout(1500); // well inside round 1's 5 s spin
    const late = await context.newPage();
    await late.goto(`/battles/view/${b.id}`);
    await expect.poll(async () => (await snapshot(late))?.strips.length ?? 0, { timeout: 10_000 }).toBe(2);
    // Two snapshots are read one after the other; under load a round may change between them, so compare
    // until both pages report the same round (a real divergence never converges and fails the poll).
    const mismatches = async (): Promise<string[]> => {
      const [sa, sb] = [await snapshot(a), await snapshot(late)];
      if (!sa || !sb || sa.round !== sb.round) return [`rounds ${sa?.round} vs ${sb?.round}`];
      const server = await detail(b.id);
      const out: string[] = [];
      for (const strip of sb.strips) {
        const same = sa.strips.find((s) => s.slot === strip.slot);
        if (JSON.stringify(strip.itemIds) !== JSON.stringify(same?.itemIds))
          out.push(`slot ${strip.slot}: strips differ`);
        if (strip.winnerIndex !== same?.winnerIndex) out.push(`slot ${strip.slot}: winner index differs`);
        const roll = server.users.find((u) => u.slot === strip.slot)?.rolls.find((r) => r.round === sb.round);
        if (strip.itemIds[strip.winnerIndex] !== roll?.itemID)
          out.push(
            `slot ${strip.slot}: lands on ${strip.itemIds[strip.winnerIndex]}, server rolled ${roll?.itemID}`,
          );
      }
      return out;
    };
    await expect.poll(mismatches, { timeout: 10_000, interval: 250 }).toEqual([]);
    await a.close();
    await late.close();
  });

  it('has a streamer view: the arena alone on a chroma-key background', async () => {
    const host = await fundedUser(baseUrl(), 'Streamer', 10_000);
    const b = await createPublic(host, 2, 'default', 1);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/battles/view/${b.id}/stream?bg=green`);
    await page.locator('[data-testid="battle-stream"]').waitFor();
    expect(await page.locator('header, footer, [data-testid="sign-in"]').count()).toBe(0);
    expect(
      await page
        .locator('[data-testid="battle-stream"]')
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(0, 177, 64)');
    await expect.poll(async () => (await snapshot(page))?.flowState, { timeout: 10_000 }).toBe('waiting');
    // The canvas itself shows the key in its empty corners (outside the reels), not the theme's dark backdrop.
    const canvas = page.locator('[data-testid="battle-stream"] canvas');
    await canvas.waitFor();
    const corners = async (omitBackground: boolean): Promise<Rgba[]> => {
      const box = (await canvas.boundingBox())!;
      expect(box.width).toBeGreaterThan(1800);
      const pts = [
        [box.x + 40, box.y + 40],
        [box.x + box.width - 40, box.y + box.height - 40],
      ];
      return Promise.all(
        pts.map(async ([x, y]) =>
          decodePng(await page.screenshot({ clip: { x, y, width: 2, height: 2 }, omitBackground })).at(0, 0),
        ),
      );
    };
    for (const px of await corners(false)) expect(px).toEqual([0, 177, 64, 255]);
    await page.goto(`/battles/view/${b.id}/stream?bg=transparent`);
    await expect.poll(async () => (await snapshot(page))?.flowState, { timeout: 10_000 }).toBe('waiting');
    await canvas.waitFor();
    // Transparent: the canvas clears to alpha 0 and paints no backdrop, so the (omitted) page background shows.
    expect(
      await canvas.evaluate(
        (el) => getComputedStyle(el).backgroundImage + '|' + getComputedStyle(el).backgroundColor,
      ),
    ).toBe('none|rgba(0, 0, 0, 0)');
    for (const px of await corners(true)) expect(px[3]).toBe(0);
    await page.close();
  });
});
