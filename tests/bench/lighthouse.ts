/**
 * Lighthouse benchmark (issue 14): mobile preset (Lighthouse's default: Moto G Power viewport, simulated slow 4G and
 * 4x CPU slowdown) on the installed Chromium, against the production bundle (`npm run build` first) served by the
 * built server on a throw-away SQLite file with no bots. Pages: /, /battles and /cases/open/{id} (the first case of
 * /api/v1/case/list). Prints the median of the runs (3 by default) of the performance score, FCP, LCP, TBT, CLS and the
 * accessibility score, and with --details the failing accessibility audits and the main performance findings of
 * the first run (its full report goes to test-results/lighthouse/).
 *
 * --client and --server run another build (e.g. a copy of the base commit's dist/ inside the repo, so the server
 * bundle finds node_modules) for before/after figures in one session.
 *
 *   npm run bench:lighthouse [-- --runs=3] [--pages=/,/battles] [--details] [--client=dist/client]
 *     [--server=dist/server/main.mjs]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { startBuiltServer } from './built-server';
import { findChromium } from '../e2e/browser';
import { median } from './median';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const runs = Number(arg('runs', '3'));
const details = process.argv.includes('--details');
const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.resolve(root, arg('client', 'dist/client'));
const serverEntry = path.resolve(root, arg('server', 'dist/server/main.mjs'));
const reportDir = path.join(root, 'test-results/lighthouse');

interface Figures {
  performance: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
}

function figures(lhr: Result): Figures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
  };
}

/** The failing accessibility audits and the heaviest performance findings of one report. */
function describe(lhr: Result): string[] {
  const out: string[] = [];
  for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (a.score !== null && a.score < 1 && ref.weight > 0) {
      out.push(`  a11y  ${a.id}: ${a.title}`);
      const items = (a.details as { items?: { node?: { snippet?: string; explanation?: string } }[] })?.items;
      for (const it of items?.slice(0, 6) ?? [])
        out.push(
          `          ${it.node?.snippet ?? ''} ${it.node?.explanation?.split('\n').slice(1).join(' ').slice(0, 160) ?? ''}`,
        );
    }
  }
  const perf = [
    'render-blocking-resources',
    'largest-contentful-paint-element',
    'bootup-time',
    'mainthread-work-breakdown',
    'unused-javascript',
    'network-dependency-tree-insight',
    'lcp-phases-insight',
  ];
  for (const id of perf) {
    const a = lhr.audits[id];
    if (!a) continue;
    out.push(`  perf  ${id}: ${a.displayValue ?? ''}`);
    // The LCP element's details are a list of tables; the others are one table.
    const d = a.details as { type?: string; items?: Record<string, unknown>[] } | undefined;
    const items =
      d?.type === 'list' ? (d.items?.[0] as { items?: Record<string, unknown>[] })?.items : d?.items;
    for (const it of items?.slice(0, 6) ?? []) {
      const url = (it.url ??
        (it.node as { snippet?: string } | undefined)?.snippet ??
        it.groupLabel ??
        '') as string;
      const ms = (it.total ?? it.wastedMs ?? it.duration ?? it.wastedBytes ?? '') as number | string;
      if (url)
        out.push(
          `          ${String(url).replace(/^https?:\/\/[^/]+/, '')} ${typeof ms === 'number' ? Math.round(ms) : ms}`,
        );
    }
  }
  return out;
}

const loadBefore = loadavg()[0];
const { base, close } = await startBuiltServer(clientDir, serverEntry);
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results: { page: string; figs: Figures[]; notes: string[] }[] = [];
try {
  const cases = (await (await fetch(`${base}/api/v1/case/list`)).json()) as {
    data: { list: { id: string }[] };
  };
  const caseId = cases.data.list[0]?.id;
  if (!caseId) throw new Error('/api/v1/case/list is empty');
  const all = ['/', '/battles', `/cases/open/${caseId}`];
  const wanted = arg('pages', '');
  const pages = wanted
    ? all.filter((p) => wanted.split(',').some((w) => p === w || (w !== '/' && p.startsWith(w))))
    : all;
  for (const page of pages) {
    const entry = { page, figs: [] as Figures[], notes: [] as string[] };
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      if (!r) throw new Error(`lighthouse gave no result for ${page}`);
      // Lighthouse sometimes loses a trace (NO_NAVSTART): that run is reported and left out of the median.
      if (r.lhr.runtimeError) {
        console.log(`${page} run ${i + 1}/${runs} failed: ${r.lhr.runtimeError.code}`);
        continue;
      }
      entry.figs.push(figures(r.lhr));
      if (details && !entry.notes.length) {
        entry.notes = describe(r.lhr);
        mkdirSync(reportDir, { recursive: true });
        const file = path.join(
          reportDir,
          `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`,
        );
        writeFileSync(file, JSON.stringify(r.lhr));
        entry.notes.unshift(`  full report: ${path.relative(root, file)}`);
      }
      console.log(`measured ${page} run ${i + 1}/${runs}`);
    }
    results.push(entry);
  }
} finally {
  chrome.kill();
  await close();
}

const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile preset (simulated slow 4G, 4x CPU), headless Chromium`,
);
console.log(
  `machine load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0].toFixed(2)} (2 cores); scores are only meaningful on a quiet machine`,
);
const head = ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'a11y', 'perf per run'];
const rows = results.map(({ page, figs }) => {
  const m = (k: keyof Figures) => median(figs.map((f) => f[k]));
  return [
    page.replace(/\/cases\/open\/.*/, '/cases/open/{id}'),
    String(m('performance')),
    ms(m('fcp')),
    ms(m('lcp')),
    `${Math.round(m('tbt'))} ms`,
    m('cls').toFixed(3),
    String(m('accessibility')),
    figs.map((f) => f.performance).join(' / '),
  ];
});
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(line(head));
for (const r of rows) console.log(line(r));
if (details)
  for (const { page, notes } of results) {
    console.log(`\n${page} (first run):`);
    for (const n of notes) console.log(n);
  }
