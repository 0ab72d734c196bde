/**
 * First arena frame in the real app (issue 14): the built server with one waiting 1v1 battle; a visitor opens
 * /battles, moves the pointer and stays a moment (as a reader does; the app may use that time), then clicks the
 * battle's Watch link.
 * Prints the time from the click to the arena's first drawn frame on /battles/view/{id}, and, for context, from the
 * start of a direct page load of /battles/view/{id} to its first frame. Median of --runs (5), each in a fresh context.
 * --profile: instead, --runs click runs under Chrome's sampling profiler and resource timing, and prints where the
 * click -> first frame window went (requests relative to the click, main-thread self time by function and by script).
 *
 *   npm run bench:first-frame [-- --runs=5] [--client=dist/client] [--server=dist/server/main.mjs]
 *     [--dwell=2000] [--profile]
 */
import { loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/browser';
import { api, signIn, topUp } from '../../e2e/battle-helpers';
import { startBuiltServer } from '../built-server';
import { median } from '../median';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const runs = Number(arg('runs', '5'));
const dwell = Number(arg('dwell', '2000'));
const clientDir = arg('client', 'dist/client');
const serverEntry = arg('server', 'dist/server/main.mjs');
const profile = process.argv.includes('--profile');

// In the page: resolves with performance.now() two frames after the arena reports a renderer (its first drawn frame).
// A string, so the bundler's helpers (tsx names functions with __name) stay out of the page.
const FIRST_FRAME = `new Promise((resolve, reject) => {
  setTimeout(() => reject(new Error('no arena frame within 30 s')), 30000);
  const tick = () => {
    if (window.caseArena?.arena?.snapshot().renderer)
      requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    else requestAnimationFrame(tick);
  };
  tick();
})`;

function waitFirstFrame(page: Page): Promise<number> {
  const p = page.evaluate<number>(FIRST_FRAME);
  // Observed later; this keeps an early failure from being an unhandled rejection meanwhile.
  p.catch(() => {});
  return p;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
/** One profiled click: resource timings relative to the click and the CPU profile of the window. */
interface ClickProfile {
  ms: number;
  resources: { name: string; start: number; end: number; kb: number }[];
  cpu: CpuProfile;
}
const profiles: ClickProfile[] = [];

const shortUrl = (u: string) => u.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '(native)';

/** Self time (ms) per key over the profile's samples. */
function selfTime(cpu: CpuProfile, key: (n: ProfileNode) => string): Map<string, number> {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const out = new Map<string, number>();
  cpu.samples.forEach((id, i) => {
    const n = byId.get(id);
    if (!n) return;
    const k = key(n);
    out.set(k, (out.get(k) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

function printProfiles(): void {
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .map(([k, v]) => [k, v / profiles.length] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `    ${v.toFixed(1).padStart(7)} ms  ${k}`)
      .join('\n');
  const sum = (pick: (p: ClickProfile) => Map<string, number>) => {
    const all = new Map<string, number>();
    for (const p of profiles) for (const [k, v] of pick(p)) all.set(k, (all.get(k) ?? 0) + v);
    return all;
  };
  const fn = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anonymous)'} ${shortUrl(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
  const script = (n: ProfileNode) =>
    n.callFrame.url ? shortUrl(n.callFrame.url) : n.callFrame.functionName || '(native)';
  console.log(`\nProfile of ${profiles.length} click(s) (sampling profiler on; times are means per click):`);
  profiles.forEach((p, i) => {
    console.log(`  run ${i + 1}: click -> frame ${Math.round(p.ms)} ms; requests (ms after the click):`);
    for (const r of p.resources)
      console.log(
        `    ${Math.round(r.start).toString().padStart(5)} -> ${Math.round(r.end).toString().padStart(5)}  ${r.kb.toFixed(1).padStart(6)} KB  ${r.name}`,
      );
  });
  const busy = profiles.map(
    (p) => selfTime(p.cpu, (n) => (n.callFrame.functionName === '(idle)' ? 'idle' : 'busy')).get('busy') ?? 0,
  );
  console.log(
    `  main-thread busy (not idle) in the window: median ${Math.round(median(busy))} ms (${busy.map(Math.round).join(', ')}); less sensitive to a loaded machine than the wall time`,
  );
  console.log(
    `  main-thread self time by script:\n${top(
      sum((p) => selfTime(p.cpu, script)),
      12,
    )}`,
  );
  console.log(
    `  main-thread self time by function:\n${top(
      sum((p) => selfTime(p.cpu, fn)),
      25,
    )}`,
  );
}

async function startProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  return cdp;
}

async function afterClick(browser: Browser, base: string, id: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/battles`);
  const watch = page.locator(
    `[data-testid="lobby-battle"][data-battle-id="${id}"] a[href$="/battles/view/${id}"]`,
  );
  await watch.last().waitFor({ timeout: 20_000 });
  // A reader moves the pointer while looking at the list (the app starts loading the arena on the first input).
  await page.mouse.move(200, 300);
  await page.waitForTimeout(dwell);
  await page.evaluate(() => {
    const w = window as unknown as { benchClickAt?: number };
    document.addEventListener('click', () => (w.benchClickAt ??= performance.now()), { capture: true });
  });
  const cdp = profile ? await startProfile(page) : null;
  const frame = waitFirstFrame(page);
  await watch.last().click();
  const t1 = await frame;
  const t0 = await page.evaluate(() => (window as unknown as { benchClickAt: number }).benchClickAt);
  if (cdp) {
    const { profile: cpu } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const resources = await page.evaluate(
      ([from, to]) =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => e.responseEnd >= from - 2000 && e.startTime <= to)
          .map((e) => ({
            name: e.name,
            start: e.startTime - from,
            end: e.responseEnd - from,
            kb: e.encodedBodySize / 1024,
          })),
      [t0, t1] as const,
    );
    // The profiler starts just before the click and stops after the first frame: its samples are the window.
    profiles.push({
      ms: t1 - t0,
      resources: resources.map((r) => ({ ...r, name: shortUrl(r.name) })).sort((a, b) => a.start - b.start),
      cpu,
    });
  }
  await ctx.close();
  return t1 - t0;
}

async function directLoad(browser: Browser, base: string, id: string): Promise<number> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/battles/view/${id}`, { waitUntil: 'commit' });
  const t = await waitFirstFrame(page);
  await ctx.close();
  return t;
}

const loadBefore = loadavg()[0];
const server = await startBuiltServer(clientDir, serverEntry);
const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
const clicks: number[] = [];
const direct: number[] = [];
try {
  const cases = await api<{ list: { id: string; price: number }[] }>(server.base, '/case/list', null);
  const cheapest = [...cases.list].sort((a, b) => a.price - b.price)[0];
  const host = await signIn(server.base, 'FirstFrame');
  await topUp(server.base, host, cheapest.price * 2 + 1000);
  const battle = await api<{ battle?: { id: string }; id?: string }>(server.base, '/battle/create', host, {
    type: 'single',
    players: 2,
    mode: 'default',
    isPublic: true,
    cases: [{ caseID: cheapest.id, quantity: 1 }],
  });
  const id = battle.battle?.id ?? battle.id;
  if (!id) throw new Error(`no battle id in ${JSON.stringify(battle)}`);
  for (let i = 0; i < runs; i++) {
    clicks.push(await afterClick(browser, server.base, id));
    if (profile) {
      console.log(`profiled run ${i + 1}/${runs}: click->frame ${Math.round(clicks[i])} ms`);
      continue;
    }
    direct.push(await directLoad(browser, server.base, id));
    console.log(
      `run ${i + 1}/${runs}: click->frame ${Math.round(clicks[i])} ms, load->frame ${Math.round(direct[i])} ms`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
if (profile) {
  printProfiles();
  process.exit(0);
}
console.log(
  `\nFirst arena frame in the app (headless Chromium, 1280x720, --disable-gpu), client ${clientDir}`,
);
console.log(
  `machine load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0].toFixed(2)} (2 cores)`,
);
console.log(
  `  /battles (${dwell} ms there) -> click Watch -> first arena frame: median ${Math.round(median(clicks))} ms (${clicks.map(Math.round).join(', ')})`,
);
console.log(
  `  direct load of /battles/view/{id} -> first arena frame:     median ${Math.round(median(direct))} ms (${direct.map(Math.round).join(', ')})`,
);
