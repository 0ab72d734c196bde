import type { Duplex } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { RealtimeHub, type Conn } from '../../../server/realtime/hub';

/** A hub on a hand-driven clock and one fake socket that records its close code. */
function setup() {
  let now = 1_000_000;
  const hub = new RealtimeHub(
    { debug: () => {}, warn: () => {} },
    { now: () => now, inboundPerSec: 20, inboundBurst: 60, sweepIntervalMs: 60_000 },
  );
  let closedWith: number | null = null;
  const ws = {
    readyState: 1,
    on: () => ws,
    close: (code: number) => (closedWith = code),
    terminate: () => {},
  } as unknown as WebSocket;
  const raw = {
    writableLength: 0,
    destroyed: false,
    write: () => true,
    cork: () => {},
    uncork: () => {},
  } as unknown as Duplex;
  const conn: Conn = hub.attach(ws, raw, null);
  return {
    hub,
    conn,
    advance: (ms: number) => (now += ms),
    back: (ms: number) => (now -= ms),
    closed: () => closedWith,
    take: (n: number) => Array.from({ length: n }, () => hub.admit(conn)).filter(Boolean).length,
  };
}

describe('the hub inbound token bucket', () => {
  it('lets a burst of 60 through at once, then 20 per second', () => {
    const t = setup();
    expect(t.take(60)).toBe(60);
    t.advance(1000);
    expect(t.take(20)).toBe(20);
    t.advance(50); // one token
    expect(t.take(1)).toBe(1);
    expect(t.closed()).toBeNull();
  });

  it('never holds more than the burst, however long the socket was quiet', () => {
    const t = setup();
    t.advance(3_600_000);
    expect(t.take(60)).toBe(60);
    expect(t.take(1)).toBe(0);
    expect(t.closed()).toBe(1008);
  });

  it('the frame that finds the bucket empty closes the socket with 1008; later frames are ignored', () => {
    const t = setup();
    expect(t.take(61)).toBe(60);
    expect(t.closed()).toBe(1008);
    t.advance(10_000);
    expect(t.take(1)).toBe(0);
  });

  it('a clock that steps back refills nothing', () => {
    const t = setup();
    expect(t.take(60)).toBe(60);
    t.back(5_000);
    expect(t.take(1)).toBe(0);
    expect(t.closed()).toBe(1008);
  });
});
