// Truth and trust (issue 28) as a visitor meets it: the live rail shows a battle's drops, a bot's marked as a bot's;
// "Online now" is never 0 for the visitor looking at it; "Verify this battle" opens on its result and names the
// players; the support page takes a message and shows where to write; legal pages lead to it and the cardholder
// agreement is its own page. Screenshots of the verifier and the support page at 1280x800 and 390x844.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, newContext, openPage, openScreen } from './harness';
import { api, fundedUser, type E2eUser } from './battle-helpers';

const SHOTS = '/work/notes/shots/trust28';
let browser: Browser, context: BrowserContext, page: Page;
let host: E2eUser;
let battleId = '';

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  host = await fundedUser(baseUrl(), 'TrustHost', 100_000);
});

afterAll(() => closeSession({ browser, context }));

/** Runs `fn` on a fresh page at 1280x800 and at 390x844 (the two screenshot sizes). */
async function atBothSizes(fn: (p: Page, w: number, h: number) => Promise<void>): Promise<void> {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    const ctx = await newContext(browser, { width: w, height: h });
    try {
      await fn(await ctx.newPage(), w, h);
    } finally {
      await ctx.close();
    }
  }
}

const battleDone = async (id: string) => {
  for (let i = 0; i < 240; i++) {
    const d = await api<{ battle: { status: string } }>(baseUrl(), `/battle/detail?battleID=${id}`, null);
    if (d.battle.status === 'finished') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('battle did not finish');
};

describe('truth and trust', () => {
  it("shows a finished battle's drops on the rail, the bot's marked, and a non-zero Online now", async () => {
    await openScreen(page, '/');
    const online = page.getByTestId('site-stats').locator('div').first();
    await expect.poll(async () => (await online.textContent()) ?? '').toMatch(/[1-9]/);
    const cases = await api<{ list: { id: string; price: number }[] }>(baseUrl(), '/case/list', null);
    const cheap = [...cases.list].sort((a, b) => a.price - b.price)[0];
    const b = await api<{ id: string }>(baseUrl(), '/battle/create', host, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: true,
      cases: [{ caseID: cheap.id, quantity: 1 }],
    });
    battleId = b.id;
    await api(baseUrl(), '/battle/bot', host, { battleID: b.id, slot: 2 });
    // The round lands about 10 s later (beacon, start, spin); its two drops then come to the rail live.
    const bot = page.locator('[data-testid="live-drop"]', { has: page.getByTestId('live-drop-bot') });
    await bot.first().waitFor({ timeout: 40_000 });
    expect(await bot.first().locator('a').getAttribute('href')).toContain(`/battles/view/${b.id}`);
    await page.locator('[data-testid="live-drop"]', { hasText: 'TrustHost' }).first().waitFor();
  });

  it('"Verify this battle" opens on the result and names the players', async () => {
    await battleDone(battleId);
    await atBothSizes(async (p, w, h) => {
      await p.goto(`/provably-fair?battle=${battleId}`);
      const proof = p.getByTestId('battle-proof');
      await proof.waitFor({ timeout: 20_000 });
      // Scrolled to the verifier: its result starts inside the first screen, not 2,000 px below it.
      await expect.poll(async () => (await proof.boundingBox())?.y ?? 9999).toBeLessThan(h);
      expect(await p.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // Never pulled sideways on a phone.
      expect(await p.evaluate(() => window.scrollX)).toBe(0);
      expect((await proof.boundingBox())!.width).toBeLessThanOrEqual(w);
      const slots = await p.getByTestId('proof-slot').allTextContents();
      expect(slots.some((s) => s.includes('TrustHost'))).toBe(true);
      await p.screenshot({ path: `${SHOTS}/verifier-${w}x${h}.png` });
    });
  });

  it('the support page takes a message (with an email when signed out) and shows where to write', async () => {
    await openScreen(page, '/privacy');
    await page.getByTestId('operator-note').waitFor();
    await page.getByTestId('contact-support').click();
    await page.waitForURL('**/support');
    await page.getByTestId('support-contact').waitFor();
    const send = page.getByTestId('support-send');
    await page.getByTestId('support-topic').selectOption('withdrawals');
    await page.getByTestId('support-subject').fill('Pending trade');
    await page.getByTestId('support-message').fill('My withdrawal has been preparing for an hour.');
    // Signed out and no email: nobody could be answered, so it cannot be sent yet.
    expect(await send.isDisabled()).toBe(true);
    await page.getByTestId('support-email').fill('visitor@example.org');
    await send.click();
    const sent = page.getByTestId('support-sent');
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/sup_/);
    await atBothSizes(async (p, w, h) => {
      await openScreen(p, '/support');
      await p.getByTestId('support-form').waitFor();
      await p.screenshot({ path: `${SHOTS}/support-${w}x${h}.png`, fullPage: true });
    });
  });

  it('the footer links support and the cardholder agreement, which is its own page', async () => {
    await openScreen(page, '/');
    const footer = page.locator('footer');
    await footer.locator('a[href="/support"]').waitFor({ state: 'attached' });
    await footer.locator('a[href="/cardholder-agreement"]').click();
    await page.waitForURL('**/cardholder-agreement');
    // Its own heading, not the terms'.
    await page.getByTestId('page-title').filter({ hasText: 'Cardholder agreement' }).waitFor();
    await page.getByTestId('operator-note').waitFor();
  });
});
