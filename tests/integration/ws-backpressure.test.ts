import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { startRealtimeServer, type RealtimeServer } from './ws-server';
import { maskedFrame, openSocket, rawHandshake, sleep } from './ws-test-client';

/** A raw TCP websocket client that can stop reading (a slow consumer). */
async function rawClient(port: number, channels: string[]): Promise<net.Socket> {
  const s = await rawHandshake(port);
  s.write(maskedFrame(MsgType.subscribe, { channels }));
  return s;
}

/** Finds the close code in a stream of unmasked server frames. */
function closeCodeIn(bytes: Buffer): number | null {
  let i = 0;
  while (i + 2 <= bytes.length) {
    const op = bytes[i] & 0x0f;
    let len = bytes[i + 1] & 0x7f;
    let at = i + 2;
    if (len === 126) {
      len = bytes.readUInt16BE(at);
      at += 2;
    } else if (len === 127) {
      len = Number(bytes.readBigUInt64BE(at));
      at += 8;
    }
    if (op === 0x8 && at + 2 <= bytes.length) return bytes.readUInt16BE(at);
    i = at + len;
  }
  return null;
}

describe('slow consumers', () => {
  let app: FastifyInstance;
  let srv: RealtimeServer;
  let port: number;

  beforeAll(async () => {
    srv = await startRealtimeServer({}, { hub: { maxBufferedBytes: 256 * 1024 } });
    app = srv.app;
    port = srv.port;
  });
  afterAll(() => srv.stop());

  it('drops a consumer whose unsent bytes pass the limit with 4008, healthy sockets keep up', async () => {
    const healthy = await openSocket(`ws://127.0.0.1:${port}/ws`);
    healthy.send(MsgType.subscribe, { channels: ['battle:big'] });
    await healthy.next(MsgType.subscribe);
    const slow = await rawClient(port, ['battle:big']);
    slow.pause();
    await sleep(100);
    expect(app.realtime.subscriberCount('battle:big')).toBe(2);
    const emoji = 'x'.repeat(60_000);
    for (let i = 0; i < 400 && app.realtime.subscriberCount('battle:big') === 2; i++) {
      app.realtime.publish('battle:big', MsgType.emoji, { battleID: 'big', userID: 'u', emoji });
      await sleep(2);
    }
    const chunks: Buffer[] = [];
    const code = await new Promise<number | null>((resolve) => {
      slow.on('data', (d: Buffer) => {
        chunks.push(d);
        const found = closeCodeIn(Buffer.concat(chunks));
        if (found !== null) resolve(found);
      });
      slow.on('close', () => resolve(closeCodeIn(Buffer.concat(chunks))));
      slow.resume();
    });
    slow.destroy();
    expect(code).toBe(4008);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    expect(healthy.frames.filter((f) => f.type === MsgType.emoji).length).toBeGreaterThan(10);
    healthy.ws.close();
  });
});
