/**
 * Websocket fan-out benchmark: N spectators on one battle channel, 10 events/s; deliveries/s, delivery latency and
 * the hub's CPU time per delivery. The hub is the real app (in this process, or `--hubs=K` app processes joined by
 * Redis); the spectators run in separate processes (ws-fanout-client.ts) at a lower priority (`--nice`, default 10)
 * so that on a small machine the hub's CPU is the hub's. Latency = receive time in the spectator - `sentAt` stamped
 * just before publish, both performance.timeOrigin + performance.now() (the same system clock in every process).
 * CPU per delivery = the hub processes' process.cpuUsage() (user + system, every thread) over the window from the
 * first publish to 500 ms after the last one, divided by the deliveries the spectators counted.
 *
 *   npx tsx tests/bench/ws-fanout.ts [--sizes=1000,5000,10000] [--seconds=5] [--rate=10] [--procs=1]
 *                                    [--client=raw|ws] [--hubs=1] [--redis=redis://127.0.0.1:6379/0]
 *                                    [--modes=hub,base] [--baseline] [--runs=1] [--nice=10] [--profile=DIR]
 *                                    [--cluster=K]
 *
 * --modes: `hub` is the hub (one process, `--hubs=K` processes or `--cluster=K`), `base` a bare `ws` server
 * publishing with a plain per-socket ws.send loop of a per-socket encoded frame, `once` the same loop sending one
 * frame encoded once per publish (both in this process); by default hub and base, alternating, so every hub figure
 * has its baseline from the same run. --baseline = --modes=base. --runs=R repeats the whole sequence and
 * prints medians. --profile=DIR writes a CPU profile of each hub process over each measured window
 * (DIR/{mode}-{n}-{run}.cpuprofile) and prints its top functions by self time (profiling slows the hub: take the
 * CPU figures from runs without it).
 * --cluster=K runs the hub as production does: K built server processes (`npm run build:server` first) on PostgreSQL
 * and Redis, started by tests/cluster/harness.ts; their CPU is then read from /proc.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { FromClient } from './ws-fanout-client';
import { startClusterHub } from './ws-fanout-cluster';
import {
  BENCH_CHANNEL,
  startBaselineHub,
  startHubProcesses,
  startLocalHub,
  type BenchHub,
} from './ws-fanout-hub';
import { median } from './median';

type Mode = 'hub' | 'base' | 'once';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const sizes = arg('sizes', '1000,5000,10000').split(',').map(Number);
const seconds = Number(arg('seconds', '5'));
const rate = Number(arg('rate', '10'));
const clusterSize = Number(arg('cluster', '0'));
const hubs = clusterSize > 0 ? clusterSize : Number(arg('hubs', '1'));
const procs = Math.max(Number(arg('procs', '1')), hubs);
const impl = arg('client', 'raw') === 'ws' ? 'ws' : 'raw';
const modes: Mode[] = process.argv.includes('--baseline')
  ? ['base']
  : arg('modes', 'hub,base')
      .split(',')
      .filter((m): m is Mode => m === 'hub' || m === 'base' || m === 'once');
const runs = Math.max(1, Number(arg('runs', '1')));
const niceness = Number(arg('nice', '10'));
const profileDir = arg('profile', '');
const redisUrl = arg('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
// Profiling flags given to this process are not passed on to the children.
const execArgv = process.execArgv.filter((a) => !a.startsWith('--cpu-prof'));
const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
// After the last publish, the window stays open this long so its fan-out is counted whole.
const DRAIN_MS = 500;

interface Row {
  mode: Mode;
  run: number;
  spectators: number;
  events: number;
  expected: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  /** Median over events of the time its last spectator got it. */
  lastMedian: number;
  elu: number;
  /** Hub CPU over the window, microseconds (summed over hub processes). */
  user: number;
  system: number;
  /** Window length, microseconds. */
  wall: number;
  /** Hub resident memory before the spectators connected and at the end of the window, bytes. */
  rss0: number;
  rss: number;
}

const pct = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Starts the spectator processes, spread over the hub URLs; resolves once every socket is subscribed. */
async function startSpectators(urls: string[], n: number, hub: BenchHub) {
  const children: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  const reports: Promise<FromClient & { kind: 'report' }>[] = [];
  const file = path.join(import.meta.dirname, 'ws-fanout-client.ts');
  for (let i = 0; i < procs; i++) {
    const count = Math.floor(n / procs) + (i < n % procs ? 1 : 0);
    const child = fork(file, ['--client', urls[i % urls.length], String(count), BENCH_CHANNEL, impl], {
      stdio: 'inherit',
      execArgv,
    });
    children.push(child);
    // Lower priority than the hub: when both want the CPU, the hub gets it, and its figures are its own.
    if (niceness !== 0 && child.pid !== undefined) os.setPriority(child.pid, niceness);
    ready.push(
      new Promise((resolve, reject) => {
        child.on('message', (m: FromClient) => m.kind === 'ready' && resolve());
        child.on('exit', (code) =>
          reject(new Error(`spectator process exited with ${code} before it was ready`)),
        );
      }),
    );
    reports.push(new Promise((r) => child.on('message', (m: FromClient) => m.kind === 'report' && r(m))));
  }
  const progress = setInterval(
    () => void hub.progress().then((t) => process.stderr.write(`  ${t}\n`)),
    2_000,
  );
  await Promise.all(ready).finally(() => clearInterval(progress));
  return {
    async stop() {
      for (const c of children) c.send({ kind: 'stop' });
      const all = await Promise.all(reports);
      await Promise.all(
        children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      return all;
    },
  };
}

async function runOne(hub: BenchHub, mode: Mode, n: number, run: number): Promise<Row> {
  const rss0 = await hub.rss();
  const spectators = await startSpectators(hub.urls, n, hub);
  await sleep(500);
  const events = Math.round(seconds * rate);
  const profile = profileDir ? path.resolve(profileDir, `${mode}-${n}-${run}.cpuprofile`) : undefined;
  const measured = await hub.measure(profile);
  const started = nowMs();
  for (let i = 0; i < events; i++) {
    const wait = started + (i * 1000) / rate - nowMs();
    if (wait > 0) await sleep(wait);
    hub.publish(nowMs(), i + 1);
  }
  await sleep(started + ((events - 1) * 1000) / rate + DRAIN_MS - nowMs());
  const wall = (nowMs() - started) * 1000;
  const m = await measured();
  for (const t of m.top) process.stdout.write(`${mode} ${n} run ${run}: top functions by self time\n${t}\n`);
  await sleep(500);
  const all = await spectators.stop();
  const lat = Float64Array.from(all.flatMap((r) => r.latencies)).sort();
  const last = Float64Array.from({ length: events }, (_, i) =>
    Math.max(...all.map((r) => r.lastByEvent[i + 1] ?? 0)),
  ).sort();
  const received = all.reduce((s, r) => s + r.received, 0);
  return {
    mode,
    run,
    spectators: n,
    events,
    expected: events * n,
    received,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    max: lat[lat.length - 1] ?? NaN,
    lastMedian: pct(last, 50),
    elu: m.elu,
    user: m.user,
    system: m.system,
    wall,
    rss0,
    rss: m.rss,
  };
}

const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const perDelivery = (r: Row) => (r.user + r.system) / Math.max(1, r.received);
const hubLabel = (mode: Mode) => (mode !== 'hub' ? mode : clusterSize > 0 ? `cluster ${hubs}` : String(hubs));

function grid(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  return `${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`;
}

function table(rows: Row[]): string {
  const head = [
    'hubs',
    'run',
    'spectators',
    'events',
    'deliveries',
    'lost',
    'deliveries/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'last delivery ms (median event)',
    'loop busy %',
    'CPU %',
    'CPU us/delivery (user+sys)',
    'hub RSS MiB before/after connecting',
  ];
  const body = rows.map((r) => [
    hubLabel(r.mode),
    String(r.run),
    String(r.spectators),
    String(r.events),
    String(r.received),
    String(r.expected - r.received),
    f(r.received / seconds, 0),
    f(r.p50),
    f(r.p99),
    f(r.max),
    f(r.lastMedian),
    f(r.elu * 100, 0),
    f((100 * (r.user + r.system)) / r.wall, 0),
    `${f(perDelivery(r), 2)} (${f(r.user / Math.max(1, r.received), 2)}+${f(r.system / Math.max(1, r.received), 2)})`,
    // In-process modes share this process's heap with the bench itself: only `--hubs=K` figures are the hub's alone.
    `${f(r.rss0 / 2 ** 20, 0)}/${f(r.rss / 2 ** 20, 0)}`,
  ]);
  return grid(head, body);
}

/** Medians over runs per mode and size, and the hub's CPU per delivery as a ratio of the baseline's in the same run. */
function summary(rows: Row[]): string {
  const head = [
    'hubs',
    'spectators',
    'runs',
    'deliveries/s',
    'p50 ms',
    'p99 ms',
    'CPU us/delivery',
    'CPU us/delivery / base in the same run',
  ];
  const body: string[][] = [];
  for (const n of sizes) {
    for (const mode of modes) {
      const mine = rows.filter((r) => r.mode === mode && r.spectators === n);
      const ratios = mine.flatMap((r) => {
        const base = rows.find((b) => b.mode === 'base' && b.spectators === n && b.run === r.run);
        return mode !== 'base' && base ? [perDelivery(r) / perDelivery(base)] : [];
      });
      body.push([
        hubLabel(mode),
        String(n),
        String(mine.length),
        f(median(mine.map((r) => r.received / seconds)), 0),
        f(median(mine.map((r) => r.p50))),
        f(median(mine.map((r) => r.p99))),
        f(median(mine.map(perDelivery)), 2),
        ratios.length ? f(median(ratios), 2) : '-',
      ]);
    }
  }
  return grid(head, body);
}

async function startHub(mode: Mode): Promise<BenchHub> {
  if (mode !== 'hub') return startBaselineHub(mode === 'once');
  if (clusterSize > 0) return startClusterHub(clusterSize);
  if (hubs > 1) return startHubProcesses(hubs, redisUrl, execArgv);
  return startLocalHub();
}

const describeMode = (mode: Mode) =>
  mode === 'base'
    ? 'BASELINE plain ws.send loop, not the hub'
    : mode === 'once'
      ? 'BASELINE ws.send loop of one shared protocol frame, not the hub'
      : clusterSize > 0
        ? `${clusterSize} built server processes on PostgreSQL + Redis`
        : hubs > 1
          ? `${hubs} hub processes joined by Redis`
          : 'one hub process';

async function main(): Promise<void> {
  const started = new Map<Mode, BenchHub>();
  const rows: Row[] = [];
  process.stdout.write(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  try {
    for (const mode of modes) started.set(mode, await startHub(mode));
    for (let run = 1; run <= runs; run++) {
      // Alternate the order so a load change on a shared machine does not always fall on the same mode.
      const order = run % 2 ? modes : [...modes].reverse();
      for (const n of sizes) {
        for (const mode of order) {
          process.stdout.write(
            `run ${run}: ${n} spectators (${describeMode(mode)}, ${procs} ${impl} spectator processes at nice ${niceness}, ${rate} events/s for ${seconds} s)...\n`,
          );
          rows.push(await runOne(started.get(mode)!, mode, n, run));
          await sleep(1_000);
        }
      }
    }
  } finally {
    for (const h of started.values()) await h.close();
  }
  process.stdout.write(`\n${table(rows)}\nmedians over runs:\n${summary(rows)}`);
  process.stdout.write(
    `load average at end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
