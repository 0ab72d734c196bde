// The events as a new player meets them in Chromium, on a built server of its own with a fast clock (an hourly
// giveaway every 15 s, a local beacon round every 0.5 s): sign in, top up, open cases; the feast page shows the
// tickets earned at its published rate; buy a marketplace offer with them and find it in active items; enter the
// hourly giveaway, see it drawn and verified in the browser on its result page (and the win told live); see the
// daily race board move when the player wagers. Screenshots of every event screen at 1280 and 390 px.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from '../net';
import { api, fundedUser, type E2eUser } from './battle-helpers';
import { connectBrowser, gotoAs, newContext } from './harness';
import { overflowing } from './overflow';
import type { EventCurrentAnswer, MarketplaceAnswer } from '../../src/protocol/event';
import type { RaceCurrentAnswer } from '../../src/protocol/contests';

const SHOTS = 'tests/e2e/__screens__';
const root = path.resolve(import.meta.dirname, '../..');

let server: ChildProcess, base: string, tmp: string;
let browser: Browser, context: BrowserContext, me: E2eUser, myID: string;
/** Cents wagered by the player so far (every case opened through `wager`). */
let wagered = 0;
let cheapest: { id: string; price: number };

/** Starts dist/server on a throw-away SQLite file with the fast event clock. */
async function startServer(): Promise<void> {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-events-'));
  fs.cpSync(path.join(root, 'dist/client'), path.join(tmp, 'client'), { recursive: true });
  const port = await freePort();
  let log = '';
  server = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(tmp, 'events.sqlite'),
      CLIENT_DIR: path.join(tmp, 'client'),
      DATABASE_URL: '',
      REDIS_URL: '',
      BOTS: '0',
      LOG_LEVEL: 'warn',
      GIVEAWAY_HOURLY_MS: '15000',
      BEACON_LOCAL_PERIOD_MS: '500',
      RATE_LIMIT_READ_PER_MIN: '100000',
      WS_MAX_CONN_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  base = `http://127.0.0.1:${port}`;
  await waitFor(
    'the events server to answer',
    async () => {
      if (server.exitCode !== null) throw new Error(`server exited:\n${log}`);
      return (await fetch(`${base}/api/v1/meta/stat`).catch(() => null))?.ok === true;
    },
    30_000,
  );
}

/** Opens the cheapest paid case `count` times through the API, as the case page does (at most 5 a request). */
async function wager(count: number): Promise<void> {
  for (let left = count; left > 0; left -= 5) {
    const n = Math.min(5, left);
    await api(base, '/case/open', me, { caseID: cheapest.id, count: n });
    wagered += cheapest.price * n;
  }
}

const text = async (scope: Page | Locator, selector: string) =>
  ((await scope.locator(selector).first().textContent()) ?? '').trim();

beforeAll(async () => {
  await startServer();
  browser = await connectBrowser();
  context = await newContext(browser, { baseURL: base });
  me = await fundedUser(base, 'Feaster', 20_000);
  myID = (await api<{ user: { userID: string } }>(base, '/user/me', me)).user.userID;
  const { list } = await api<{ list: { id: string; price: number; type: string }[] }>(
    base,
    '/case/list',
    null,
  );
  cheapest = list.filter((c) => c.type !== 'daily' && c.price > 0).sort((a, b) => a.price - b.price)[0];
  fs.mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('events', () => {
  it('signed out, the feast says what it is, its rate and ladder, and asks to sign in', async () => {
    const guest = await newContext(browser, { baseURL: base });
    const page = await guest.newPage();
    await page.goto('/event/feast');
    await page.locator('[data-testid="feast-signed-out"]').waitFor();
    const feast = await api<EventCurrentAnswer>(base, '/event/current', null);
    expect(feast.event).not.toBeNull();
    expect(await page.locator('[data-testid="feast-rate"]').getAttribute('data-cents')).toBe(
      String(feast.event!.ticketRate.cents),
    );
    expect(await page.locator('[data-testid="ladder-rung"]').count()).toBe(feast.event!.ladder.length);
    expect(await page.locator('[data-testid="event-ticket-balance"]').count()).toBe(0);
    expect(await text(page, '[data-testid="event-tickets"]')).toContain('Sign in');
    expect(await page.getByText('Preview', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/events-feast-guest.png`, fullPage: true });
    await guest.close();
  });

  it('wagers earn tickets at the published rate; a marketplace purchase spends them into active items', async () => {
    const market = await api<MarketplaceAnswer>(base, '/event/marketplace', me);
    const offer = market.offers
      .filter((o) => o.currency === 'ticket' && o.available && o.kind === 'item')
      .sort((a, b) => a.price - b.price)[0];
    const feast = (await api<EventCurrentAnswer>(base, '/event/current', me)).event!;
    const rate = feast.ticketRate;
    // Enough wagered for the offer and for a prize place in the daily race.
    const needed = Math.max(Math.ceil((offer.price * rate.cents) / rate.tickets), 200);
    await wager(Math.ceil(needed / cheapest.price));
    const earned = Math.floor((wagered * rate.tickets) / rate.cents);

    const page = await context.newPage();
    await gotoAs(page, me.token, `/event/feast`);
    await page.locator('[data-testid="feast-summary"]').waitFor();
    await expect
      .poll(() => text(page, '[data-testid="feast-earned"]'), { timeout: 10_000 })
      .toBe(earned.toLocaleString('en-US'));
    expect(await text(page, '[data-testid="feast-tickets"]')).toBe(earned.toLocaleString('en-US'));
    expect(await text(page, '[data-testid="event-ticket-balance"]')).toBe(earned.toLocaleString('en-US'));
    expect(await text(page, '[data-testid="feast-rate"]')).toMatch(
      /^Every \$\d+\.\d\d wagered earns \d+ tickets?$/,
    );
    await page.screenshot({ path: `${SHOTS}/events-feast.png`, fullPage: true });

    await page.goto('/event/marketplace');
    const card = page.locator(`[data-testid="offer"][data-offer-id="${offer.id}"]`);
    await card.locator('[data-testid="offer-buy"]').click();
    const name = `${offer.item!.weapon} | ${offer.item!.finish}`;
    await page.getByText(`Now in your active items: ${name}`).waitFor({ timeout: 10_000 });
    const left = (earned - offer.price).toLocaleString('en-US');
    await expect.poll(() => text(page, '[data-testid="market-tickets"]'), { timeout: 10_000 }).toBe(left);
    await expect.poll(() => text(page, '[data-testid="event-ticket-balance"]')).toBe(left);
    expect(await text(card, '[data-testid="offer-bought"]')).toBe(`1 of ${offer.perPlayerLimit} bought`);
    expect(await text(card, '[data-testid="offer-stock"]')).toBe(
      `${offer.stock - 1} of ${offer.stockTotal} left`,
    );
    await page.screenshot({ path: `${SHOTS}/events-marketplace.png`, fullPage: true });

    await page.locator('[data-testid="open-active-items"]').click();
    const dialog = page.locator('[data-testid="active-items-dialog"]');
    await dialog.getByRole('button', { name }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('enters the hourly giveaway and sees it drawn and verified in the browser, and is told of the win', async () => {
    const page = await context.newPage();
    await gotoAs(page, me.token, `/event/giveaway`);
    // An hourly giveaway with time enough left to join (the window is 15 s; the page moves to the next by itself).
    const open = page.locator('[data-testid="giveaway"]').filter({
      has: page.locator('[data-kind="hourly"][data-status="open"]'),
    });
    let id = '';
    await waitFor(
      'an hourly giveaway with 5 s left',
      async () => {
        const head = open.locator('[data-giveaway-id]').first();
        if ((await head.count()) === 0) return false;
        const endsAt = Number(await head.getAttribute('data-ends-at'));
        id = (await head.getAttribute('data-giveaway-id')) ?? '';
        return endsAt - Date.now() > 5000;
      },
      30_000,
    );
    const card = page
      .locator('[data-testid="giveaway"]')
      .filter({ has: page.locator(`[data-giveaway-id="${id}"]`) });
    expect(await card.locator('[data-testid="giveaway-eligible"]').getAttribute('data-eligible')).toBe('yes');
    await card.locator('[data-testid="giveaway-join"]').click();
    await card.locator('[data-testid="giveaway-entered"]').waitFor();
    expect(await text(card, '[data-testid="giveaway-entrants"]')).not.toBe('0');
    await page.screenshot({ path: `${SHOTS}/events-giveaway.png`, fullPage: true });

    await page.goto(`/event/giveaway-result/${id}`);
    await page.locator('[data-testid="giveaway-result-status"]').waitFor();
    const round = await text(page, '[data-testid="result-round"]');
    expect(Number(round.replace(/,/g, ''))).toBeGreaterThan(0);
    // Drawn on its own once the announced round is out; the page follows the `giveaway` channel.
    const verdict = page.locator('[data-testid="giveaway-verdict"]');
    await verdict.waitFor({ timeout: 45_000 });
    expect(await verdict.getAttribute('data-ok')).toBe('yes');
    for (const check of ['chain', 'announced', 'signature', 'randomness', 'round', 'hash', 'client-seed'])
      expect(await page.locator(`[data-testid="check-${check}"]`).getAttribute('data-ok'), check).toBe('yes');
    const winners = page.locator('[data-testid="giveaway-winner"]');
    expect(await winners.count()).toBe(1);
    expect(await winners.first().locator(`[data-user-id="${myID}"]`).count()).toBe(1);
    expect(await page.locator('[data-testid="winner-check"][data-ok="yes"]').count()).toBe(1);
    expect(await page.locator('[data-testid="giveaway-entrant"]').count()).toBe(1);
    await page.getByText(/^You won .+ in the hourly giveaway\./).waitFor({ timeout: 10_000 });
    await page.screenshot({ path: `${SHOTS}/events-giveaway-result.png`, fullPage: true });
    await page.close();
  });

  it('the daily race board moves live when the player wagers', async () => {
    const page = await context.newPage();
    await gotoAs(page, me.token, `/event/leaderboard`);
    const row = page.locator(`[data-testid="race-board"] [data-testid="race-row"]`).filter({
      has: page.locator(`[data-user-id="${myID}"]`),
    });
    await row.waitFor();
    const before = await text(page, '[data-testid="race-my-wager"]');
    const current = await api<RaceCurrentAnswer>(base, '/event/race/current', me);
    const daily = current.races.find((r) => r.kind === 'daily')!;
    expect(current.me[daily.id]?.wagered).toBe(wagered);
    await wager(1);
    await expect
      .poll(() => text(page, '[data-testid="race-my-wager"]'), { timeout: 10_000 })
      .not.toBe(before);
    expect(await text(page, '[data-testid="race-my-wager"]')).toBe(`$${(wagered / 100).toFixed(2)}`);
    expect(await row.locator('td').nth(2).textContent()).toContain(`$${(wagered / 100).toFixed(2)}`);
    expect(await page.locator('[data-testid="race-prizes"] li').count()).toBe(daily.prizes.length);
    await page.screenshot({ path: `${SHOTS}/events-leaderboard.png`, fullPage: true });
    await page.locator('[data-testid="race-tab-weekly"]').click();
    await page.locator('[data-testid="race"][data-kind="weekly"]').waitFor();
    await page.close();
  });

  it('phone width: every event screen fits 390 px', async () => {
    const phone = await newContext(browser, { baseURL: base, width: 390, height: 844 });
    const page = await phone.newPage();
    await gotoAs(page, me.token, '/favicon.svg');
    const giveaways = await api<{ recent: { id: string }[]; list: { id: string }[] }>(
      base,
      '/event/giveaway/list',
      me,
    );
    const shown = giveaways.recent[0]?.id ?? giveaways.list[0].id;
    const screens: [string, string, string][] = [
      ['feast', '/event/feast', 'feast-summary'],
      ['marketplace', '/event/marketplace', 'offer'],
      ['giveaway', '/event/giveaway', 'giveaway'],
      ['giveaway-result', `/event/giveaway-result/${shown}`, 'giveaway-result-status'],
      ['leaderboard', '/event/leaderboard', 'race'],
    ];
    for (const [name, url, ready] of screens) {
      await page.goto(url);
      await page.locator(`[data-testid="${ready}"]`).first().waitFor();
      await page.locator('[data-testid="balance-coin"]').waitFor();
      expect(await overflowing(page), name).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SHOTS}/events-${name}-390.png`, fullPage: true });
    }
    await phone.close();
  });
});
