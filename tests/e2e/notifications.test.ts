// Browser notifications of battle news (Settings > Email push): a browser without Notification support gets an
// alert and nothing turns on; with permission, a player who turned "someone joins my battle" on is notified, while the
// tab is in the background, when another player takes a seat in their battle.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedUser, signIn, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, following, gotoAs, newContext, openContext } from './harness';

let browser: Browser, context: BrowserContext;

beforeAll(async () => {
  ({ browser, context } = await openContext());
});

afterAll(() => closeSession({ browser, context }));

const openEmailSettings = async (page: Page) => {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-settings').click();
  await page.getByTestId('settings-menu-email').click();
  await page.getByTestId('notify-section').waitFor();
};

describe('battle notifications', () => {
  it('a browser without notifications gets an alert and the switch stays off', async () => {
    const me = await signIn(baseUrl(), 'NoNotify');
    const ctx = await newContext(browser);
    try {
      await ctx.addInitScript(() => {
        delete (window as { Notification?: unknown }).Notification;
      });
      const page = await ctx.newPage();
      await gotoAs(page, me.token, `/battles`);
      await openEmailSettings(page);
      const alert = new Promise<string>((resolve) =>
        page.once('dialog', (d) => {
          resolve(d.message());
          void d.accept();
        }),
      );
      await page.getByTestId('notify-joined').click();
      expect(await alert).toBe('This browser cannot show notifications.');
      expect(await page.getByTestId('notify-joined').getAttribute('aria-checked')).toBe('false');
    } finally {
      await ctx.close();
    }
  });

  it('tells a player in the background that someone joined their battle', async () => {
    const host = await fundedUser(baseUrl(), 'Notified', 50_000);
    const guest: E2eUser = await fundedUser(baseUrl(), 'Joiner', 50_000);
    await context.grantPermissions(['notifications'], { origin: baseUrl() });
    // Every notification the page shows is written down, and the tab reads as hidden (it is in the background).
    await context.addInitScript(() => {
      const shown: { title: string; body: string }[] = [];
      (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
      const Real = window.Notification;
      class Recorded extends Real {
        constructor(title: string, opts?: NotificationOptions) {
          super(title, opts);
          shown.push({ title, body: opts?.body ?? '' });
        }
      }
      Object.defineProperty(window, 'Notification', { value: Recorded });
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
    });
    const page = await context.newPage();
    await gotoAs(page, host.token, `/battles`);
    await openEmailSettings(page);
    await page.getByTestId('notify-joined').click();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="notify-joined"]')?.getAttribute('aria-checked') === 'true',
    );
    const { user } = await api<{ user: { userID: string } }>(baseUrl(), '/user/me', host);
    await following(page, `user:${user.userID}`);

    const cases = await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null);
    const battle = await api<{ id: string; inviteToken: string }>(baseUrl(), '/battle/create', host, {
      type: 'single',
      players: 3,
      mode: 'default',
      isPublic: false,
      cases: [{ caseID: cases.list[0].id, quantity: 1 }],
    });
    // A private battle is joined through its invite link.
    await api(baseUrl(), '/battle/join', guest, { battleID: battle.id, slot: 2, invite: battle.inviteToken });
    await page.waitForFunction(
      () => (window as unknown as { shownNotifications: unknown[] }).shownNotifications.length > 0,
      undefined,
      { timeout: 10_000 },
    );
    const shown = await page.evaluate(
      () =>
        (window as unknown as { shownNotifications: { title: string; body: string }[] }).shownNotifications,
    );
    expect(shown).toEqual([
      { title: 'A seat was taken', body: 'Joiner joined your battle: 2 of 3 seats taken.' },
    ]);
  });
});
