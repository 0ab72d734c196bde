// A link cannot sign a player into someone else's account: signed in as A, a `?token=` of B's on any page (the
// callback included, without this tab's sign-in nonce) leaves A signed in and disappears from the address. The real
// sign-in flow, which carries the nonce, is account-flow.test.ts's.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signInNewUser, type TestUser } from './cases-session';
import { baseUrl, closeSession, gotoAs, openPage } from './harness';

let browser: Browser, context: BrowserContext, page: Page;
let a: TestUser, b: TestUser;

const stored = () => page.evaluate(() => localStorage.getItem('ca.token'));
/** The user the page's own API calls are answered for. */
const whoAmI = () =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/user/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('ca.token')}` },
    });
    return ((await res.json()) as { data: { user: { userID: string } } }).data.user.userID;
  });

beforeAll(async () => {
  ({ browser, context, page } = await openPage());
  const stamp = Date.now().toString(36);
  a = await signInNewUser(baseUrl(), `va${stamp}`);
  b = await signInNewUser(baseUrl(), `at${stamp}`);
});

afterAll(() => closeSession({ browser, context }));

describe('a session token in a link', () => {
  it("never replaces the player's session, on any page or on the callback without a pending nonce", async () => {
    const aId = (await api<{ user: { userID: string } }>(baseUrl(), a, 'GET', '/v1/user/me')).user.userID;
    await gotoAs(page, a.token, '/faq');
    await page.getByTestId('balance-coin').waitFor();
    for (const link of [
      `/?token=${b.token}`,
      `/battles?tab=2&token=${b.token}`,
      `/auth/callback?token=${b.token}&redirect=%2Ffaq`,
      `/auth/callback?token=${b.token}&nonce=guessed&redirect=%2Ffaq`,
    ]) {
      await page.goto(link);
      await page.getByTestId('balance-coin').waitFor();
      expect(page.url(), link).not.toContain('token');
      expect(await stored(), link).toBe(a.token);
      expect(await whoAmI(), link).toBe(aId);
    }
  });
});
