import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { decodeFrame, encodeFrame, encodeFrameJson } from '../../src/protocol/frame';
import { MsgType } from '../../src/protocol/message-types';
import { makeApp, testDatabases } from './helpers';
import { openSocket, rawHandshake, sleep } from './ws-test-client';

const FRAMES = 10_000;
const PER_SOCKET = 5;
const WAVE = 100;

let seed = 0x5eed;
const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const int = (n: number) => Math.floor(rnd() * n);
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => int(256)));

function withHeader(total: number, type: number, body: Buffer): Buffer {
  const h = Buffer.alloc(16);
  h.writeUInt32LE(total >>> 0, 0);
  h.writeUInt32LE(type >>> 0, 4);
  return Buffer.concat([h, body]);
}

/** One malformed client frame of a random kind; sent as binary unless it is a string. */
function malformed(): Buffer | string {
  const body = Buffer.from('{"ts":1}');
  switch (int(11)) {
    case 0:
      return bytes(int(16)); // short header
    case 1:
      return withHeader(16 + body.length + 1 + int(100), MsgType.heartbeat, body); // wrong length
    case 2: {
      const b = Buffer.from('{"ts":');
      return withHeader(16 + b.length, MsgType.heartbeat, b);
    } // bad JSON
    case 3:
      return Buffer.from(encodeFrame(100 + int(29000), 0, 0, {})); // unknown type
    case 4:
      return withHeader(0xffffffff - int(1000), MsgType.ping, body); // huge declared length
    case 5: {
      // random bytes that do not happen to decode
      for (;;) {
        const b = bytes(int(200));
        if (!decodeFrame(b).ok) return b;
      }
    }
    case 6: {
      const b = Buffer.from([0x22, 0xc3, 0x28, 0x22]);
      return withHeader(20, MsgType.ping, b);
    } // bad UTF-8
    case 7:
      return 'plain text'; // text frame
    case 8:
      return Buffer.from(encodeFrame(MsgType.playing, 0, 0, {})); // a server-only type
    case 9:
      return Buffer.from(
        int(2)
          ? encodeFrame(MsgType.heartbeat, 0, 0, { ts: 'x' })
          : encodeFrame(MsgType.subscribe, 0, 0, { channels: 'stat' }),
      );
    default:
      return Buffer.from(encodeFrameJson(MsgType.ping, 0, 0, `"${'a'.repeat(70_000)}"`)); // over 64 KiB
  }
}

describe('websocket fuzz', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let port: number;
  beforeAll(async () => {
    // Waves of 100 sockets from one address and a heartbeat every 20 ms: past the production limits on purpose.
    const ws = { inboundPerSec: 200, inboundBurst: 200, maxConnPerIp: 1000 };
    ctx = await makeApp(testDatabases[0], { ws });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => ctx.close());

  it(
    `survives ${FRAMES} malformed frames while a well-behaved socket keeps receiving`,
    { timeout: 120_000 },
    async () => {
      const url = `ws://127.0.0.1:${port}/ws`;
      const good = await openSocket(url);
      good.send(MsgType.subscribe, { channels: ['battle:fuzz'] });
      await good.next(MsgType.subscribe);
      let published = 0;
      const pub = setInterval(() => {
        published += 1;
        ctx.app.realtime.publish('battle:fuzz', MsgType.emoji, {
          battleID: 'fuzz',
          userID: 'u',
          emoji: String(published),
        });
        good.send(MsgType.heartbeat, { ts: Date.now() });
      }, 20);

      const codes = new Map<number, number>();
      let sent = 0;
      while (sent < FRAMES) {
        const wave: Promise<void>[] = [];
        for (let i = 0; i < WAVE && sent < FRAMES; i++) {
          const frames = Array.from({ length: Math.min(PER_SOCKET, FRAMES - sent) }, malformed);
          sent += frames.length;
          wave.push(
            openSocket(url).then(async (s) => {
              for (const f of frames) s.ws.send(f, { binary: typeof f !== 'string' });
              const { code } = await s.closed;
              codes.set(code, (codes.get(code) ?? 0) + 1);
            }),
          );
        }
        // Transport-level garbage too: random bytes straight on the TCP socket after the handshake.
        wave.push(
          rawHandshake(port).then(
            (s) =>
              new Promise<void>((r) => {
                s.on('close', () => r());
                s.resume();
                s.write(bytes(64));
              }),
          ),
        );
        await Promise.all(wave);
      }
      clearInterval(pub);
      await sleep(200);

      expect(sent).toBe(FRAMES);
      // Every malformed socket was closed by the server with the protocol-error code.
      expect([...codes.keys()]).toEqual([4002]);
      expect(good.ws.readyState).toBe(WebSocket.OPEN);
      const got = good.frames
        .filter((f) => f.type === MsgType.emoji)
        .map((f) => Number((f.payload as { emoji: string }).emoji));
      expect(got).toEqual(Array.from({ length: published }, (_, i) => i + 1));
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/meta/stat' });
      expect(res.statusCode).toBe(200);
      expect(ctx.app.onlineCount()).toBe(1);
    },
  );
});
