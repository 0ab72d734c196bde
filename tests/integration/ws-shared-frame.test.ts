/**
 * The send path writes one pre-built frame to every subscriber: over real TCP sockets every reader gets the same
 * bytes, in publish order, while a subscriber that stops reading is still cut off with 4008.
 */
import { createHash } from 'node:crypto';
import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { decodeFrame } from '../../src/protocol/frame';
import { startRealtimeServer, type RealtimeServer } from './ws-server';
import { maskedFrame, rawHandshake, sleep } from './ws-test-client';

/** One unmasked server frame: its opcode, its whole bytes on the wire and its payload. */
interface WireFrame {
  op: number;
  bytes: Buffer;
  body: Buffer;
}

/** Splits the complete frames off the front of `bytes`; returns them and the unfinished rest. */
function splitFrames(bytes: Buffer): { frames: WireFrame[]; rest: Buffer } {
  const frames: WireFrame[] = [];
  let i = 0;
  while (i + 2 <= bytes.length) {
    let len = bytes[i + 1] & 0x7f;
    let at = i + 2;
    if (len === 126) {
      if (at + 2 > bytes.length) break;
      len = bytes.readUInt16BE(at);
      at += 2;
    } else if (len === 127) {
      if (at + 8 > bytes.length) break;
      len = Number(bytes.readBigUInt64BE(at));
      at += 8;
    }
    if (at + len > bytes.length) break;
    const whole = Buffer.from(bytes.subarray(i, at + len));
    frames.push({ op: bytes[i] & 0x0f, bytes: whole, body: whole.subarray(at - i) });
    i = at + len;
  }
  return { frames, rest: bytes.subarray(i) };
}

/** One digest per frame: a deep equality over megabytes of Buffers would take minutes. */
const digests = (frames: Buffer[]) => frames.map((f) => createHash('sha256').update(f).digest('hex'));

/** A raw reader subscribed to `channels` that keeps every frame the server sends, split as they arrive. */
async function reader(port: number, channels: string[]) {
  const s: net.Socket = await rawHandshake(port);
  const frames: WireFrame[] = [];
  let pending = Buffer.alloc(0);
  s.on('data', (d: Buffer) => {
    const r = splitFrames(pending.length ? Buffer.concat([pending, d]) : d);
    frames.push(...r.frames);
    pending = Buffer.from(r.rest);
  });
  s.write(maskedFrame(MsgType.subscribe, { channels }, 1));
  s.resume();
  return {
    socket: s,
    /** The binary frames of protocol `type` received so far, as the bytes on the wire. */
    framesOf(type: number): Buffer[] {
      // The protocol header's second u32 is the type: no need to parse the JSON to pick frames.
      return frames.filter((f) => f.op === 0x2 && f.body.readUInt32LE(4) === type).map((f) => f.bytes);
    },
    closeCode(): number | null {
      const close = frames.find((f) => f.op === 0x8);
      return close && close.body.length >= 2 ? close.body.readUInt16BE(0) : null;
    },
  };
}

describe('one shared frame per broadcast', () => {
  let app: FastifyInstance;
  let srv: RealtimeServer;
  let port: number;

  beforeAll(async () => {
    srv = await startRealtimeServer({}, { hub: { maxBufferedBytes: 256 * 1024 } });
    app = srv.app;
    port = srv.port;
  });
  afterAll(() => srv.stop());

  it('every subscriber gets byte-identical frames in publish order, wildcard ones the lighter form', async () => {
    const direct = await Promise.all(Array.from({ length: 8 }, () => reader(port, ['battle:same'])));
    const both = await reader(port, ['battle:same', 'battle:*']);
    const lobby = await Promise.all(Array.from({ length: 3 }, () => reader(port, ['battle:*'])));
    const all = [...direct, both, ...lobby];
    const ready = () =>
      app.realtime.subscriberCount('battle:same') === 9 && app.realtime.subscriberCount('battle:*') === 4;
    for (let i = 0; i < 200 && !ready(); i++) await sleep(10);
    expect(ready()).toBe(true);
    const rolls = [{ userID: 'u', slot: 1, roll: 7, itemID: 'i', price: 100, round: 1, item: null }];
    for (let round = 1; round <= 5; round++) {
      app.realtime.publish('battle:same', MsgType.playing, {
        battleID: 'same',
        revision: 1,
        currentRound: round,
        rolls,
        roundStartedAt: 1,
        now: 2,
      });
    }
    for (let i = 0; i < 200 && all.some((r) => r.framesOf(MsgType.playing).length < 5); i++) await sleep(10);

    const full = direct[0].framesOf(MsgType.playing);
    expect(full).toHaveLength(5);
    for (const r of [...direct, both]) expect(r.framesOf(MsgType.playing)).toEqual(full);
    // The same event on battle:* is framed once more without rolls, and that frame too is the same for all.
    const light = lobby[0].framesOf(MsgType.playing);
    expect(light).toHaveLength(5);
    for (const r of lobby) expect(r.framesOf(MsgType.playing)).toEqual(light);
    const payload = (b: Buffer) => {
      const r = decodeFrame(splitFrames(b).frames[0].body, { maxBytes: 1 << 24 });
      return r.ok ? (r.frame.payload as { currentRound: number; rolls: unknown[] }) : null;
    };
    expect(full.map((b) => payload(b)?.currentRound)).toEqual([1, 2, 3, 4, 5]);
    expect(full.every((b) => payload(b)?.rolls.length === 1)).toBe(true);
    expect(light.every((b) => payload(b)?.rolls.length === 0)).toBe(true);
    for (const r of all) r.socket.destroy();
  });

  it('a subscriber that stops reading is dropped with 4008; the readers still get identical complete streams', async () => {
    const readers = await Promise.all(Array.from({ length: 4 }, () => reader(port, ['battle:slow'])));
    const slow = await reader(port, ['battle:slow']);
    for (let i = 0; i < 100 && app.realtime.subscriberCount('battle:slow') < 5; i++) await sleep(10);
    slow.socket.pause();
    await sleep(50);
    // 18 MB: more than the kernel buffers of a loopback socket and the 256 KiB limit together.
    const emoji = 'x'.repeat(60_000);
    const sent = 300;
    for (let i = 0; i < sent; i++) {
      app.realtime.publish('battle:slow', MsgType.emoji, { battleID: 'slow', userID: 'u', emoji });
      await sleep(1);
    }
    for (let i = 0; i < 300 && readers.some((r) => r.framesOf(MsgType.emoji).length < sent); i++)
      await sleep(10);
    const first = digests(readers[0].framesOf(MsgType.emoji));
    expect(first).toHaveLength(sent);
    for (const r of readers) expect(digests(r.framesOf(MsgType.emoji))).toEqual(first);
    slow.socket.resume();
    for (let i = 0; i < 200 && slow.closeCode() === null; i++) await sleep(10);
    expect(slow.closeCode()).toBe(4008);
    // It got a prefix of the stream at most: whole frames it received are the same bytes the others got.
    const got = digests(slow.framesOf(MsgType.emoji));
    expect(got.length).toBeLessThan(sent);
    expect(got).toEqual(first.slice(0, got.length));
    for (const r of [...readers, slow]) r.socket.destroy();
  });
});
