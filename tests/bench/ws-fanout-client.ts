/**
 * Benchmark spectators (a child process of ws-fanout.ts): opens `count` websockets to the hub (the `ws` client, or
 * the lean one of ws-fanout-raw.ts), subscribes each to
 * one battle channel, and records for every event how long after its `sentAt` stamp it arrived here.
 * Talks to the parent over IPC: 'ready' when all are subscribed, then 'report' with the latencies on 'stop'.
 */
import WebSocket from 'ws';
import { decodeFrame, encodeFrame } from '../../src/protocol/frame';
import { MsgType } from '../../src/protocol/message-types';
import { openLean, type LeanSocket } from './ws-fanout-raw';

/** Messages from the parent. */
export type ToClient = { kind: 'stop' };
/** Messages to the parent. */
export type FromClient =
  | { kind: 'ready'; opened: number }
  | { kind: 'report'; latencies: number[]; lastByEvent: number[]; received: number; closed: number };

const nowMs = () => performance.timeOrigin + performance.now();

/** Runs the spectators; resolves when the parent says stop. */
export async function runClients(
  url: string,
  count: number,
  channel: string,
  impl: 'ws' | 'raw',
): Promise<void> {
  const send = (m: FromClient) =>
    new Promise<void>((resolve) =>
      process.send ? process.send(m, undefined, {}, () => resolve()) : resolve(),
    );
  const sockets: (WebSocket | LeanSocket)[] = [];
  const latencies: number[] = [];
  // The latest arrival of each event (index = round): when its fan-out finished as far as this process saw.
  const lastByEvent: number[] = [];
  const record = (payload: unknown, latency: number) => {
    const { sentAt, currentRound } = payload as { sentAt?: number; currentRound?: number };
    if (typeof sentAt !== 'number' || typeof currentRound !== 'number') return;
    latencies.push(latency - sentAt);
    lastByEvent[currentRound] = Math.max(lastByEvent[currentRound] ?? 0, latency - sentAt);
  };
  let received = 0;
  let closed = 0;
  const subscribe = encodeFrame(MsgType.subscribe, 1, 0, { channels: [channel] });

  // Lean spectators note when each frame arrived and decode everything after the run, so decoding one frame
  // never delays the arrival time of the next (every frame is still decoded: header, UTF-8, JSON).
  const arrivals: number[] = [];
  const frames: Buffer[] = [];
  const openRaw = async () => {
    let subscribed: () => void = () => undefined;
    const done = new Promise<void>((r) => (subscribed = r));
    let ready = false;
    const sock = await openLean(
      Number(new URL(url).port),
      (bytes, at) => {
        if (ready) {
          arrivals.push(at);
          frames.push(Buffer.from(bytes)); // a copy: the read buffer must not be retained
          return;
        }
        const r = decodeFrame(bytes, { maxBytes: 1 << 20 });
        if (r.ok && r.frame.type === MsgType.subscribe) {
          ready = true;
          subscribed();
        }
      },
      () => closed++,
    );
    sockets.push(sock);
    sock.send(subscribe);
    await done;
  };
  const decodeArrivals = () => {
    for (let i = 0; i < frames.length; i++) {
      const r = decodeFrame(frames[i], { maxBytes: 1 << 20 });
      if (!r.ok || r.frame.type !== MsgType.playing) continue;
      record(r.frame.payload, arrivals[i]);
      received++;
    }
  };

  const openWs = () =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.binaryType = 'nodebuffer';
      ws.on('open', () => ws.send(subscribe));
      ws.on('message', (data: Buffer) => {
        const at = nowMs();
        const r = decodeFrame(data, { maxBytes: 1 << 20 });
        if (!r.ok) return;
        if (r.frame.type === MsgType.subscribe) return resolve();
        if (r.frame.type !== MsgType.playing) return;
        record(r.frame.payload, at);
        received++;
      });
      ws.on('close', () => closed++);
      ws.on('error', reject);
      sockets.push(ws);
    });

  // Open in batches so the server's accept backlog never overflows.
  for (let i = 0; i < count; i += 250) {
    await Promise.all(Array.from({ length: Math.min(250, count - i) }, impl === 'raw' ? openRaw : openWs));
  }
  const beat = setInterval(() => {
    for (const ws of sockets) ws.send(encodeFrame(MsgType.heartbeat, 0, 0, { ts: Date.now() }));
  }, 20_000);
  void send({ kind: 'ready', opened: sockets.length });

  await new Promise<void>((resolve) =>
    process.on('message', (m: ToClient) => m.kind === 'stop' && resolve()),
  );
  clearInterval(beat);
  decodeArrivals();
  // The report can be megabytes: wait until it has been handed to the IPC channel before exiting.
  await send({
    kind: 'report',
    latencies,
    lastByEvent: Array.from(lastByEvent, (v) => v ?? 0),
    received,
    closed,
  });
  for (const ws of sockets) {
    if (ws instanceof WebSocket) ws.terminate();
    else ws.destroy();
  }
}

if (process.argv[2] === '--client') {
  const [url, count, channel, impl] = process.argv.slice(3);
  runClients(url, Number(count), channel, impl === 'ws' ? 'ws' : 'raw').then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`bench client failed: ${String(err)}\n`);
      process.exit(1);
    },
  );
}
