/**
 * The hub side of the fan-out benchmark: either the real app in this process, or K app processes sharing
 * channels through Redis (REDIS_URL), with this process publishing into Redis the way a service process would.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance as perf } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { RedisBridge } from '../../server/realtime/redis-bridge';
import { decodeFrame, encodeFrame } from '../../src/protocol/frame';
import { MsgType } from '../../src/protocol/message-types';
import { windowProfiler } from './ws-fanout-profile';

/** The channel every spectator watches. */
export const BENCH_CHANNEL = 'battle:bench';

/** A running hub (one or several processes). */
export interface BenchHub {
  urls: string[];
  publish(sentAt: number, round: number): void;
  progress(): Promise<string>;
  /**
   * Starts measuring the hub processes (and CPU-profiling them into `profile`.{i}.cpuprofile when given); the
   * returned function stops and gives the figures over the window.
   */
  measure(profile?: string): Promise<() => Promise<Measured>>;
  /** Resident memory of the hub processes now, bytes, summed. */
  rss(): Promise<number>;
  close(): Promise<void>;
}

/** What the hub processes did over a measured window. */
export interface Measured {
  /** Event-loop utilisation, mean over the hub processes. */
  elu: number;
  /** CPU time (process.cpuUsage: every thread of the process), summed over the hub processes, microseconds. */
  user: number;
  system: number;
  /** Top functions by self time, per profiled process. */
  top: string[];
  /** Resident memory at the end of the window, bytes, summed over the hub processes. */
  rss: number;
}

type HubMsg =
  | { kind: 'listening'; port: number }
  | { kind: 'progress'; text: string }
  | { kind: 'measuring' }
  | { kind: 'measured'; value: Measured }
  | { kind: 'rss'; value: number };
type ToHub =
  | { kind: 'progress' }
  | { kind: 'measure-start'; profile?: string }
  | { kind: 'measure-stop' }
  | { kind: 'rss' }
  | { kind: 'stop' };

/** Measures this process (the hub runs in it); see BenchHub.measure. */
export async function measureHere(profile?: string): Promise<() => Promise<Measured>> {
  const profiler = profile ? windowProfiler() : null;
  await profiler?.start();
  const elu0 = perf.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  return async () => {
    const cpu = process.cpuUsage(cpu0);
    const elu = perf.eventLoopUtilization(elu0).utilization;
    const top = profiler && profile ? [await profiler.stop(profile)] : [];
    return { elu, user: cpu.user, system: cpu.system, top, rss: process.memoryUsage.rss() };
  };
}

const rolls = [1, 2].map((slot) => ({
  userID: `user-${slot}`,
  slot,
  roll: 48213 + slot,
  itemID: `item-${slot}`,
  price: 1234 + slot,
  round: 1,
  item: null,
}));
/** A realistic playing (90017) payload stamped with its send time. */
export const benchPayload = (sentAt: number, round: number) => ({
  battleID: 'bench',
  revision: round,
  currentRound: round,
  rolls,
  roundStartedAt: Date.now(),
  now: Date.now(),
  sentAt,
});

async function listenApp(redisUrl: string | undefined): Promise<{ app: FastifyInstance; port: number }> {
  // Every spectator connects from 127.0.0.1: lift the per-address cap.
  const env = {
    NODE_ENV: 'test',
    BOTS: '0',
    LOG_LEVEL: 'warn',
    SEED_CATALOG: '0',
    WS_MAX_CONN_PER_IP: '1000000',
  };
  const config = { ...loadConfig(env), sqlitePath: ':memory:', clientDir: '/nonexistent', redisUrl };
  const app = await buildApp({ config, logger: { level: 'warn' } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

const progressOf = (app: FastifyInstance) =>
  `${app.onlineCount()} connected, ${app.realtime.subscriberCount(BENCH_CHANNEL)} subscribed here`;

/** The real app in this process, no Redis. */
export async function startLocalHub(): Promise<BenchHub> {
  const { app, port } = await listenApp(undefined);
  return {
    urls: [`ws://127.0.0.1:${port}/ws`],
    publish: (sentAt, round) =>
      app.realtime.publish(BENCH_CHANNEL, MsgType.playing, benchPayload(sentAt, round)),
    progress: async () => progressOf(app),
    measure: measureHere,
    rss: async () => process.memoryUsage.rss(),
    close: () => app.close(),
  };
}

/**
 * Baseline for comparison, NOT the hub: a bare `ws` server whose publish is the plain loop
 * `for (const ws of wss.clients) ws.send(encodeFrame(...))` (one JSON.stringify and one ws.send per socket), or
 * with `encodeOnce` the first step towards the hub: one protocol frame per publish, still one ws.send per socket.
 */
export async function startBaselineHub(encodeOnce = false): Promise<BenchHub> {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, path: '/ws' });
  let seq = 0;
  wss.on('connection', (ws) => {
    ws.on('message', (data: Buffer) => {
      const r = decodeFrame(data);
      if (r.ok && r.frame.type === MsgType.subscribe)
        ws.send(encodeFrame(MsgType.subscribe, r.frame.seq, 0, r.frame.payload));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    urls: [`ws://127.0.0.1:${port}/ws`],
    publish(sentAt, round) {
      seq += 1;
      if (encodeOnce) {
        const frame = encodeFrame(MsgType.playing, seq, 0, benchPayload(sentAt, round));
        for (const ws of wss.clients) ws.send(frame);
      } else {
        for (const ws of wss.clients)
          ws.send(encodeFrame(MsgType.playing, seq, 0, benchPayload(sentAt, round)));
      }
    },
    progress: async () => `${wss.clients.size} connected (baseline)`,
    measure: measureHere,
    rss: async () => process.memoryUsage.rss(),
    async close() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise((r) => wss.close(r));
      await new Promise((r) => server.close(r));
    },
  };
}

/** K app processes joined by Redis; this process publishes into Redis. */
export async function startHubProcesses(k: number, redisUrl: string, execArgv: string[]): Promise<BenchHub> {
  const hubs: ChildProcess[] = [];
  const ports: number[] = [];
  for (let i = 0; i < k; i++) {
    const child = fork(import.meta.filename, ['--hub', redisUrl], { stdio: 'inherit', execArgv });
    hubs.push(child);
    ports.push(await next(child, 'listening').then((m) => m.port));
  }
  const quiet = {
    debug: () => undefined,
    warn: (o: object, m: string) => process.stderr.write(`${m} ${JSON.stringify(o)}\n`),
  };
  const publisher = new RedisBridge(redisUrl, () => undefined, quiet);
  const ask = async <K extends HubMsg['kind']>(msg: ToHub, kind: K) =>
    Promise.all(
      hubs.map((h) => {
        const r = next(h, kind);
        h.send(msg);
        return r;
      }),
    );
  return {
    urls: ports.map((p) => `ws://127.0.0.1:${p}/ws`),
    publish: (sentAt, round) =>
      publisher.publish(BENCH_CHANNEL, MsgType.playing, JSON.stringify(benchPayload(sentAt, round))),
    progress: async () => (await ask({ kind: 'progress' }, 'progress')).map((m) => m.text).join(' | '),
    rss: async () => (await ask({ kind: 'rss' }, 'rss')).reduce((s, m) => s + m.value, 0),
    async measure(profile) {
      const measuring = hubs.map((h) => next(h, 'measuring'));
      hubs.forEach((h, i) =>
        h.send({
          kind: 'measure-start',
          profile: profile && profile.replace(/\.cpuprofile$/, `.${i}.cpuprofile`),
        }),
      );
      await Promise.all(measuring);
      return async () => {
        const all = (await ask({ kind: 'measure-stop' }, 'measured')).map((m) => m.value);
        return {
          elu: all.reduce((s, m) => s + m.elu, 0) / all.length,
          user: all.reduce((s, m) => s + m.user, 0),
          system: all.reduce((s, m) => s + m.system, 0),
          top: all.flatMap((m) => m.top),
          rss: all.reduce((s, m) => s + m.rss, 0),
        };
      };
    },
    async close() {
      for (const h of hubs) h.send({ kind: 'stop' });
      await Promise.all(
        hubs.map((h) => new Promise((r) => (h.exitCode !== null ? r(null) : h.once('exit', r)))),
      );
      await publisher.close();
    },
  };
}

function next<K extends HubMsg['kind']>(child: ChildProcess, kind: K): Promise<Extract<HubMsg, { kind: K }>> {
  return new Promise((resolve, reject) => {
    const onMsg = (m: HubMsg) => {
      if (m.kind !== kind) return;
      child.off('message', onMsg);
      resolve(m as Extract<HubMsg, { kind: K }>);
    };
    child.on('message', onMsg);
    child.once('exit', (code) => reject(new Error(`hub process exited with ${code}`)));
  });
}

async function runHubProcess(redisUrl: string): Promise<void> {
  const { app, port } = await listenApp(redisUrl);
  let stop: (() => Promise<Measured>) | null = null;
  const send = (m: HubMsg) => process.send?.(m);
  process.on('message', (m: ToHub) => void onMessage(m));
  async function onMessage(m: ToHub) {
    if (m.kind === 'progress') send({ kind: 'progress', text: progressOf(app) });
    else if (m.kind === 'measure-start') {
      stop = await measureHere(m.profile);
      send({ kind: 'measuring' });
    } else if (m.kind === 'measure-stop' && stop) send({ kind: 'measured', value: await stop() });
    else if (m.kind === 'rss') send({ kind: 'rss', value: process.memoryUsage.rss() });
    else if (m.kind === 'stop') {
      await app.close();
      process.exit(0);
    }
  }
  send({ kind: 'listening', port });
}

if (process.argv[2] === '--hub') {
  runHubProcess(process.argv[3]).catch((err: unknown) => {
    process.stderr.write(`bench hub failed: ${String(err)}\n`);
    process.exit(1);
  });
}
