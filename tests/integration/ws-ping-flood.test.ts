/**
 * A client that sends pings and never reads must be cut off with the server's memory bounded. The server runs in its
 * own process (ws-heap-server.ts, --expose-gc) so its heap is measured alone, after a full GC, at the moment it has
 * read every ping from the socket (or dropped the socket): replies that piled up would still be held then.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { maskedFrame, RAW_HANDSHAKE, rawHandshake } from './ws-test-client';

const PINGS = 50_000;
const MiB = 1024 * 1024;

interface Event {
  event: string;
  [k: string]: unknown;
}

/** The heap server process and a way to wait for its messages. */
interface HeapServer {
  proc: ChildProcess;
  port: number;
  events: Event[];
  next(event: string, timeoutMs: number, what: string): Promise<Event>;
  heap(): Promise<number>;
}

async function startHeapServer(env: Record<string, string>): Promise<HeapServer> {
  const proc = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'tests/integration/ws-heap-server.ts'],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: { ...process.env, NODE_ENV: 'test', BOTS: '0', SEED_CATALOG: '0', ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const events: Event[] = [];
  const waiters = new Set<() => void>();
  let exitCode: number | null | undefined;
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  proc.on('message', (m: Event) => {
    events.push(m);
    wake();
  });
  proc.on('exit', (code) => {
    exitCode = code;
    wake();
  });
  // Each message is handed to one waiter: the first of its kind not taken yet.
  const taken = new Set<Event>();
  const next = (event: string, timeoutMs: number, what: string) =>
    new Promise<Event>((resolve, reject) => {
      const done = () => {
        waiters.delete(check);
        clearTimeout(timer);
      };
      const check = () => {
        const e = events.find((x) => x.event === event && !taken.has(x));
        if (e) {
          taken.add(e);
          done();
          resolve(e);
        } else if (exitCode !== undefined) {
          done();
          reject(new Error(`server exited (${exitCode}) before: ${what}`));
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`server: ${what} did not happen within ${timeoutMs} ms`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const started = await next('listening', 60_000, 'start');
  return {
    proc,
    port: started.port as number,
    events,
    next,
    async heap() {
      proc.send({ cmd: 'heap' });
      const h = await next('heap', 10_000, 'heap report');
      return (h.heapUsed as number) + (h.arrayBuffers as number);
    },
  };
}

/** Connects, sends `count` copies of `frame` without ever reading, and returns the server's memory growth and close code. */
async function flood(
  server: HeapServer,
  frame: Buffer,
  count: number,
): Promise<{ grew: number; code: number }> {
  // Warm-up: one well-behaved connection so lazily loaded code is not counted as growth.
  const warm = await rawHandshake(server.port);
  warm.destroy();
  await server.next('socketClosed', 10_000, 'warm-up socket close');
  const before = await server.heap();

  const s = await rawHandshake(server.port); // paused: this client never reads a byte
  s.on('error', () => {}); // the server may reset a connection it cuts off
  const all = Buffer.concat(Array.from({ length: count }, () => frame));
  s.write(all);
  // Once the server has consumed every byte (or dropped the connection), anything it kept for us is on its heap.
  server.proc.send({ cmd: 'readUntil', bytes: RAW_HANDSHAKE.length + all.length });
  const read = await server.next('read', 60_000, 'reading the frames');
  const after = await server.heap();
  const grew = after - before;
  console.info(
    `[ws-ping-flood] ${count} frames: server heap + buffers grew ${(grew / MiB).toFixed(2)} MiB; ` +
      `${read.writableLength as number} bytes waiting to be sent`,
  );
  const closing = await server.next('closing', 10_000, 'closing the flooding socket');
  // Cut off means gone: the socket closes (after the close handshake times out, as this client never answers).
  await server.next('socketClosed', 15_000, 'socket close');
  s.destroy();
  return { grew, code: closing.code as number };
}

describe('a client that sends pings and never reads', () => {
  let server: HeapServer | null = null;
  afterEach(async () => {
    if (!server || server.proc.exitCode !== null) return;
    const exited = new Promise((r) => server!.proc.once('exit', r));
    server.proc.disconnect();
    await exited;
    server = null;
  });

  it(
    `is cut off by the inbound frame limit (1008) and the server grows < 32 MiB over ${PINGS} pings`,
    { timeout: 90_000 },
    async () => {
      server = await startHeapServer({});
      const r = await flood(server, maskedFrame(MsgType.ping, { ts: 1_700_000_000_000 }), PINGS);
      expect(r.code).toBe(1008);
      expect(r.grew).toBeLessThan(32 * MiB);
    },
  );

  it(
    'with the inbound limit out of the way, unread replies alone trip the slow-consumer limit (4008)',
    { timeout: 90_000 },
    async () => {
      server = await startHeapServer({ WS_INBOUND_PER_SEC: '10000', WS_INBOUND_BURST: '100000' });
      // Each ack lists 200 rejected entries ("number"): ~1.8 KB of reply per ~0.4 KB sent, 36 MB in all, far more
      // than the kernel's socket buffers (several MB on loopback) and the 1 MiB limit hold.
      const subscribe = maskedFrame(MsgType.subscribe, { channels: Array.from({ length: 200 }, () => 0) });
      const r = await flood(server, subscribe, 20_000);
      expect(r.code).toBe(4008);
      expect(r.grew).toBeLessThan(32 * MiB);
    },
  );
});
