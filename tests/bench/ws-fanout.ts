/**
 * Websocket fan-out benchmark: N spectators on one battle channel, 10 events/s, deliveries/s and delivery latency.
 * The hub runs here inside the real app; the spectators run in separate processes (ws-fanout-client.ts) so their
 * work does not sit on the hub's event loop. Latency = receive time in the client - `sentAt` stamped just before
 * publish, both from performance.timeOrigin + performance.now() (the same system clock in both processes).
 *
 *   npx tsx tests/bench/ws-fanout.ts [--sizes=1000,5000,10000] [--seconds=5] [--rate=10] [--procs=2] [--client=raw|ws]
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance as perf } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { MsgType } from '../../src/protocol/message-types';
import type { FromClient } from './ws-fanout-client';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const sizes = arg('sizes', '1000,5000,10000').split(',').map(Number);
const seconds = Number(arg('seconds', '5'));
const rate = Number(arg('rate', '10'));
const procs = Number(arg('procs', '2'));
const impl = arg('client', 'raw') === 'ws' ? 'ws' : 'raw';
const nowMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Row {
  spectators: number;
  events: number;
  expected: number;
  received: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  publishMs: number;
  elu: number;
}

const pct = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function runOne(
  url: string,
  publish: (sentAt: number, round: number) => void,
  n: number,
): Promise<Row> {
  const children: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  const reports: Promise<FromClient & { kind: 'report' }>[] = [];
  const client = path.join(import.meta.dirname, 'ws-fanout-client.ts');
  for (let i = 0; i < procs; i++) {
    const count = Math.floor(n / procs) + (i < n % procs ? 1 : 0);
    const child = fork(client, ['--client', url, String(count), 'battle:bench', impl], { stdio: 'inherit' });
    children.push(child);
    ready.push(new Promise((r) => child.on('message', (m: FromClient) => m.kind === 'ready' && r())));
    reports.push(new Promise((r) => child.on('message', (m: FromClient) => m.kind === 'report' && r(m))));
  }
  await Promise.all(ready);
  await sleep(500);
  const events = Math.round(seconds * rate);
  const sendTimes: number[] = [];
  const elu0 = perf.eventLoopUtilization();
  const started = nowMs();
  for (let i = 0; i < events; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - nowMs();
    if (wait > 0) await sleep(wait);
    const t0 = nowMs();
    publish(t0, i + 1);
    sendTimes.push(nowMs() - t0);
  }
  const elu = perf.eventLoopUtilization(elu0).utilization;
  await sleep(1_000);
  for (const c of children) c.send({ kind: 'stop' });
  const all = await Promise.all(reports);
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  const lat = Float64Array.from(all.flatMap((r) => r.latencies)).sort();
  const received = all.reduce((s, r) => s + r.received, 0);
  sendTimes.sort((a, b) => a - b);
  return {
    spectators: n,
    events,
    expected: events * n,
    received,
    perSecond: received / seconds,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    max: lat[lat.length - 1] ?? NaN,
    publishMs: sendTimes[Math.floor(sendTimes.length / 2)] ?? NaN,
    elu,
  };
}

async function main(): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', BOTS: '0', LOG_LEVEL: 'warn', SEED_CATALOG: '0' }),
    sqlitePath: ':memory:',
    clientDir: '/nonexistent',
    redisUrl: undefined,
  };
  const app = await buildApp({ config, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
  const rolls = [1, 2].map((slot) => ({
    userID: `user-${slot}`,
    slot,
    roll: 48213 + slot,
    itemID: `item-${slot}`,
    price: 1234 + slot,
    round: 1,
  }));
  const publish = (sentAt: number, round: number) => {
    const payload = {
      battleID: 'bench',
      currentRound: round,
      rolls,
      roundStartedAt: Date.now(),
      now: Date.now(),
      sentAt,
    };
    app.realtime.publish('battle:bench', MsgType.playing, payload);
  };

  const rows: Row[] = [];
  for (const n of sizes) {
    process.stdout.write(
      `running ${n} spectators (${procs} ${impl} client processes, ${rate} events/s for ${seconds} s)...\n`,
    );
    rows.push(await runOne(url, publish, n));
    await sleep(1_000);
  }
  await app.close();

  const f = (x: number, d = 1) => (Number.isFinite(x) ? x.toFixed(d) : '-');
  const head = [
    'spectators',
    'events',
    'deliveries',
    'lost',
    'deliveries/s',
    'p50 ms',
    'p99 ms',
    'max ms',
    'publish() ms (median)',
    'hub loop busy %',
  ];
  const body = rows.map((r) => [
    String(r.spectators),
    String(r.events),
    String(r.received),
    String(r.expected - r.received),
    f(r.perSecond, 0),
    f(r.p50),
    f(r.p99),
    f(r.max),
    f(r.publishMs),
    f(r.elu * 100, 0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join('  ');
  process.stdout.write(
    `\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${body.map(line).join('\n')}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`bench failed: ${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
