// Arena benchmark (npm run bench): drives the lab through a 2v2 round, a 5-strip case opening and an upgrade gauge
// on the Canvas 2D and WebGL renderers in headless Chromium, on the bare engine and through the React adapter, then
// watches real 2v2 bot battles on the built server's /battles/view/{id} (live.ts); prints frame times, arena work per
// frame, draw calls, texture uploads, first-arena-frame time, the arena's heap allocations per frame in a steady spin
// (lab and live page) and the gzipped sizes of the shell's first download and of the arena chunk.
//
//   npm run bench:arena [-- --live-only | --no-live] [--live-runs=3] [--client=dist/client]
//     [--server=dist/server/main.mjs] [--trace] [--no-heap]
//
// --trace adds a live run under a Chrome performance trace and prints what its frames over 20 ms did. Build the client
// with `npx vite build --sourcemap hidden` for profiles named by source file (the maps are not referenced by the app).
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/browser';
import { startBuiltServer } from '../built-server';
import { buildLab, LAB_DIR } from './build-lab';
import { printAllocations, type AllocationReport } from './heap';
import { serveLab } from './lab-server';
import { LIVE_SCENARIO, measureLive, type LiveMode, type LiveRun } from './live';
import { measureSpin, type SpinFigures } from './measure';
import { sizeReport } from './sizes';
import { SourceNamer } from './source-map';
import { printTraceReport } from './trace';
import { median } from '../median';

const flag = (name: string) => process.argv.includes(`--${name}`);
const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const clientDir = path.resolve(arg('client', 'dist/client'));
const serverEntry = path.resolve(arg('server', 'dist/server/main.mjs'));
const liveRuns = Number(arg('live-runs', '3'));
const runLab = !flag('live-only');
const runLive = !flag('no-live');
const heapCheck = !flag('no-heap');

const SPIN_MS = 5000;
const scenarios = [
  { name: '2v2 round (4 x 90-120 cards)', query: 'mode=2v2&rounds=1' },
  { name: 'case opening (5 strips)', query: 'mode=case-5' },
  { name: 'upgrade gauge (460 px box)', query: 'mode=upgrade' },
];

/** The median of each figure over runs (the frame count and frames over 20 ms too). */
function medianFigures(runs: SpinFigures[]): SpinFigures {
  const m = (get: (f: SpinFigures) => number) => median(runs.map(get));
  return {
    ...runs[0],
    scenario: `${runs[0].scenario}, median of ${runs.length}`,
    fps: m((f) => f.fps),
    p50: m((f) => f.p50),
    p95: m((f) => f.p95),
    p99: m((f) => f.p99),
    over20: m((f) => f.over20),
    frames: m((f) => f.frames),
    workP50: m((f) => f.workP50),
    workP99: m((f) => f.workP99),
    drawImageP50: m((f) => f.drawImageP50),
    firstFrameMs: m((f) => f.firstFrameMs),
  };
}

if (runLab) await buildLab();
const loadBefore = loadavg()[0];
const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
// 'engine': the lab mounts ArenaEngine on a div; 'adapter': through <ArenaCanvas> (@pixi/react's <Application>), as pages do.
const results: (SpinFigures & { via: string })[] = [];
const heaps: [string, AllocationReport][] = [];
const traces: LiveRun[] = [];
try {
  if (runLab) {
    const server = await serveLab();
    try {
      for (const via of ['engine', 'adapter'] as const) {
        for (const renderer of ['canvas', 'webgl'] as const) {
          for (const s of scenarios) {
            const query = `${s.query}&renderer=${renderer}${via === 'adapter' ? '&adapter=1' : ''}`;
            const fig = await measureSpin(browser, server.url, s.name, query, SPIN_MS);
            results.push({ ...fig, via });
            console.log(`measured ${via} ${renderer} ${s.name}`);
          }
        }
      }
      if (heapCheck) {
        const s = scenarios[0];
        const namer = new SourceNamer(LAB_DIR);
        const { heap } = await measureSpin(
          browser,
          server.url,
          s.name,
          `${s.query}&renderer=canvas`,
          SPIN_MS,
          namer,
        );
        if (heap) heaps.push([`lab, engine canvas ${s.name}, steady spin`, heap]);
      }
    } finally {
      await server.close();
    }
  }
  if (runLive && !existsSync(path.join(clientDir, 'index.html')))
    console.log(`\nlive page: skipped (no ${clientDir}; run npm run build)`);
  else if (runLive) {
    const server = await startBuiltServer(clientDir, serverEntry);
    const namer = new SourceNamer(clientDir);
    try {
      const live: SpinFigures[] = [];
      const modes: LiveMode[] = [
        ...Array.from({ length: liveRuns }, () => 'frames' as const),
        ...(heapCheck ? (['heap'] as const) : []),
        ...(flag('trace') ? (['trace'] as const) : []),
      ];
      for (const mode of modes) {
        const run = await measureLive(browser, server.base, mode, namer);
        const f = run.figures;
        console.log(
          `measured live page (${mode}): ${f.over20}/${f.frames} over 20 ms, p99 ${f.p99} ms, arena p50/p99 ${f.workP50}/${f.workP99} ms, load ${loadavg()[0].toFixed(2)}`,
        );
        if (mode === 'frames') {
          live.push(f);
          results.push({ ...f, via: `live run ${live.length}` });
        }
        if (run.heap) heaps.push([`live page ${LIVE_SCENARIO}, rounds 2-4 steady spin`, run.heap]);
        if (run.trace) traces.push(run);
      }
      if (live.length > 1) results.push({ ...medianFigures(live), via: 'live page' });
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
}

const cols: [string, (f: SpinFigures & { via: string }) => string | number | null][] = [
  ['via', (f) => f.via],
  ['renderer', (f) => f.renderer],
  ['scenario', (f) => f.scenario],
  ['fps', (f) => f.fps],
  ['p50 ms', (f) => f.p50],
  ['p95 ms', (f) => f.p95],
  ['p99 ms', (f) => f.p99],
  ['>20ms', (f) => `${f.over20}/${f.frames}`],
  ['arena p50', (f) => f.workP50],
  ['arena p99', (f) => f.workP99],
  ['draws p50/max', (f) => (f.drawCallsP50 === null ? 'n/a' : `${f.drawCallsP50}/${f.drawCallsMax}`)],
  ['drawImage p50', (f) => f.drawImageP50],
  ['uploads in spin', (f) => f.uploadsDuringSpin ?? 'n/a'],
  ['first frame ms', (f) => f.firstFrameMs],
];
const rows = results.map((r) => cols.map(([, get]) => String(get(r) ?? '')));
const widths = cols.map(([h], i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log('\nArena spin benchmark (headless Chromium, 1280x720, --disable-gpu; WebGL is SwiftShader here)');
console.log(
  `machine load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0].toFixed(2)} (2 cores); figures are only meaningful on a quiet machine`,
);
console.log(line(cols.map(([h]) => h)));
for (const r of rows) console.log(line(r));

const sizes = sizeReport();
console.log('\nBundle sizes (gzip):');
console.log(
  `  shell first JS download: ${sizes.shellKb ?? 'n/a (run npm run build:client)'} KB in ${sizes.shellFiles} file(s); pixi/gsap/howler in it: ${sizes.shellHasArenaLibs ? 'YES' : 'no'}`,
);
console.log(
  `  lab entry importing src/arena/index.ts statically has pixi/gsap/howler: ${sizes.labEntryHasArenaLibs === null ? 'n/a' : sizes.labEntryHasArenaLibs ? 'YES' : 'no'}`,
);
if (sizes.kitKb !== null)
  console.log(
    `  screens' shared kit chunk: ${sizes.kitKb} KB; pixi/gsap/howler in it: ${sizes.kitHasArenaLibs ? 'YES' : 'no'}`,
  );
console.log(`  arena chunk (loadArena): ${sizes.arenaKb ?? 'n/a'} KB, from ${sizes.arenaSource}`);
for (const [k, v] of Object.entries(sizes.rendererKb))
  console.log(`  + renderer chunk ${k}: ${v} KB (loaded on demand by Pixi at init)`);

for (const [title, h] of heaps) printAllocations(title, h);
for (const t of traces) {
  if (!t.trace) continue;
  const f = t.figures;
  printTraceReport(`Traced live run, its frames over 20 ms (${f.over20}/${f.frames})`, t.trace.long);
  printTraceReport(`Traced live run, all its spins (${f.frames} frames)`, t.trace.all, 0);
}

const canvas = results.filter((r) => r.renderer === 'canvas' && !r.via.startsWith('live'));
const livePage = results.filter((r) => r.via === 'live page');
const webgl = results.filter((r) => r.renderer === 'webgl');
const goals = [
  ['lab', 'canvas: no frame over 20 ms', canvas.every((r) => r.over20 === 0)],
  ['lab', 'canvas: p99 < 17.5 ms', canvas.every((r) => r.p99 < 17.5)],
  ['lab', 'canvas: arena main-thread p50 < 1.5 ms', canvas.every((r) => r.workP50 < 1.5)],
  ['lab', 'canvas: arena main-thread p99 < 3 ms', canvas.every((r) => r.workP99 < 3)],
  ['lab', 'webgl: <= 10 draw calls per frame', webgl.every((r) => (r.drawCallsMax ?? 99) <= 10)],
  ['lab', 'webgl: no texture upload during a spin', webgl.every((r) => r.uploadsDuringSpin === 0)],
  [
    'live',
    'live page: no frame over 20 ms (median)',
    livePage.length > 0 && livePage.every((r) => r.over20 === 0),
  ],
  [
    'live',
    'live page: arena p50 <= 1 ms, p99 <= 2.5 ms',
    livePage.length > 0 && livePage.every((r) => r.workP50 <= 1 && r.workP99 <= 2.5),
  ],
  [
    'live',
    'no arena allocation per frame in a steady spin',
    heaps.length > 0 && heaps.every(([, h]) => h.arenaPerFrame === 0),
  ],
] as const;
console.log('\nGoals:');
// Goals of the parts that ran (a lab goal is not 'met' by a --live-only run).
for (const [part, name, ok] of goals)
  if (part === 'lab' ? runLab : runLive) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${name}`);
