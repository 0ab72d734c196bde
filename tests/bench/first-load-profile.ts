/**
 * First-load profile (issue 14): loads a page of the built server in headless Chromium with a 4x CPU slowdown (as
 * Lighthouse's mobile preset assumes), records a V8 CPU profile from navigation to the page being quiet, and prints
 * the top functions by self time (grouped by script and function), the long tasks (> 50 ms) and paint/LCP times.
 *
 * --task=N details the Nth heaviest task instead of the heaviest.
 *
 *   npm run bench:first-load-profile [-- --page=/] [--cpu=4] [--top=25] [--task=1] [--client=dist/client]
 *     [--server=...]
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server';
import { CHROMIUM_ARGS, findChromium } from '../e2e/browser';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const root = path.resolve(import.meta.dirname, '../..');
const page = arg('page', '/');
const cpu = Number(arg('cpu', '4'));
const top = Number(arg('top', '25'));

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; stackTrace?: { url: string }[] } };
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { base, close } = await startBuiltServer(
  path.resolve(root, arg('client', 'dist/client')),
  path.resolve(root, arg('server', 'dist/server/main.mjs')),
);
const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await p.addInitScript(() => {
    const w = window as unknown as { __lt: { start: number; dur: number }[]; __lcp: number };
    w.__lt = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lt.push({ start: e.startTime, dur: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((l) => {
      for (const e of l.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await browser.startTracing(p, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
    ],
  });
  await cdp.send('Profiler.start');
  await p.goto(`${base}${page}`, { waitUntil: 'networkidle' });
  await p.waitForTimeout(1000);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const timing = await p.evaluate(() => {
    const w = window as unknown as { __lt: { start: number; dur: number }[]; __lcp: number };
    const paint = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
    return { longTasks: w.__lt, lcp: w.__lcp, fcp: paint['first-contentful-paint'] };
  });

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    const dt = profile.timeDeltas[i] / 1000;
    total += dt;
    const f = n.callFrame;
    const file = f.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
    const key = `${f.functionName || '(anonymous)'}  ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  // Who calls the heaviest DOM call: its callers' self time, two frames up.
  const callers = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const n = byId.get(id)!;
    if (n.callFrame.functionName !== 'appendChild') return;
    const chain: string[] = [];
    for (let q = parent.get(n.id); q && chain.length < 4; q = parent.get(q.id))
      chain.push(
        `${q.callFrame.functionName || '(anon)'}@${q.callFrame.url.replace(/^.*\//, '')}:${q.callFrame.lineNumber + 1}:${q.callFrame.columnNumber + 1}`,
      );
    const key = chain.join(' < ');
    callers.set(key, (callers.get(key) ?? 0) + profile.timeDeltas[i] / 1000);
  });
  const byFile = new Map<string, number>();
  for (const [k, ms] of self) {
    const file = k.split('  ')[1].replace(/:\d+:\d+$/, '');
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  console.log(
    `${page}: ${cpu}x CPU, load average ${loadavg()[0].toFixed(2)}; profile ${total.toFixed(0)} ms`,
  );
  console.log(`FCP ${timing.fcp?.toFixed(0)} ms, LCP ${timing.lcp?.toFixed(0)} ms (unthrottled network)`);
  console.log(
    `long tasks: ${timing.longTasks.map((t) => `${t.dur.toFixed(0)}@${t.start.toFixed(0)}`).join(', ')}`,
  );
  console.log('\nmain-thread tasks over 50 ms (at 1x, as traced), what they contain (events over 5 ms):');
  const main = trace.traceEvents.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000 / cpu);
  const t0 = Math.min(...trace.traceEvents.filter((e) => e.ts > 0).map((e) => e.ts));
  for (const task of main) {
    const inner = trace.traceEvents.filter(
      (e) =>
        e.tid === task.tid &&
        e.pid === task.pid &&
        e.ph === 'X' &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0) &&
        (e.dur ?? 0) > 5_000 / cpu,
    );
    console.log(`  ${((task.dur ?? 0) / 1000).toFixed(0)} ms at ${((task.ts - t0) / 1000).toFixed(0)} ms`);
    for (const e of inner.slice(0, 12)) {
      const d = e.args?.data;
      const where = (d?.url ?? d?.stackTrace?.[0]?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      console.log(
        `      ${((e.dur ?? 0) / 1000).toFixed(1).padStart(6)} ms  ${e.name} ${d?.functionName ?? ''} ${where}`,
      );
    }
  }
  // The heaviest task's own top functions (the profile and the trace share one clock).
  const worst = [...main].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[Number(arg('task', '1')) - 1];
  if (worst) {
    const inTask = new Map<string, number>();
    const incl = new Map<string, number>();
    let t = profile.startTime;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i];
      if (t < worst.ts || t > worst.ts + (worst.dur ?? 0)) return;
      const dt = profile.timeDeltas[i] / 1000;
      const label = (q: ProfileNode) =>
        `${q.callFrame.functionName || '(anon)'} ${q.callFrame.url.replace(/^.*\//, '')}:${q.callFrame.lineNumber + 1}:${q.callFrame.columnNumber + 1}`;
      const n = byId.get(id)!;
      inTask.set(label(n), (inTask.get(label(n)) ?? 0) + dt);
      const seen = new Set<string>();
      for (let q: ProfileNode | undefined = n; q; q = parent.get(q.id)) {
        const l = label(q);
        if (seen.has(l)) continue;
        seen.add(l);
        incl.set(l, (incl.get(l) ?? 0) + dt);
      }
    });
    console.log(
      `\nthe heaviest task no. ${arg('task', '1')} (${((worst.dur ?? 0) / 1000).toFixed(0)} ms): self / total time`,
    );
    for (const [k, ms] of [...inTask].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`  self ${ms.toFixed(0).padStart(6)} ms  ${k}`);
    for (const [k, ms] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30))
      console.log(`  total ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  }
  console.log('\nself time by script:');
  for (const [f, ms] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${f}`);
  console.log('\nappendChild callers:');
  for (const [k, ms] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
  console.log('\ntop functions by self time:');
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${k}`);
} finally {
  await browser.close();
  await close();
}
