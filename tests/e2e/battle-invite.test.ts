// Issue 26, "private means private", in two browsers: the creator of a private battle copies its invite link; a
// second player who only knows the battle's id finds nothing there, and through the copied link watches and joins it.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, fundedUser, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs, newContext } from './harness';

let browser: Browser, context: BrowserContext, host: E2eUser;
let guestContext: BrowserContext | undefined;

beforeAll(async () => {
  ({ browser, context, me: host } = await fundedSession('InviteHost', 50_000));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
});

afterAll(async () => {
  await guestContext?.close();
  await closeSession({ browser, context });
});

describe('private battle invite link', () => {
  it('the creator copies the invite link; the id alone shows nothing, the link lets a second player join', async () => {
    const cases = await api<{ list: { id: string; type: string }[] }>(baseUrl(), '/case/list', null);
    const caseID = cases.list.find((c) => c.type !== 'daily')!.id;
    const battle = await api<{ id: string; inviteToken?: string }>(baseUrl(), '/battle/create', host, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: false,
      cases: [{ caseID, quantity: 1 }],
    });
    expect(battle.inviteToken).toBeTruthy();

    const page = await context.newPage();
    await gotoAs(page, host.token, `/battles/view/${battle.id}`);
    await page.locator('[data-testid="copy-invite"]').click();
    await page.getByText('Invite link copied').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseUrl()}/battles/view/${battle.id}?invite=${battle.inviteToken}`);

    guestContext = await newContext(browser);
    const guest = await fundedUser(baseUrl(), 'InviteGuest', 50_000);
    const other = await guestContext.newPage();
    await gotoAs(other, guest.token, '/');
    await other.locator('[data-testid="balance-coin"]').waitFor();
    // By its id alone the battle is not there, as a battle that does not exist.
    await other.goto(`/battles/view/${battle.id}`);
    await other.getByTestId('page-title').filter({ hasText: 'This battle does not exist' }).waitFor();
    expect(await other.locator('[data-testid="join-2"]').count()).toBe(0);
    // Through the link: shown, and joined with a click.
    await other.goto(link);
    await other.locator('[data-testid="join-2"]').click();
    await expect
      .poll(
        async () =>
          (
            await api<{ battle: { users: unknown[] } }>(
              baseUrl(),
              `/battle/detail?battleID=${battle.id}`,
              host,
            )
          ).battle.users.length,
        { timeout: 10_000 },
      )
      .toBe(2);
    // The creator's page follows over the battle's channel: the second seat is taken.
    await page.locator('[data-testid="seat-2"] img').waitFor({ timeout: 10_000 });
    await page.close();
    await other.close();
  });
});
