import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { openSocket, sleep, type TestSocket } from './ws-test-client';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl)
  console.warn('[integration] TEST_REDIS_URL is not set: the two-process Redis websocket test is SKIPPED.');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  proc: ChildProcess;
  port: number;
  log: string[];
}

// This file's two processes share channels with each other only, whatever else uses the same Redis.
const prefix = `wsr${process.pid}`;

/** Starts `tsx server/main.ts` as its own OS process with Redis on and the test-only publish route. */
async function startServer(dir: string, name: string): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(dir, `${name}.sqlite`),
      BOTS: '0',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      REALTIME_TEST_PUBLISH: '1',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: '/nonexistent',
      SEED_CATALOG: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  proc.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log.join('')}`);
    // Ready for this test once Redis has confirmed the process's subscription (not merely once it listens).
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/meta/health`).then(
      async (r) => r.ok && ((await r.json()) as { data: { fanout: string } }).data.fanout === 'up',
      () => false,
    );
    if (ok) return { proc, port, log };
    await sleep(100);
  }
  throw new Error(`${name} did not start: ${log.join('')}`);
}

const publish = (s: Server, body: object) =>
  fetch(`http://127.0.0.1:${s.port}/api/v1/_test/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe.skipIf(!redisUrl)('websocket hub across two processes through Redis', () => {
  let dir: string;
  let a: Server;
  let b: Server;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ws-redis-'));
    [a, b] = await Promise.all([startServer(dir, 'a'), startServer(dir, 'b')]);
  }, 90_000);

  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    for (const s of [a, b]) {
      if (!s || s.proc.exitCode !== null) continue;
      const exited = new Promise((r) => s.proc.once('exit', r));
      s.proc.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  const spectator = async (s: Server, channels: string[]) => {
    const sock = await openSocket(`ws://127.0.0.1:${s.port}/ws`);
    sockets.push(sock);
    sock.send(MsgType.subscribe, { channels });
    await sock.next(MsgType.subscribe);
    return sock;
  };

  it('an event published on process A reaches a spectator on process B, once, and A delivers it once too', async () => {
    const onB = await spectator(b, ['battle:r1']);
    const onA = await spectator(a, ['battle:*']);
    const res = await publish(a, {
      channel: 'battle:r1',
      type: MsgType.processing,
      payload: { battleID: 'r1', status: 'processing' },
    });
    expect(res.status).toBe(200);
    expect((await onB.next(MsgType.processing, 5000)).payload).toEqual({
      battleID: 'r1',
      status: 'processing',
    });
    await onA.next(MsgType.processing, 5000);
    await sleep(300);
    expect(onB.frames.filter((f) => f.type === MsgType.processing)).toHaveLength(1);
    expect(onA.frames.filter((f) => f.type === MsgType.processing)).toHaveLength(1);
  });

  it('a lobby:false publish crosses Redis to battle:{id} spectators but not to battle:* ones', async () => {
    const onB = await spectator(b, ['battle:r2']);
    const lobbyB = await spectator(b, ['battle:*']);
    const lobbyA = await spectator(a, ['battle:*']);
    const payload = { battleID: 'r2', status: 'processing' };
    expect(
      (await publish(a, { channel: 'battle:r2', type: MsgType.processing, payload, lobby: false })).status,
    ).toBe(200);
    expect((await onB.next(MsgType.processing, 5000)).payload).toEqual(payload);
    // A public event published after it reaches the lobby: by then the private one would have arrived too.
    const sentinel = { battleID: 'r3', status: 'processing' };
    expect(
      (await publish(a, { channel: 'battle:r3', type: MsgType.processing, payload: sentinel })).status,
    ).toBe(200);
    for (const l of [lobbyA, lobbyB]) {
      expect((await l.next(MsgType.processing, 5000)).payload).toEqual(sentinel);
      expect(l.frames.filter((f) => f.type === MsgType.processing)).toHaveLength(1);
    }
  });

  it(
    'the stat broadcast counts people on both processes, one visitor once',
    { timeout: 30_000 },
    async () => {
      const watcher = await spectator(b, ['stat']);
      for (let i = 0; i < 3; i++) await spectator(a, []);
      // Every socket of this file comes from 127.0.0.1 without a session: one visitor, seen by both processes
      // (server/realtime/presence.ts), so "online" is 1 wherever it is read, not the 6 sockets.
      const f = await watcher.next(MsgType.stat, 11_000, watcher.frames.length);
      expect((f.payload as { online: number }).online).toBe(1);
      const meta = (await (await fetch(`http://127.0.0.1:${a.port}/api/v1/meta/stat`)).json()) as {
        data: { online: number };
      };
      expect(meta.data.online).toBe(1);
    },
  );

  it('closes sockets with 1001 when a process stops', async () => {
    const sock = await spectator(a, []);
    a.proc.kill('SIGTERM');
    expect((await sock.closed).code).toBe(1001);
  });
});
