// Arena lab smoke test: real Pixi in headless Chromium; the snapshot must show every reel landing on its rolled item.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBattle, demoCaseOpening } from '../bench/arena/lab/demo-data';
import type { ArenaSnapshot } from '../../src/arena/index';
import { buildLab, LAB_PAGE } from '../bench/arena/build-lab';
import { serveLab } from '../bench/arena/lab-server';
import { connectBrowser } from './harness';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  await buildLab();
  server = await serveLab();
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(query: string, width = 1280, height = 720): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}${LAB_PAGE}?${query}`);
  await page.waitForFunction(() => window.arenaLab?.firstFrameMs != null, null, { timeout: 20_000 });
  return { page, errors };
}

const snapshot = (page: Page) => page.evaluate(() => window.caseArena?.arena?.snapshot() as ArenaSnapshot);
const states = (page: Page) => page.evaluate(() => window.arenaLab?.states ?? []);
const waitState = (page: Page, state: string, timeout = 30_000) =>
  page.waitForFunction((s) => window.caseArena?.arena?.snapshot().flowState === s, state, { timeout });

function expectLanded(snap: ArenaSnapshot, expected: Map<number, string>): void {
  expect(snap.strips.length).toBe(expected.size);
  for (const s of snap.strips) {
    expect(s.itemIds.length).toBeGreaterThanOrEqual(90);
    expect(s.itemIds.length).toBeLessThanOrEqual(120);
    expect(s.winnerIndex).toBe(s.itemIds.length - 7);
    expect(s.underMarker).toBe(s.winnerIndex);
    expect(s.itemIds[s.winnerIndex]).toBe(expected.get(s.slot));
  }
}

describe('arena lab', () => {
  it('plays a 2v2 battle: every reel lands on its roll, loots then the result', async () => {
    const { page, errors } = await open('mode=2v2&renderer=canvas&rounds=2&spin=1200&pause=300');
    await waitState(page, 'showing_result');
    const snap = await snapshot(page);
    expect(snap.round).toBe(2);
    const last = demoBattle('2v2', 2, 2, () => 0).rounds[1];
    expectLanded(snap, new Map(last.rolls.map((r) => [r.slot, r.itemId])));
    // 'calculating' shows only when the result arrives after the last count-up ends.
    expect((await states(page)).filter((x) => x !== 'calculating')).toEqual([
      'playing',
      'reroll_check',
      'showing_loots',
      'showing_result',
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('resolves a tie with the reroll show before the result', async () => {
    const { page, errors } = await open('mode=1v1v1&renderer=canvas&rounds=1&spin=800&pause=200&tie=1');
    await waitState(page, 'showing_result');
    const seen = await states(page);
    expect(seen).toContain('rerolling');
    expect(seen.indexOf('rerolling')).toBeLessThan(seen.indexOf('showing_result'));
    expect(seen).not.toContain('showing_loots');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('places a spectator who joins mid-round at the elapsed time, not at the start or the end', async () => {
    const { page } = await open('mode=1v1&renderer=canvas&spin=12000&pause=60000&join=1500');
    const first = await snapshot(page);
    for (const s of first.strips) {
      expect(s.underMarker).toBeGreaterThan(20);
      expect(s.underMarker).toBeLessThan(s.winnerIndex);
    }
    await page.waitForFunction(
      () => window.caseArena?.arena?.snapshot().strips.every((s) => s.underMarker === s.winnerIndex),
      null,
      { timeout: 25_000 },
    );
    await page.close();
  });

  it('opens five cases: each strip lands on its result and the result shows', async () => {
    const { page, errors } = await open('mode=case-5&renderer=canvas&spin=1500', 390, 760);
    await waitState(page, 'showing_result');
    const results = demoCaseOpening(5, 0).results;
    expectLanded(await snapshot(page), new Map(results.map((id, i) => [i + 1, id])));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works through the React adapter <ArenaCanvas> too', async () => {
    const { page, errors } = await open('mode=1v1&renderer=canvas&rounds=2&spin=900&pause=200&adapter=1');
    await waitState(page, 'showing_result');
    await expect(page.getAttribute('#arena > div', 'data-arena-state')).resolves.toBe('showing_result');
    const last = demoBattle('1v1', 2, 2, () => 0).rounds[1];
    expectLanded(await snapshot(page), new Map(last.rolls.map((r) => [r.slot, r.itemId])));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('frees everything when <ArenaCanvas> unmounts: no canvas, no engine, no automation hook', async () => {
    const { page, errors } = await open('mode=2v2&renderer=canvas&rounds=1&spin=3000&adapter=1');
    expect(await page.locator('canvas').count()).toBe(1);
    await page.evaluate(() => window.arenaLab?.unmount?.());
    await page.waitForFunction(() => document.querySelectorAll('canvas').length === 0);
    expect(
      await page.evaluate(() => [window.arenaLab?.engine ?? null, window.caseArena?.arena ?? null]),
    ).toEqual([null, null]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('replays a finished battle from round 1 when the show goes back to processing', async () => {
    const { page, errors } = await open('mode=1v1&renderer=canvas&rounds=1&spin=700&pause=200&replay=1');
    await page.waitForFunction(
      () => (window.arenaLab?.states ?? []).filter((s) => s === 'showing_result').length === 2,
      null,
      { timeout: 30_000 },
    );
    const seen = await states(page);
    expect(seen.slice(seen.indexOf('showing_result') + 1, seen.indexOf('showing_result') + 3)).toEqual([
      'processing',
      'playing',
    ]);
    const last = demoBattle('1v1', 1, 1, () => 0).rounds[0];
    expectLanded(await snapshot(page), new Map(last.rolls.map((r) => [r.slot, r.itemId])));
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([
    ['the engine', ''],
    ['<ArenaCanvas>', '&adapter=1'],
  ])(
    'switches from a slow WebGL to Canvas 2D mid-spin and keeps the reels on the same clock (%s)',
    async (_, via) => {
      const { page, errors } = await open(
        `mode=2v2&renderer=auto&swgl=1&rounds=1&spin=9000&pause=60000${via}`,
        1920,
        1080,
      );
      expect((await snapshot(page)).renderer).toBe('webgl');
      await page.waitForFunction(() => window.caseArena?.arena?.snapshot().renderer === 'canvas', null, {
        timeout: 20_000,
      });
      await page.waitForFunction(
        () => window.caseArena?.arena?.snapshot().strips.every((s) => s.underMarker === s.winnerIndex),
        null,
        { timeout: 20_000 },
      );
      // The WebGL canvas is gone (the adapter's old <Application> unmounted), the Canvas 2D one draws.
      expect(
        await page.locator('canvas').evaluateAll((cs) => cs.map((c) => c.dataset.arenaRenderer)),
      ).toEqual(['canvas']);
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('counts the winnings up on screen on Canvas 2D (BitmapText updates are drawn)', async () => {
    // A battle's winner banner counts its amount up; a case opening shows its result at once (issue 28), no banner.
    const { page } = await open('mode=1v1&renderer=canvas&rounds=1&spin=1200&pause=200', 1280, 400);
    await waitState(page, 'showing_result');
    const clip = { x: 440, y: 200, width: 400, height: 90 };
    await page.waitForTimeout(600);
    const during = await page.screenshot({ clip });
    await page.waitForTimeout(2000);
    const after = await page.screenshot({ clip });
    expect(after.equals(during)).toBe(false);
    await page.close();
  });

  it('shows a finished battle opened directly at its end', async () => {
    const { page } = await open('mode=1v1v1v1&renderer=auto&rounds=3&finished=1');
    const snap = await snapshot(page);
    expect(snap.flowState).toBe('already_finished');
    expect(snap.round).toBe(3);
    // auto mode: headless Chromium's WebGL is SwiftShader, which the engine treats as a major performance caveat.
    expect(snap.renderer).toBe('canvas');
    const last = demoBattle('1v1v1v1', 3, 3, () => 0).rounds[2];
    expectLanded(snap, new Map(last.rolls.map((r) => [r.slot, r.itemId])));
    await page.close();
  });
});
