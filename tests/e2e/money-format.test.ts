// Money looks the same on every screen in the chosen language: with German selected the header balance, a battle
// page, the payments dialog and the arena's totals all write '1.234,56 $' (one formatter, src/domain/format.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs } from './harness';

type W = { caseArena?: { arena?: { snapshot(): { flowState: string; totals?: Record<number, string> } } } };
interface Seat {
  slot: number;
  rollAmount: number;
}

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('GeldTester', 123_456));
});

afterAll(() => closeSession({ browser, context }));

// German money written out by hand (not by the formatter under test): '.' groups, ',' decimals, a no-break space, '$'.
function german(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')}\u00a0$`;
}

const text = async (page: Page, selector: string) =>
  ((await page.locator(selector).first().textContent()) ?? '').trim();
const coins = async () =>
  (await api<{ wallets: { currency: string; balance: number }[] }>(baseUrl(), '/user/me', me)).wallets.find(
    (w) => w.currency === 'coin',
  )?.balance ?? 0;

describe('money format with German selected', () => {
  it('the header, a battle page, its arena and the payments dialog write money the same way', async () => {
    const cases = await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null);
    const b = await api<{ id: string }>(baseUrl(), '/battle/create', me, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: true,
      cases: [{ caseID: cases.list[0].id, quantity: 1 }],
    });
    await api(baseUrl(), '/battle/bot', me, { battleID: b.id, slot: 2 });

    const page = await context.newPage();
    await gotoAs(page, me.token, `/de/battles/view/${b.id}`);
    await page.locator('[data-battle-status="finished"]').waitFor({ timeout: 30_000 });
    const detail = await api<{ battle: { users: Seat[] } }>(
      baseUrl(),
      `/battle/detail?battleID=${b.id}`,
      null,
    );
    const seat1 = detail.battle.users.find((u) => u.slot === 1);
    if (!seat1) throw new Error('slot 1 is empty');

    // The header balance (after the battle's cost and any winnings).
    const balance = await coins();
    await expect
      .poll(() => text(page, '[data-testid="balance-coin"]'), { timeout: 10_000 })
      .toBe(german(balance));

    // The battle page: slot 1's total under its name.
    await expect
      .poll(() => text(page, '[data-testid="seat-1"] b'), { timeout: 10_000 })
      .toBe(german(seat1.rollAmount));

    // The arena writes the same total on slot 1's header.
    const arenaTotal = () =>
      page.evaluate(() => (window as unknown as W).caseArena?.arena?.snapshot().totals?.[1] ?? null);
    await expect.poll(arenaTotal, { timeout: 20_000 }).toBe(german(seat1.rollAmount));

    // The payments dialog: each method's range.
    const methods = await api<{ payments: { id: string; minAmount: number; maxAmount: number }[] }>(
      baseUrl(),
      '/pay/payments',
      me,
    );
    await page.getByTestId('balance-coin').click();
    await page.getByTestId('payments-dialog').waitFor();
    for (const m of methods.payments) {
      expect(await text(page, `[data-testid="pay-method-${m.id}"]`)).toBe(
        `${german(m.minAmount)} – ${german(m.maxAmount)}`,
      );
    }
    await page.close();
  });
});
