// The battle view as a player meets it (issue 28): an empty seat says so and offers a bot; while the reels spin,
// nothing outside the arena shows a round's result before the arena lands it (sampled during the spins); at
// 1280x800 the reels, the win line and the totals are on the first screen; the player is told "You won $X" or
// "You lost" in their language; "Play again" asks with the price before it charges and then opens the new battle;
// the practice battle keeps its result line until its arena shows the result.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/format';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs } from './harness';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Detail {
  id: string;
  status: string;
  fixedPrice: number;
  users: {
    slot: number;
    userID: string;
    isWinner: boolean;
    winAmount: number;
    rolls: { round: number; price: number }[];
  }[];
}
/** What one sample reads, all in the same task: the arena's state and what the page around it shows. */
interface Sample {
  flowState: string;
  round: number;
  landed: number;
  totals: Record<number, string>;
  wonRounds: Record<number, number[]>;
  outcome: string | null;
  title: string;
}

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('ViewTester', 200_000));
});

afterAll(() => closeSession({ browser, context }));

const detail = (id: string) =>
  api<{ battle: Detail }>(baseUrl(), `/battle/detail?battleID=${id}`, null).then((d) => d.battle);
const coins = async () =>
  (await api<{ wallets: { currency: string; balance: number }[] }>(baseUrl(), '/user/me', me)).wallets.find(
    (w) => w.currency === 'coin',
  )?.balance ?? 0;
const firstCase = async () =>
  (await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null)).list[0].id;
const create = async (type: 'single' | 'team', players: number, quantity: number) =>
  api<{ id: string }>(baseUrl(), '/battle/create', me, {
    type,
    players,
    mode: 'default',
    isPublic: true,
    cases: [{ caseID: await firstCase(), quantity }],
  });

const sample = (page: Page) =>
  page.evaluate((): Sample | null => {
    const snap = window.caseArena?.arena?.snapshot();
    if (!snap) return null;
    const totals: Record<number, string> = {};
    const wonRounds: Record<number, number[]> = {};
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid^="seat-total-"]'))
      totals[Number(el.dataset.testid?.slice('seat-total-'.length))] = el.textContent ?? '';
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid^="won-items-"]'))
      wonRounds[Number(el.dataset.testid?.slice('won-items-'.length))] = [
        ...el.querySelectorAll<HTMLElement>('[data-testid="won-item"]'),
      ].map((li) => Number(li.dataset.round));
    return {
      flowState: snap.flowState,
      round: snap.round,
      landed: snap.landed,
      totals,
      wonRounds,
      outcome: document.querySelector('[data-testid="battle-outcome"]')?.textContent ?? null,
      title: document.title,
    };
  });

/** Where the arena's win lines and header totals and the seats' totals sit on the screen (CSS px). */
const onScreen = (page: Page) =>
  page.evaluate(() => {
    const snap = window.caseArena?.arena?.snapshot();
    const canvas = document.querySelector('[data-arena-state]')?.getBoundingClientRect();
    if (!snap?.layout || !canvas) return null;
    const at = (r: Rect) => ({ top: canvas.top + r.y, bottom: canvas.top + r.y + r.h });
    return {
      scrollY: window.scrollY,
      reels: snap.layout.slots.map((s) => at(s.reel)),
      winLines: snap.layout.slots.map((s) => canvas.top + s.reel.y + s.reel.h / 2),
      headers: snap.layout.slots.flatMap((s) => (s.header ? [at(s.header)] : [])),
      seatTotals: [...document.querySelectorAll('[data-testid^="seat-total-"]')].map(
        (e) => e.getBoundingClientRect().bottom,
      ),
    };
  });

const resultShown = (page: Page) =>
  page.waitForFunction(
    () => /showing_result|already_finished/.test(window.caseArena?.arena?.snapshot().flowState ?? ''),
    undefined,
    { timeout: 60_000, polling: 250 },
  );

describe('battle view', () => {
  let played: Detail;
  let page: Page;

  it('shows an empty seat as empty with Call bot, and no result outside the arena before the arena lands it', async () => {
    const b = await create('single', 2, 3);
    page = await context.newPage();
    await gotoAs(page, me.token, `/battles/view/${b.id}`);
    const empty = page.getByTestId('seat-2');
    await empty.waitFor();
    expect(await page.getByTestId('seat-empty-2').textContent()).toBe('Empty seat');
    expect(await empty.textContent()).toContain('Waiting for a player');
    await page.getByTestId('bot-2').click();
    await page.locator('[data-testid="seat-2"] img').waitFor();
    expect(await page.getByTestId('seat-empty-2').count()).toBe(0);

    const samples: Sample[] = [];
    let fit: Awaited<ReturnType<typeof onScreen>> = null;
    for (let i = 0; i < 400; i++) {
      const s = await sample(page);
      if (s) samples.push(s);
      if (s?.flowState === 'playing' && s.landed < s.round) fit ??= await onScreen(page);
      if (s && /showing_result|already_finished/.test(s.flowState) && s.outcome) break;
      await page.waitForTimeout(120);
    }
    played = await detail(b.id);
    expect(played.status).toBe('finished');
    const money = (c: number) => formatMoney(c, 'en-US');
    const upTo = (slot: number, round: number) =>
      played.users
        .find((u) => u.slot === slot)!
        .rolls.filter((r) => r.round <= round)
        .reduce((sum, r) => sum + r.price, 0);
    // Every round was sampled while it spun (the arena had started it and not landed it).
    const spun = new Set(
      samples.filter((s) => s.flowState === 'playing' && s.landed < s.round).map((s) => s.round),
    );
    expect([...spun].sort()).toEqual([1, 2, 3]);
    const late: string[] = [];
    for (const s of samples) {
      for (const slot of [1, 2]) {
        // The page may lag the arena by a render, never lead it: the items shown are of landed rounds, and the
        // total is theirs.
        const rounds = s.wonRounds[slot] ?? [];
        const shown = rounds.length;
        if (rounds.some((r) => r > s.landed))
          late.push(`slot ${slot} shows round ${Math.max(...rounds)} at ${s.landed}`);
        if (s.totals[slot] !== money(upTo(slot, shown)))
          late.push(`slot ${slot} total ${s.totals[slot]} with ${shown} rounds landed (arena ${s.landed})`);
      }
      if (s.outcome !== null && !/showing_result|already_finished/.test(s.flowState))
        late.push(`outcome "${s.outcome}" in ${s.flowState}`);
      if (/\$\d/.test(s.title)) late.push(`title "${s.title}"`);
    }
    expect(late).toEqual([]);

    // The reels, their win lines and every total are on the first screen of 1280x800, with nothing scrolled.
    expect(fit).not.toBeNull();
    expect(fit!.scrollY).toBe(0);
    for (const r of fit!.reels) expect(r.bottom).toBeLessThanOrEqual(800);
    for (const y of fit!.winLines) expect(y).toBeLessThan(800);
    for (const h of fit!.headers) expect(h.bottom).toBeLessThanOrEqual(800);
    expect(fit!.seatTotals).toHaveLength(2);
    for (const y of fit!.seatTotals) expect(y).toBeLessThanOrEqual(800);
  });

  it('tells the player "You won $X" or "You lost", in their language', async () => {
    const mine = played.users.find((u) => u.slot === 1)!;
    const en = await page.getByTestId('battle-outcome').textContent();
    expect(en).toBe(mine.isWinner ? `You won ${formatMoney(mine.winAmount, 'en-US')}` : 'You lost');
    await page.goto(`/de/battles/view/${played.id}`);
    await resultShown(page);
    const de = page.getByTestId('battle-outcome');
    await de.waitFor();
    expect(await de.textContent()).toBe(
      mine.isWinner ? `Du hast ${formatMoney(mine.winAmount, 'de-DE')} gewonnen` : 'Du hast verloren',
    );
  });

  it('asks before "Play again" charges, with the price, then opens the new battle', async () => {
    await page.goto(`/battles/view/${played.id}`);
    await resultShown(page);
    const before = await coins();
    const price = formatMoney(played.fixedPrice, 'en-US');
    await page.getByTestId('recreate').click();
    const summary = page.getByTestId('recreate-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain(price);
    expect(await page.getByTestId('recreate-confirm').textContent()).toBe(`Pay ${price} and play`);
    // Asking took nothing; backing out leaves everything as it was.
    expect(await coins()).toBe(before);
    await page.getByTestId('recreate-cancel').click();
    await summary.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/battles/view/${played.id}`);
    expect(await coins()).toBe(before);
    await page.getByTestId('recreate').click();
    await page.locator('[data-testid="recreate-confirm"]:not([disabled])').click();
    await page.waitForURL(
      (u) => /\/battles\/view\/[\w-]+$/.test(u.pathname) && !u.pathname.endsWith(played.id),
    );
    const next = new URL(page.url()).pathname.split('/').pop()!;
    // The screen left behind may stay mounted, hidden (keep-alive): read the one on show.
    await page.locator('[data-battle-status="waiting"]').waitFor();
    expect(await page.locator('[data-testid="battle-status"]:visible').textContent()).toBe('Waiting');
    expect(await page.locator('[data-testid="seat-empty-2"]:visible').textContent()).toBe('Empty seat');
    const fresh = await detail(next);
    expect(fresh.users.map((u) => u.slot)).toEqual([1]);
    expect(await coins()).toBe(before - fresh.fixedPrice);
    await page.close();
  });

  it('keeps a 2v2 arena, its win lines and its totals on the first screen at 1280x800', async () => {
    const b = await create('team', 4, 1);
    const team = await context.newPage();
    await gotoAs(team, me.token, `/battles/view/${b.id}`);
    for (const slot of [2, 3, 4]) await api(baseUrl(), '/battle/bot', me, { battleID: b.id, slot });
    await team.waitForFunction(() => window.caseArena?.arena?.snapshot().flowState === 'playing', undefined, {
      timeout: 30_000,
      polling: 100,
    });
    const fit = await onScreen(team);
    expect(fit?.scrollY).toBe(0);
    expect(fit?.reels).toHaveLength(4);
    for (const r of fit!.reels) expect(r.bottom).toBeLessThanOrEqual(800);
    for (const y of fit!.winLines) expect(y).toBeLessThan(800);
    expect(fit!.seatTotals).toHaveLength(4);
    for (const y of fit!.seatTotals) expect(y).toBeLessThanOrEqual(800);
    await team.close();
  });

  it("keeps the practice battle's result line until its arena shows the result", async () => {
    const practice = await context.newPage();
    await gotoAs(practice, me.token, '/pre-battle');
    await practice.locator('[data-testid="practice-play"]:not([disabled])').click();
    const early: string[] = [];
    let sawSpin = false;
    for (let i = 0; i < 400; i++) {
      const s = await practice.evaluate(() => ({
        flow: window.caseArena?.arena?.snapshot().flowState ?? 'idle',
        line: document.querySelector('[data-testid="practice-result"]')?.textContent ?? null,
      }));
      if (s.flow === 'playing') sawSpin = true;
      if (s.line !== null && s.flow !== 'showing_result') early.push(`${s.flow}: ${s.line}`);
      if (s.line !== null && s.flow === 'showing_result') break;
      await practice.waitForTimeout(150);
    }
    expect(sawSpin).toBe(true);
    expect(early).toEqual([]);
    expect(await practice.getByTestId('practice-result').textContent()).toMatch(/play money/);
    await practice.close();
  });
});
