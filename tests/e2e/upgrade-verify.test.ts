// An upgrade verified as a player meets it, in Chromium on the built server: a player upgrades coins into a catalog
// item (through the API: the upgrade screen has its own e2e), finds it on their profile's upgrades tab with its
// chance, roll and outcome, follows Verify to /provably-fair?upgrade={id}, sees every public check pass and the
// roll waiting for the seed; after rotating their seed the roll is recomputed in the browser and matches. A
// signed-out visitor verifies the same upgrade. At 390 px nothing widens either page. Screenshots at 1280 and 390 px.
import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetailAnswer, CaseSummary } from '../../src/protocol/catalog';
import type { UpgradeResult } from '../../src/protocol/upgrade';
import { api, fundedSession, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, gotoAs, newContext } from './harness';
import { overflowing } from './overflow';

const SHOTS = '/work/tmp/shots';

let browser: Browser, context: BrowserContext, me: E2eUser;
const extra: BrowserContext[] = [];

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  ({ browser, context, me } = await fundedSession('Verifier', 100_000));
});

afterAll(async () => {
  for (const c of extra) await c.close();
  await closeSession({ browser, context });
});

const proof = (page: Page) => page.locator('[data-testid="upgrade-proof"]');

/** Opens the verifier on the upgrade and waits for its proof. */
async function verified(page: Page, id: string): Promise<void> {
  await page.goto(`/provably-fair?upgrade=${id}`);
  await proof(page).waitFor();
}

describe('verifying an upgrade', () => {
  it('lists it on the profile, links to the verifier, and checks the roll once the seed is revealed', async () => {
    const { user } = await api<{ user: { userID: string } }>(baseUrl(), '/user/me', me);
    const cases = await api<{ list: CaseSummary[] }>(baseUrl(), '/case/list', null);
    const detail = await api<CaseDetailAnswer>(baseUrl(), `/case/detail?caseID=${cases.list[0].id}`, null);
    const target = [...detail.case.odds.rows].sort((a, b) => b.item.price - a.item.price)[0].item;
    // Half the target's price in coins: a 47.5% chance.
    const upgrade = await api<UpgradeResult>(baseUrl(), '/upgrade/roll', me, {
      lootIDs: [],
      coins: Math.ceil(target.price / 2),
      targetItemID: target.id,
      idempotencyKey: `e2e-verify-${Date.now()}`,
    });

    const page = await context.newPage();
    await gotoAs(page, me.token, `/profile/${user.userID}?tab=upgrades`);
    const row = page.locator(`[data-testid="upgrade-row"][data-upgrade-id="${upgrade.id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-result')).toBe(upgrade.won ? 'won' : 'lost');
    expect(await row.textContent()).toContain(String(upgrade.roll));
    await page.screenshot({ path: `${SHOTS}/profile-upgrades-1280.png`, fullPage: true });

    await row.locator('[data-testid="upgrade-verify"]').click();
    await page.waitForURL(new RegExp(`/provably-fair\\?upgrade=${upgrade.id}$`));
    await proof(page).waitFor();
    expect(await proof(page).getAttribute('data-all-ok')).toBe('yes');
    expect(await proof(page).getAttribute('data-revealed')).toBe('no');
    expect(await page.locator('[data-testid="upgrade-roll-value"]').count()).toBe(0);
    expect(await page.locator('[data-testid="upgrade-outcome"]').getAttribute('data-won')).toBe(
      upgrade.won ? 'yes' : 'no',
    );
    await page.screenshot({ path: `${SHOTS}/upgrade-verify-hidden-1280.png`, fullPage: true });

    await api(baseUrl(), '/roll/seed/rotate', me, {});
    await verified(page, upgrade.id);
    expect(await proof(page).getAttribute('data-revealed')).toBe('yes');
    expect(await proof(page).getAttribute('data-all-ok')).toBe('yes');
    expect(await page.locator('[data-testid="upgrade-roll-value"]').textContent()).toBe(String(upgrade.roll));
    await page.screenshot({ path: `${SHOTS}/upgrade-verify-1280.png`, fullPage: true });

    // A signed-out visitor at phone width verifies the same upgrade; neither page widens past 390 px.
    const phone = await newContext(browser, { width: 390, height: 844 });
    extra.push(phone);
    const small = await phone.newPage();
    await verified(small, upgrade.id);
    expect(await proof(small).getAttribute('data-all-ok')).toBe('yes');
    expect(await overflowing(small)).toEqual([]);
    await small.screenshot({ path: `${SHOTS}/upgrade-verify-390.png`, fullPage: true });
    await small.goto(`/profile/${user.userID}?tab=upgrades`);
    await small.locator('[data-testid="upgrade-row"]').first().waitFor();
    expect(await overflowing(small)).toEqual([]);
    await small.screenshot({ path: `${SHOTS}/profile-upgrades-390.png`, fullPage: true });
  });
});
