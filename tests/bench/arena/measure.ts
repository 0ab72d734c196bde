// Runs one lab scenario in a fresh page and measures it during the spin.
import type { Browser } from 'playwright-core';
import { percentile } from '../../../src/arena/engine/frame-stats';
import { LAB_PAGE } from './build-lab';
import { PROBE_SCRIPT, type ProbeState } from './probe';

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
): Promise<SpinFigures> {
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
    await page.waitForTimeout(spinMs - 100);
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
    const f = data.frames;
    const dts: number[] = [];
    const draws: number[] = [];
    const images: number[] = [];
    for (let i = 1; i < f.length; i++) {
      dts.push(f[i][0] - f[i - 1][0]);
      draws.push(f[i][1] - f[i - 1][1]);
      images.push(f[i][3] - f[i - 1][3]);
    }
    const webgl = data.renderer === 'webgl';
    const span = f.length > 1 ? f[f.length - 1][0] - f[0][0] : 1;
    const work = data.perf?.workMs ?? [];
    const r2 = (n: number) => Math.round(n * 100) / 100;
    return {
      scenario,
      renderer: data.renderer,
      fps: r2(((f.length - 1) * 1000) / span),
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
      uploadsDuringSpin: webgl && f.length > 1 ? f[f.length - 1][2] - f[0][2] : null,
      firstFrameMs: Math.round(firstFrameMs),
    };
  } finally {
    await page.close();
  }
}
