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

/** The channel every spectator watches. */
export const BENCH_CHANNEL = 'battle:bench';

/** A running hub (one or several processes). */
export interface BenchHub {
  urls: string[];
  publish(sentAt: number, round: number): void;
  progress(): Promise<string>;
  /** Starts measuring event-loop utilisation; the returned function gives the mean over the hub processes. */
  measure(): () => Promise<number>;
  close(): Promise<void>;
}

type HubMsg =
  { kind: 'listening'; port: number } | { kind: 'progress'; text: string } | { kind: 'elu'; value: number };
type ToHub = { kind: 'progress' } | { kind: 'elu-start' } | { kind: 'elu-stop' } | { kind: 'stop' };

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
    measure() {
      const start = perf.eventLoopUtilization();
      return async () => perf.eventLoopUtilization(start).utilization;
    },
    close: () => app.close(),
  };
}

/**
 * Baseline for comparison, NOT the hub: a bare `ws` server whose publish is the plain loop
 * `for (const ws of wss.clients) ws.send(encodeFrame(...))` (one JSON.stringify and one ws.send per socket).
 */
export async function startBaselineHub(): Promise<BenchHub> {
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
      for (const ws of wss.clients)
        ws.send(encodeFrame(MsgType.playing, seq, 0, benchPayload(sentAt, round)));
    },
    progress: async () => `${wss.clients.size} connected (baseline)`,
    measure() {
      const start = perf.eventLoopUtilization();
      return async () => perf.eventLoopUtilization(start).utilization;
    },
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
    measure() {
      for (const h of hubs) h.send({ kind: 'elu-start' });
      return async () => {
        const all = await ask({ kind: 'elu-stop' }, 'elu');
        return all.reduce((s, m) => s + m.value, 0) / all.length;
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
  let start = perf.eventLoopUtilization();
  const send = (m: HubMsg) => process.send?.(m);
  process.on('message', (m: ToHub) => void onMessage(m));
  async function onMessage(m: ToHub) {
    if (m.kind === 'progress') send({ kind: 'progress', text: progressOf(app) });
    else if (m.kind === 'elu-start') start = perf.eventLoopUtilization();
    else if (m.kind === 'elu-stop')
      send({ kind: 'elu', value: perf.eventLoopUtilization(start).utilization });
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
