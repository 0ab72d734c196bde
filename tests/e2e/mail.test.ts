// Email confirmation in Chromium (issue 29): a player saves an address in the settings (in German), the demo mail
// catcher receives the link in German, the browser follows it and confirms, and the settings then say "confirmed".
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, closeSession, gotoAs, openPage } from './harness';
import { signInNewUser } from './cases-session';

const SHOTS = 'tests/e2e/__screens__';
let browser: Browser, context: BrowserContext, page: Page;

interface Caught {
  subject: string;
  text: string;
  lang: string | null;
}

/** The catcher's mails to `to` (GET /api/v1/dev/mail, demo mode), once one arrived. */
async function mailsTo(to: string): Promise<Caught[]> {
  const until = Date.now() + 10_000;
  for (;;) {
    const res = await fetch(`${baseUrl()}/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    const mails = ((await res.json()) as { data: { mails: Caught[] } }).data.mails;
    if (mails.length > 0 || Date.now() > until) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function shot(name: string, p: Page = page): Promise<void> {
  await p.waitForTimeout(350);
  await p.screenshot({ path: `${SHOTS}/mail-${name}.png` });
}

beforeAll(async () => {
  ({ browser, context, page } = await openPage({ locale: 'de-DE' }));
  page.setDefaultTimeout(10_000);
});

afterAll(() => closeSession({ browser, context }));

describe('email confirmation', () => {
  it('saves an address in the settings, follows the mailed link and sees it confirmed', async () => {
    const { token } = await signInNewUser(baseUrl(), 'Mail <Tester>');
    const email = `e2e.${Date.now()}@mail.example`;
    // A mail's settings link opens the settings at the email section.
    await gotoAs(page, token, '/?settings=email');
    const field = page.getByTestId('settings-email');
    await field.waitFor();
    expect(new URL(page.url()).search).toBe('');
    await field.fill(email);
    await page.getByTestId('settings-email-save').click();
    const status = page.getByTestId('email-status');
    await expect.poll(() => status.getAttribute('data-state')).toBe('unconfirmed');
    expect(await status.textContent()).toContain('Noch nicht bestätigt');
    await shot('settings-unconfirmed');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot('390-settings-unconfirmed');
    await page.setViewportSize({ width: 1280, height: 800 });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail.lang).toBe('de-DE');
    expect(mail.text).toContain('Hallo Mail <Tester>,');
    const link = /https?:\/\/\S+\/api\/v1\/email\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // The link leads to the same server (its public address is localhost).
    const confirmPage = await context.newPage();
    await confirmPage.goto(link!);
    await confirmPage.getByTestId('confirm-email').waitFor();
    await shot('link-page', confirmPage);
    await confirmPage.getByTestId('confirm-email').click();
    await confirmPage.locator('[data-state="confirmed"]').waitFor({ state: 'attached' });
    expect(await confirmPage.locator('h1').textContent()).toBe('E-Mail-Adresse bestätigt');
    await shot('link-confirmed', confirmPage);
    await confirmPage.goto(link!);
    expect(await confirmPage.locator('h1').textContent()).toBe('Dieser Link wurde schon benutzt');
    // The demo catcher's viewer, and the mail's HTML part as a mail program would show it.
    await confirmPage.goto(`${baseUrl()}/dev/mail`);
    expect(await confirmPage.locator('h1').textContent()).toBe('Demo-Mail-Fänger');
    await shot('catcher', confirmPage);
    await confirmPage.getByRole('link', { name: 'HTML-Teil ansehen' }).first().click();
    await confirmPage.getByText('E-Mail-Adresse bestätigen').first().waitFor();
    await shot('confirm-mail-html', confirmPage);
    await confirmPage.close();

    await gotoAs(page, token, '/?settings=email');
    await expect.poll(() => page.getByTestId('email-status').getAttribute('data-state')).toBe('confirmed');
    expect(await page.getByTestId('email-status').textContent()).toBe('Bestätigt');
    expect(await page.getByTestId('mail-receipts').getAttribute('aria-checked')).toBe('true');
    await shot('settings-confirmed');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await gotoAs(page, token, '/?settings=email');
    // Phones show the settings menu first.
    await page.getByTestId('settings-menu-email').click();
    await page.getByTestId('email-status').waitFor();
    await shot('390-settings-confirmed');
  });
});
