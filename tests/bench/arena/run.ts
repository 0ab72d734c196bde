// Arena benchmark (npm run bench): drives the lab through a 2v2 round, a 5-strip case opening and an upgrade gauge
// on the Canvas 2D and WebGL renderers in headless Chromium, on the bare engine and through the React adapter, and
// prints frame times, arena work per frame, draw calls, texture uploads, first-arena-frame time and the gzipped sizes of the shell's
// first download and of the arena chunk.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/browser';
import { buildLab } from './build-lab';
import { serveLab } from './lab-server';
import { measureSpin, type SpinFigures } from './measure';
import { sizeReport } from './sizes';

const SPIN_MS = 5000;
const scenarios = [
  { name: '2v2 round (4 x 90-120 cards)', query: 'mode=2v2&rounds=1' },
  { name: 'case opening (5 strips)', query: 'mode=case-5' },
  { name: 'upgrade gauge (460 px box)', query: 'mode=upgrade' },
];

await buildLab();
const loadBefore = loadavg()[0];
const server = await serveLab();
const browser = await chromium.launch({
  executablePath: findChromium(),
  headless: true,
  args: CHROMIUM_ARGS,
});
// 'engine': the lab mounts ArenaEngine on a div; 'adapter': through <ArenaCanvas> (@pixi/react's <Application>), as pages do.
const results: (SpinFigures & { via: string })[] = [];
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
} finally {
  await browser.close();
  await server.close();
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
console.log(`  arena chunk (loadArena): ${sizes.arenaKb ?? 'n/a'} KB, from ${sizes.arenaSource}`);
for (const [k, v] of Object.entries(sizes.rendererKb))
  console.log(`  + renderer chunk ${k}: ${v} KB (loaded on demand by Pixi at init)`);

const canvas = results.filter((r) => r.renderer === 'canvas');
const webgl = results.filter((r) => r.renderer === 'webgl');
const goals = [
  ['canvas: no frame over 20 ms', canvas.every((r) => r.over20 === 0)],
  ['canvas: p99 < 17.5 ms', canvas.every((r) => r.p99 < 17.5)],
  ['canvas: arena main-thread p50 < 1.5 ms', canvas.every((r) => r.workP50 < 1.5)],
  ['canvas: arena main-thread p99 < 3 ms', canvas.every((r) => r.workP99 < 3)],
  ['webgl: <= 10 draw calls per frame', webgl.every((r) => (r.drawCallsMax ?? 99) <= 10)],
  ['webgl: no texture upload during a spin', webgl.every((r) => r.uploadsDuringSpin === 0)],
] as const;
console.log('\nGoals:');
for (const [name, ok] of goals) console.log(`  ${ok ? 'met    ' : 'NOT met'}  ${name}`);
