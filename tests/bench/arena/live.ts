// The arena in the real live page (issue 14): a 2v2 bot battle of 5 rounds (3 different cases) on the built server,
// watched by its host at /battles/view/{id} (websocket events, the React shell around the arena), measured during the
// spins of every round: frame intervals (the probe), the arena's work per frame (engine.perf()), and, in runs of
// their own, a Chrome trace of the long frames or the heap-allocation check of the steady spin.
import type { Browser, Page } from 'playwright-core';
import { BATTLE_TIMING, roundStartAt } from '../../../src/domain/battle-timing';
import { api, signIn, topUp } from '../../e2e/battle-helpers';
import {
  attributeAllocations,
  HEAP_SKIP_MS,
  startHeapSampling,
  stopHeapSampling,
  type AllocationReport,
  type HeapProfile,
} from './heap';
import { summarise, type ProbeFrame, type SpinFigures } from './measure';
import { PROBE_SCRIPT, type ProbeState } from './probe';
import type { SourceNamer } from './source-map';
import { analyseTrace, parseTrace, TRACE_CATEGORIES, type LongFrameReport } from './trace';

/** What one live run measures: 'frames' (figures only), 'trace' (plus a Chrome trace) or 'heap' (allocations). */
export type LiveMode = 'frames' | 'trace' | 'heap';

/** One live run's results. */
export interface LiveRun {
  figures: SpinFigures;
  /** What the frames over 20 ms did, and what all the spin frames did. */
  trace?: { long: LongFrameReport; all: LongFrameReport };
  heap?: AllocationReport;
}

/** The battle every run creates: 2v2, five rounds of three cases. */
export const LIVE_SCENARIO = '2v2 live battle (5 rounds, 3 cases)';
const QUANTITIES = [2, 2, 1];
const SYNC_MARK = 'arena-bench-sync';
const HEAP_ROUNDS = [2, 3, 4];

interface Detail {
  id: string;
  status: string;
  startedAt: number | null;
  totalRound: number;
}

const sleepUntil = (epochMs: number) => new Promise((r) => setTimeout(r, Math.max(0, epochMs - Date.now())));

async function createBattle(base: string): Promise<{ id: string; token: string }> {
  const cases = await api<{ list: { id: string; price: number; type?: string }[] }>(base, '/case/list', null);
  // Daily cases are free once a day and have no place in a battle.
  const picked = cases.list
    .filter((c) => c.type !== 'daily' && c.price > 0)
    .sort((a, b) => a.price - b.price)
    .slice(0, QUANTITIES.length);
  const cost = picked.reduce((sum, c, i) => sum + c.price * QUANTITIES[i], 0);
  const host = await signIn(base, `LiveBench${Date.now().toString(36)}`);
  await topUp(base, host, cost * 4 + 10_000);
  const created = await api<{ id: string }>(base, '/battle/create', host, {
    type: 'team',
    players: 4,
    mode: 'default',
    isPublic: true,
    cases: picked.map((c, i) => ({ caseID: c.id, quantity: QUANTITIES[i] })),
  });
  return { id: created.id, token: host.token };
}

async function detail(base: string, id: string): Promise<Detail> {
  return (await api<{ battle: Detail }>(base, `/battle/detail?battleID=${id}`, null)).battle;
}

/** Fills the battle with bots and resolves with its round start times (server clock, epoch ms) once it has them. */
async function startWithBots(base: string, id: string, token: string): Promise<number[]> {
  const host = { token, auth: { authorization: `Bearer ${token}` } };
  for (const slot of [2, 3, 4]) await api(base, '/battle/bot', host, { battleID: id, slot });
  // Version 2 waits for a public beacon round after the fill (a few seconds), then says when round 1 starts.
  for (let i = 0; i < 240; i++) {
    const d = await detail(base, id);
    if (d.startedAt != null)
      return Array.from({ length: d.totalRound }, (_, r) => roundStartAt(d.startedAt ?? 0, r + 1));
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the battle did not start within 60 s');
}

const readProbe = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __arenaProbe: ProbeState };
    const perf = window.caseArena?.arena?.perf();
    return {
      frames: w.__arenaProbe.frames,
      workMs: perf?.workMs ?? [],
      workAt: perf?.workAt ?? [],
      renderer: perf?.renderer ?? '?',
      timeOrigin: performance.timeOrigin,
    };
  });

/** Creates a battle, watches it at /battles/view/{id} and measures the spins of all its rounds. */
export async function measureLive(
  browser: Browser,
  base: string,
  mode: LiveMode,
  namer: SourceNamer,
): Promise<LiveRun> {
  const { id, token } = await createBattle(base);
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    const t0 = Date.now();
    await page.goto(`${base}/battles/view/${id}?token=${token}`);
    await page.waitForFunction(() => window.caseArena?.arena?.snapshot().renderer != null, null, {
      timeout: 30_000,
    });
    const firstFrameMs = Date.now() - t0;
    const starts = await startWithBots(base, id, token);
    const spinMs = BATTLE_TIMING.spinMs;
    const spins = starts.map((s) => [s, s + spinMs] as const);
    const lastEnd = spins[spins.length - 1][1];
    const cdp = mode === 'frames' ? null : await context.newCDPSession(page);
    let trace: { json: string; syncAt: number } | null = null;
    const profiles: HeapProfile[] = [];
    const heapWindows: [number, number][] = [];
    if (mode === 'trace') {
      await sleepUntil(spins[0][0] - 400);
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      const syncAt = await page.evaluate((n) => performance.mark(n).startTime, SYNC_MARK);
      await sleepUntil(lastEnd + 200);
      trace = { json: (await browser.stopTracing()).toString('utf8'), syncAt };
    } else if (mode === 'heap' && cdp) {
      for (const r of HEAP_ROUNDS) {
        const [a, b] = spins[Math.min(r, spins.length) - 1];
        await sleepUntil(a + HEAP_SKIP_MS);
        await startHeapSampling(cdp);
        const from = Date.now();
        await sleepUntil(b - HEAP_SKIP_MS);
        profiles.push(await stopHeapSampling(cdp));
        heapWindows.push([from, Date.now()]);
      }
    }
    await sleepUntil(lastEnd + 300);
    const data = await readProbe(page);
    // Spin windows in the page's clock (same machine, same wall clock as the server).
    const toPage = ([a, b]: readonly [number, number]) => [a - data.timeOrigin, b - data.timeOrigin] as const;
    const inWindows = (ws: (readonly [number, number])[]) =>
      ws.map(toPage).map(([a, b]) => data.frames.filter((f: ProbeFrame) => f[0] >= a && f[0] <= b));
    const windows = inWindows(spins);
    const spinsInPageClock = spins.map(toPage);
    const work = data.workMs.filter((_, i) =>
      spinsInPageClock.some(([a, b]) => data.workAt[i] >= a && data.workAt[i] <= b),
    );
    const figures = summarise(LIVE_SCENARIO, data.renderer, windows, work, firstFrameMs);
    const run: LiveRun = { figures };
    if (trace) {
      const long: [number, number][] = [];
      for (const f of windows)
        for (let i = 1; i < f.length; i++) if (f[i][0] - f[i - 1][0] > 20) long.push([f[i - 1][0], f[i][0]]);
      const events = parseTrace(trace.json);
      const spinsInPage = windows
        .filter((f) => f.length > 1)
        .map((f) => [f[0][0], f[f.length - 1][0]] as [number, number]);
      run.trace = {
        long: analyseTrace(events, long, SYNC_MARK, trace.syncAt, namer),
        all: analyseTrace(events, spinsInPage, SYNC_MARK, trace.syncAt, namer),
      };
    }
    if (profiles.length) {
      const frames = inWindows(heapWindows).reduce((n, w) => n + w.length, 0);
      run.heap = attributeAllocations(profiles, frames, namer);
    }
    return run;
  } finally {
    await context.close();
  }
}
