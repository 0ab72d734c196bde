import type { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { FanoutQueue, type FanoutTarget } from '../../../server/realtime/fanout';

/** A fake socket that records every write call (the Buffer itself, not a copy) and its cork state. */
function target(name: string, writableLength = 0) {
  const writes: { buf: Buffer; corked: boolean }[] = [];
  let corked = 0;
  const uncorks: number[] = [];
  const raw = {
    writableLength,
    write: (buf: Buffer) => writes.push({ buf, corked: corked > 0 }) > 0,
    cork: () => void corked++,
    uncork: () => {
      corked--;
      uncorks.push(writes.length);
    },
  };
  const t: FanoutTarget & { name: string } = {
    name,
    ws: { readyState: 1 } as unknown as WebSocket,
    raw: raw as unknown as Duplex,
    closing: false,
    outbox: null,
    queued: 0,
  };
  return { t, writes, uncorks, raw };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('FanoutQueue: one frame for every subscriber', () => {
  it('writes the very same Buffer to every target, once each, on the next turn', async () => {
    const slow: string[] = [];
    const q = new FanoutQueue(2048, 1024, (t: FanoutTarget & { name: string }) => slow.push(t.name));
    const targets = Array.from({ length: 5 }, (_, i) => target(`s${i}`));
    const frame = Buffer.from([0x82, 3, 1, 2, 3]);
    for (const { t } of targets) q.enqueue(t, frame);
    q.flushSoon();
    expect(targets.every((x) => x.writes.length === 0)).toBe(true);
    await turn();
    for (const x of targets) {
      expect(x.writes).toHaveLength(1);
      // Identity, not equality: the frame is built once and shared, never copied per socket.
      expect(x.writes[0].buf).toBe(frame);
      expect(x.writes[0].corked).toBe(false);
      expect(x.t.outbox).toBeNull();
      expect(x.t.queued).toBe(0);
    }
    expect(slow).toEqual([]);
  });

  it('several frames waiting for one socket leave in one corked batch, in publish order', async () => {
    const q = new FanoutQueue(2048, 1024, () => undefined);
    const x = target('a');
    const frames = [1, 2, 3].map((n) => Buffer.from([0x82, 1, n]));
    for (const f of frames) q.enqueue(x.t, f);
    q.flushSoon();
    await turn();
    expect(x.writes.map((w) => w.buf)).toEqual(frames);
    expect(x.writes.every((w) => w.corked)).toBe(true);
    // One uncork after the three writes: one writev.
    expect(x.uncorks).toEqual([3]);
  });

  it('flushes at most chunkSize sockets per turn and reaches all of them', async () => {
    const q = new FanoutQueue(2, 1024, () => undefined);
    const targets = Array.from({ length: 5 }, (_, i) => target(`s${i}`));
    const frame = Buffer.from([0x82, 0]);
    for (const { t } of targets) q.enqueue(t, frame);
    q.flushSoon();
    await turn();
    expect(targets.map((x) => x.writes.length)).toEqual([1, 1, 0, 0, 0]);
    await turn();
    expect(targets.map((x) => x.writes.length)).toEqual([1, 1, 1, 1, 0]);
    await turn();
    expect(targets.map((x) => x.writes.length)).toEqual([1, 1, 1, 1, 1]);
    expect(q.pending).toBe(0);
  });

  it('hands a socket over the byte limit to onSlow and sends it nothing; the others still get the frame', async () => {
    const slow: string[] = [];
    const q = new FanoutQueue(2048, 100, (t: FanoutTarget & { name: string }) => {
      slow.push(t.name);
      t.closing = true;
    });
    const ok = target('ok');
    const behind = target('behind', 101);
    const frame = Buffer.alloc(20, 1);
    q.enqueue(ok.t, frame);
    q.enqueue(behind.t, frame);
    q.flushSoon();
    await turn();
    expect(slow).toEqual(['behind']);
    expect(behind.writes).toHaveLength(0);
    expect(ok.writes.map((w) => w.buf)).toEqual([frame]);
  });

  it('counts queued frames against the limit too: a backlog that grows past it is dropped before it is written', async () => {
    const slow: string[] = [];
    const q = new FanoutQueue(2048, 50, (t: FanoutTarget & { name: string }) => {
      slow.push(t.name);
      t.closing = true;
    });
    const x = target('x');
    const frame = Buffer.alloc(20, 1);
    for (let i = 0; i < 4; i++) q.enqueue(x.t, frame);
    expect(slow).toEqual(['x']);
    q.flushSoon();
    await turn();
    expect(x.writes).toHaveLength(0);
  });

  it('writes nothing to a socket that closed after its frame was queued', async () => {
    const q = new FanoutQueue(2048, 1024, () => undefined);
    const x = target('x');
    q.enqueue(x.t, Buffer.from([0x82, 0]));
    q.flushSoon();
    x.t.closing = true;
    await turn();
    expect(x.writes).toHaveLength(0);
  });
});
