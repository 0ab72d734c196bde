// The avatar gallery as a player uses it: pick a generated avatar on /ui-avatars and the header shows it at once, in
// this tab and (through the player's own channel) in another open tab; going back to the own picture works too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, following, gotoAs } from './harness';
import { overflowing } from './overflow';

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('Portrait', 1_000));
});

afterAll(() => closeSession({ browser, context }));

const headerAvatar = (page: Page) => page.locator('[data-testid="user-menu"] img').getAttribute('src');

describe('avatar gallery', () => {
  it('shows the pick in the header at once, in another tab too, and goes back to the own picture', async () => {
    const { user } = await api<{ user: { userID: string; ownAvatar: string } }>(baseUrl(), '/user/me', me);
    const page = await context.newPage();
    await gotoAs(page, me.token, `/ui-avatars`);
    const other = await context.newPage();
    await other.goto('/battles');
    await page.locator('[data-testid="user-menu"] img').waitFor();
    await other.locator('[data-testid="user-menu"] img').waitFor();
    await following(other, `user:${user.userID}`);
    expect(await headerAvatar(page)).toBe(user.ownAvatar);
    expect(await page.locator('[data-choice="own"]').getAttribute('aria-checked')).toBe('true');

    await page.locator('[data-choice="gallery-07"]').click();
    const picked = '/api/v1/avatar/gallery-07.svg';
    await page.waitForFunction(
      (src) => document.querySelector('[data-testid="user-menu"] img')?.getAttribute('src') === src,
      picked,
    );
    expect(await page.locator('[data-choice="gallery-07"]').getAttribute('aria-checked')).toBe('true');
    await other.waitForFunction(
      (src) => document.querySelector('[data-testid="user-menu"] img')?.getAttribute('src') === src,
      picked,
      { timeout: 10_000 },
    );

    await page.locator('[data-choice="own"]').click();
    await page.waitForFunction(
      (src) => document.querySelector('[data-testid="user-menu"] img')?.getAttribute('src') === src,
      user.ownAvatar,
    );
    // The screen at phone width, opened afresh (toasts slide in from the right edge while they show).
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/ui-avatars');
    await page.locator('[data-choice="own"][aria-checked="true"]').waitFor();
    expect(await overflowing(page)).toEqual([]);
    await page.screenshot({ path: 'tests/e2e/__screens__/avatars-390.png' });
  });
});
