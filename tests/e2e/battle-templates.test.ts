// Saved battle setups as a player uses them: save one from a battle's page, find it under "My templates" on
// /battles/new, create the same battle again in one click, and delete it.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs } from './harness';

let browser: Browser, context: BrowserContext, me: E2eUser;

beforeAll(async () => {
  ({ browser, context, me } = await fundedSession('Templater', 100_000));
});

afterAll(() => closeSession({ browser, context }));

describe('battle templates', () => {
  it('saves a setup, creates it again in one click from /battles/new, and deletes it', async () => {
    const cases = await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null);
    const first = await api<{ id: string }>(baseUrl(), '/battle/create', me, {
      type: 'single',
      players: 3,
      mode: 'crazy',
      isPublic: true,
      cases: [{ caseID: cases.list[0].id, quantity: 2 }],
    });
    const page = await context.newPage();
    await gotoAs(page, me.token, `/battles/view/${first.id}`);
    await page.locator('[data-testid="save-template"]').click();
    await page.getByText('Template saved').waitFor();

    await page.goto('/battles/new');
    const row = page.locator('[data-testid="battle-template"]');
    await row.waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('1v1v1');
    expect(await row.textContent()).toContain('Crazy');
    await row.locator('[data-testid="template-create"]').click();
    await page.waitForURL(/\/battles\/view\/(?!.*\?)/);
    const again = page.url().split('/battles/view/')[1];
    expect(again).not.toBe(first.id);
    const { battle } = await api<{ battle: { mode: string; players: number; status: string } }>(
      baseUrl(),
      `/battle/detail?battleID=${again}`,
      null,
    );
    expect(battle).toMatchObject({ mode: 'crazy', players: 3, status: 'waiting' });

    await page.goto('/battles/new');
    await page.locator('[data-testid="template-delete"]').click();
    await page.locator('[data-testid="my-templates"]').getByText('No saved setups yet').waitFor();
    const left = await api<{ list: unknown[] }>(baseUrl(), '/battle/template/list', me);
    expect(left.list).toEqual([]);
  });
});
