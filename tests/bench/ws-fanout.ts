/**
 * Websocket fan-out benchmark: N spectators on one battle channel, 10 events/s; deliveries/s and delivery latency.
 * The hub is the real app (in this process, or `--hubs=K` app processes joined by Redis); the spectators run in
 * separate processes (ws-fanout-client.ts) so their work does not sit on a hub's event loop. Latency = receive
 * time in the spectator - `sentAt` stamped just before publish, both performance.timeOrigin + performance.now()
 * (the same system clock in every process).
 *
 *   npx tsx tests/bench/ws-fanout.ts [--sizes=1000,5000,10000] [--seconds=5] [--rate=10] [--procs=1]
 *                                    [--client=raw|ws] [--hubs=1] [--redis=redis://127.0.0.1:6379/0] [--baseline]
 *                                    [--cluster=K]
 *
 * --baseline replaces the hub by a bare `ws` server publishing with a plain per-socket ws.send loop, for comparison.
 * --cluster=K runs the hub as production does: K built server processes (`npm run build:server` first) on PostgreSQL
 * and Redis, started by tests/cluster/harness.ts; "busy" is then their CPU time over wall time.
 */
import { fork, type ChildProcess } from 'node:child_process';
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

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const sizes = arg('sizes', '1000,5000,10000').split(',').map(Number);
const seconds = Number(arg('seconds', '5'));
const rate = Number(arg('rate', '10'));
const clusterSize = Number(arg('cluster', '0'));
const hubs = clusterSize > 0 ? clusterSize : Number(arg('hubs', '1'));
const procs = Math.max(Number(arg('procs', '1')), hubs);
const impl = arg('client', 'raw') === 'ws' ? 'ws' : 'raw';
const baseline = process.argv.includes('--baseline');
const redisUrl = arg('redis', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
// Profiling flags given to this process are not passed on to the children.
const execArgv = process.execArgv.filter((a) => !a.startsWith('--cpu-prof'));
const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
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

async function runOne(hub: BenchHub, n: number): Promise<Row> {
  const spectators = await startSpectators(hub.urls, n, hub);
  await sleep(500);
  const events = Math.round(seconds * rate);
  const measured = hub.measure();
  const started = nowMs();
  for (let i = 0; i < events; i++) {
    const wait = started + (i * 1000) / rate - nowMs();
    if (wait > 0) await sleep(wait);
    hub.publish(nowMs(), i + 1);
  }
  const elu = await measured();
  await sleep(1_000);
  const all = await spectators.stop();
  const lat = Float64Array.from(all.flatMap((r) => r.latencies)).sort();
  const last = Float64Array.from({ length: events }, (_, i) =>
    Math.max(...all.map((r) => r.lastByEvent[i + 1] ?? 0)),
  ).sort();
  const received = all.reduce((s, r) => s + r.received, 0);
  return {
    spectators: n,
    events,
    expected: events * n,
    received,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    max: lat[lat.length - 1] ?? NaN,
    lastMedian: pct(last, 50),
    elu,
  };
}

function table(rows: Row[]): string {
  const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
  const head = [
    'hubs',
    'spectators',
    'events',
    'deliveries',
    'lost',
    'deliveries/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'last delivery ms (median event)',
    'hub loop busy %',
  ];
  const body = rows.map((r) => [
    baseline ? 'base' : String(hubs),
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
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  return `${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`;
}

async function main(): Promise<void> {
  const hub = baseline
    ? await startBaselineHub()
    : clusterSize > 0
      ? await startClusterHub(clusterSize)
      : hubs > 1
        ? await startHubProcesses(hubs, redisUrl, execArgv)
        : await startLocalHub();
  const rows: Row[] = [];
  try {
    for (const n of sizes) {
      const where = baseline
        ? 'BASELINE plain ws.send loop, not the hub'
        : clusterSize > 0
          ? `${clusterSize} built server processes on PostgreSQL + Redis`
          : hubs > 1
            ? `${hubs} hub processes joined by Redis`
            : 'one hub process';
      process.stdout.write(
        `running ${n} spectators (${where}, ${procs} ${impl} spectator processes, ${rate} events/s for ${seconds} s)...\n`,
      );
      rows.push(await runOne(hub, n));
      await sleep(1_000);
    }
  } finally {
    await hub.close();
  }
  process.stdout.write(`\n${table(rows)}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
