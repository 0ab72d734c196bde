// Battle reactions as two viewers meet them: a signed-in viewer sends one and it rises over the arena on another
// viewer's screen; an anonymous spectator sees it too, but cannot send one and is told why.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedUser, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, following, gotoAs, newContext, openContext } from './harness';

let browser: Browser, context: BrowserContext, anonymous: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context } = await openContext());
  anonymous = await newContext(browser);
  me = await fundedUser(baseUrl(), 'Reactor', 50_000);
});

afterAll(async () => {
  await anonymous?.close();
  await closeSession({ browser, context });
});

describe('battle reactions', () => {
  it("rises on another viewer's arena; an anonymous spectator watches but cannot send", async () => {
    const cases = await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null);
    const battle = await api<{ id: string }>(baseUrl(), '/battle/create', me, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: true,
      cases: [{ caseID: cases.list[0].id, quantity: 1 }],
    });
    const sender = await context.newPage();
    await gotoAs(sender, me.token, `/battles/view/${battle.id}`);
    const watcher = await anonymous.newPage();
    await watcher.goto(`/battles/view/${battle.id}`);
    for (const p of [sender, watcher]) await following(p, `battle:${battle.id}`);

    // Signed out: the buttons are there, disabled, with the reason.
    expect(await watcher.locator('[data-testid="reaction-send"]').first().isDisabled()).toBe(true);
    expect(await watcher.locator('[data-testid="reaction-note"]').textContent()).toContain('Sign in');

    await sender.locator('[data-testid="reaction-send"][data-emoji="🔥"]').click();
    const seen = watcher.locator('[data-testid="reaction-float"][data-emoji="🔥"]');
    await seen.waitFor({ timeout: 10_000 });
    const { user } = await api<{ user: { userID: string } }>(baseUrl(), '/user/me', me);
    expect(await seen.getAttribute('data-user')).toBe(user.userID);
    // The sender sees their own reaction rise as well.
    await sender.locator('[data-testid="reaction-float"][data-emoji="🔥"]').waitFor({ timeout: 10_000 });
  });
});
