// Runs one lab scenario in a fresh page and measures it during the spin.
import type { Browser } from 'playwright-core';
import { percentile } from '../../../src/arena/engine/frame-stats';
import { LAB_PAGE } from './build-lab';
import {
  attributeAllocations,
  HEAP_SKIP_MS,
  startHeapSampling,
  stopHeapSampling,
  type AllocationReport,
} from './heap';
import { PROBE_SCRIPT, type ProbeState } from './probe';
import type { SourceNamer } from './source-map';

/** A probe frame: [rAF timestamp, draws, uploads, drawImage] (see probe.ts). */
export type ProbeFrame = ProbeState['frames'][number];

/** One scenario's figures. */
export interface SpinFigures {
  scenario: string;
  renderer: string;
  fps: number;
  p50: number;
  p95: number;
  p99: number;
  over20: number;
  frames: number;
  workP50: number;
  workP99: number;
  drawCallsP50: number | null;
  drawCallsMax: number | null;
  drawImageP50: number;
  uploadsDuringSpin: number | null;
  firstFrameMs: number;
}

const DELAY_MS = 2500;

/** Opens the lab with `query`, waits for the spin to start, records it for spinMs, and returns the figures. */
export async function measureSpin(
  browser: Browser,
  baseUrl: string,
  scenario: string,
  query: string,
  spinMs: number,
  heapNamer?: SourceNamer,
): Promise<SpinFigures & { heap?: AllocationReport }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  try {
    await page.addInitScript({ content: PROBE_SCRIPT });
    const t0 = Date.now();
    await page.goto(`${baseUrl}${LAB_PAGE}?${query}&spin=${spinMs}&delay=${DELAY_MS}&pause=60000`);
    await page.waitForFunction(() => window.arenaLab?.firstFrameMs != null, null, { timeout: 30_000 });
    const firstFrameMs = (await page.evaluate(() => window.arenaLab?.firstFrameMs)) ?? -1;
    await page.waitForTimeout(Math.max(0, DELAY_MS - (Date.now() - t0)) + 50);
    const start = await page.evaluate(() => {
      window.arenaLab?.engine?.resetPerf();
      return performance.now();
    });
    // The heap check (a separate run: sampling slows frames) covers the steady middle of the spin.
    const cdp = heapNamer ? await page.context().newCDPSession(page) : null;
    let heap: AllocationReport | undefined;
    if (cdp && heapNamer) {
      await page.waitForTimeout(HEAP_SKIP_MS);
      const from = await page.evaluate(() => performance.now());
      await startHeapSampling(cdp);
      await page.waitForTimeout(spinMs - 2 * HEAP_SKIP_MS);
      const profile = await stopHeapSampling(cdp);
      const to = await page.evaluate(() => performance.now());
      const frames = await page.evaluate(
        ([a, b]) =>
          (window as unknown as { __arenaProbe: ProbeState }).__arenaProbe.frames.filter(
            (f) => f[0] >= a && f[0] <= b,
          ).length,
        [from, to],
      );
      heap = attributeAllocations([profile], frames, heapNamer);
    } else await page.waitForTimeout(spinMs - 100);
    const data = await page.evaluate((from) => {
      const probe = (window as unknown as { __arenaProbe: ProbeState }).__arenaProbe;
      const perf = window.arenaLab?.engine?.perf();
      return {
        frames: probe.frames.filter((f) => f[0] >= from),
        perf,
        renderer: perf?.renderer ?? '?',
        now: performance.now(),
      };
    }, start);
    const figures = summarise(scenario, data.renderer, [data.frames], data.perf?.workMs ?? [], firstFrameMs);
    return heap ? { ...figures, heap } : figures;
  } finally {
    await page.close();
  }
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Figures of the probe's frames in one or more windows (intervals are taken within a window, never across two) and
 * of the arena's work samples in them.
 */
export function summarise(
  scenario: string,
  renderer: string,
  windows: ProbeFrame[][],
  work: number[],
  firstFrameMs: number,
): SpinFigures {
  const dts: number[] = [];
  const draws: number[] = [];
  const images: number[] = [];
  let uploads = 0;
  let span = 0;
  for (const f of windows) {
    for (let i = 1; i < f.length; i++) {
      dts.push(f[i][0] - f[i - 1][0]);
      draws.push(f[i][1] - f[i - 1][1]);
      images.push(f[i][3] - f[i - 1][3]);
    }
    if (f.length > 1) {
      uploads += f[f.length - 1][2] - f[0][2];
      span += f[f.length - 1][0] - f[0][0];
    }
  }
  const webgl = renderer === 'webgl';
  return {
    scenario,
    renderer,
    fps: r2((dts.length * 1000) / Math.max(1, span)),
    p50: r2(percentile(dts, 50)),
    p95: r2(percentile(dts, 95)),
    p99: r2(percentile(dts, 99)),
    over20: dts.filter((d) => d > 20).length,
    frames: dts.length,
    workP50: r2(percentile(work, 50)),
    workP99: r2(percentile(work, 99)),
    drawCallsP50: webgl ? percentile(draws, 50) : null,
    drawCallsMax: webgl ? Math.max(0, ...draws) : null,
    drawImageP50: percentile(images, 50),
    uploadsDuringSpin: webgl && dts.length ? uploads : null,
    firstFrameMs: Math.round(firstFrameMs),
  };
}
