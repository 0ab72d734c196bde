/**
 * Test helper process: a realtime-only server whose heap the parent can measure (ws-ping-flood.test.ts).
 * Run as `node --expose-gc --import tsx tests/integration/ws-heap-server.ts` with an IPC channel; settings come from
 * the environment (WS_INBOUND_PER_SEC, ...). Messages to the parent: {event:'listening', port},
 * {event:'closing', code} (the hub decided to close a socket), {event:'socketClosed'}; answers to
 * {cmd:'heap'} with {event:'heap', heapUsed, arrayBuffers} after a full GC, and to {cmd:'readUntil', bytes} once
 * the last connection has read that many bytes from its client or is closed: {event:'read', bytesRead, closed}.
 */
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { registerRealtime } from '../../server/realtime/plugin';

type Cmd = { cmd: 'heap' } | { cmd: 'readUntil'; bytes: number };

const send = (m: object) => {
  if (process.connected) process.send?.(m);
};

async function main(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  const app = Fastify({
    logger: {
      level: 'debug',
      // The hub logs every socket it decides to close; the parent learns the close code from that line.
      stream: {
        write(line: string) {
          const rec = JSON.parse(line) as { msg?: string; code?: number };
          if (rec.msg === 'closing websocket') send({ event: 'closing', code: rec.code });
        },
      },
    },
  });
  app.decorate('config', { ...loadConfig(process.env), clientDir: '/nonexistent' });
  const db = openDatabase({ sqlitePath: ':memory:' });
  await migrateToLatest(db);
  app.decorate('db', db);
  registerRealtime(app);
  let last: Socket | null = null;
  app.server.on('connection', (s: Socket) => {
    last = s;
    s.on('close', () => send({ event: 'socketClosed' }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });

  process.on('message', (m: Cmd) => {
    if (m.cmd === 'heap') {
      gc();
      gc();
      const u = process.memoryUsage();
      send({ event: 'heap', heapUsed: u.heapUsed, arrayBuffers: u.arrayBuffers });
      return;
    }
    const s = last;
    if (!s) return send({ event: 'read', bytesRead: 0, closed: true });
    const check = () => {
      if (s.bytesRead < m.bytes && !s.destroyed) return false;
      s.off('data', onData);
      s.off('close', onData);
      send({ event: 'read', bytesRead: s.bytesRead, closed: s.destroyed, writableLength: s.writableLength });
      return true;
    };
    const onData = () => void check();
    if (check()) return;
    s.on('data', onData);
    s.on('close', onData);
  });
  process.on('disconnect', () => {
    void app.close().then(() => process.exit(0));
  });
  send({ event: 'listening', port: (app.server.address() as AddressInfo).port });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
