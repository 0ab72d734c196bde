// FAIRNESS.md "Pinned chain and witnessed seal", in Chromium: a spectator watching a battle fill records when the
// fill reached it and shows "sealed before round N was public"; the verifier shows that witness again, and names the
// embedded local chain "the operator's own chain" even when the site's /beacon/info claims it is drand.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BeaconChain } from '../../src/domain/beacon';
import { api, fundedUser, type E2eUser } from './battle-helpers';
import { baseUrl, closeSession, openContext } from './harness';

let browser: Browser, context: BrowserContext, host: E2eUser;
let battleID = '';

beforeAll(async () => {
  ({ browser, context } = await openContext());
  host = await fundedUser(baseUrl(), 'SealHost', 50_000);
});

afterAll(() => closeSession({ browser, context }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until a round has just been published, so the fill that follows has most of a period before the next. */
async function justAfterARound(): Promise<void> {
  const chain = await api<BeaconChain>(baseUrl(), '/beacon/info', null);
  const period = Math.round(chain.period * 1000);
  const since = (Date.now() - chain.genesis * 1000) % period;
  await sleep((period - since + 150) % period);
}

/** /v1/beacon/info rewritten to claim the local chain is drand quicknet (what a dishonest operator would serve). */
async function claimDrand(page: Page): Promise<void> {
  await page.route('**/api/v1/beacon/info**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: Record<string, unknown> };
    body.data = { ...body.data, source: 'drand', roundUrl: 'https://api.drand.sh/x/public/{round}' };
    await route.fulfill({ response: res, json: body });
  });
}

describe('witnessed seal', () => {
  it('a spectator watching the fill sees the battle sealed before its round was public', async () => {
    const caseID = (await api<{ list: { id: string }[] }>(baseUrl(), '/case/list', null)).list[0].id;
    const b = await api<{ id: string }>(baseUrl(), '/battle/create', host, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: true,
      cases: [{ caseID, quantity: 1 }],
    });
    battleID = b.id;
    const page = await context.newPage();
    await page.goto(`/battles/view/${b.id}`);
    await page.locator('[data-testid="seat-2"]').waitFor();
    await page.waitForTimeout(500); // the websocket subscribes to battle:{id} once the detail has loaded
    expect(await page.locator('[data-testid="seal-witness"]').count()).toBe(0);
    await justAfterARound();
    await api(baseUrl(), '/battle/bot', host, { battleID: b.id, slot: 2 });
    const witness = page.locator('[data-testid="seal-witness"]');
    await witness.waitFor({ timeout: 10_000 });
    const sealed = await api<{ battle: { beacon: { round: number } } }>(
      baseUrl(),
      `/battle/detail?battleID=${b.id}`,
      null,
    );
    const round = sealed.battle.beacon.round;
    expect(await witness.getAttribute('data-round')).toBe(String(round));
    expect(await witness.textContent()).toContain(
      `Sealed before round ${round.toLocaleString('en-US')} was public`,
    );
    // The embedded chain's timing is the operator's word: the line says so.
    expect(await witness.getAttribute('data-trust')).toBe('operator');
    expect(await witness.textContent()).toContain("the operator's own chain");
    // It stays through the battle (the spectator sees it after the result too).
    await page.locator('[data-battle-status="finished"]').waitFor({ timeout: 30_000 });
    await witness.waitFor();
    await page.close();
  });

  it("the verifier shows that witness again and names the local chain the operator's, whatever the site claims", async () => {
    expect(battleID).not.toBe('');
    const page = await context.newPage();
    await claimDrand(page);
    await page.goto(`/provably-fair?battle=${battleID}`);
    const proof = page.locator('[data-testid="battle-proof"]');
    await proof.waitFor({ timeout: 15_000 });
    // The rolls follow the seeds: the proof itself holds...
    expect(await proof.getAttribute('data-all-ok')).toBe('yes');
    // ...but the chain is the operator's own, though /beacon/info says drand.
    const trust = page.locator('[data-testid="beacon-trust"]');
    expect(await trust.getAttribute('data-trust')).toBe('operator');
    expect(await trust.textContent()).toContain("The operator's own chain");
    expect(await page.locator('[data-testid="beacon-round-link"]').count()).toBe(0);
    const source = page.locator('[data-testid="beacon-source"]');
    expect(await source.getAttribute('data-source')).toBe('local');
    expect(await source.textContent()).toBe("The operator's own chain");
    // This browser watched it fill: the witness is shown again, matching the battle.
    const w = page.locator('[data-testid="beacon-witness"]');
    expect(await w.getAttribute('data-ok')).toBe('yes');
    expect(await w.textContent()).toContain('This browser saw it sealed before round');
    await page.close();
  });

  it('another browser, which did not watch the fill, shows no witness', async () => {
    const other = await openContext();
    try {
      const page = await other.context.newPage();
      await page.goto(`/provably-fair?battle=${battleID}`);
      await page.locator('[data-testid="battle-proof"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-testid="beacon-trust"]').getAttribute('data-trust')).toBe('operator');
      expect(await page.locator('[data-testid="beacon-witness"]').count()).toBe(0);
    } finally {
      await closeSession(other);
    }
  });
});
