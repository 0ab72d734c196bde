import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WsClient } from '../../../src/realtime/client';
import * as P from '../../../src/realtime/policy';
import { MsgType } from '../../../src/protocol/message-types';
import { fakePresence, fakeSockets, quietLogger } from './ws-fakes';

function setup(random = () => 0) {
  const sockets = fakeSockets();
  const presence = fakePresence();
  const client = new WsClient({
    url: (t) => `ws://test/ws${t ? `?token=${t}` : ''}`,
    socket: sockets.factory,
    presence,
    random,
    logger: quietLogger,
  });
  /** Connects and lets the server accept; returns that socket. */
  const connectOpen = () => {
    client.connect();
    const s = sockets.last();
    s.open();
    return s;
  };
  return { client, sockets, presence, connectOpen };
}

/** Advances fake time and returns how many sockets exist afterwards. */
const after = (ms: number) => vi.advanceTimersByTime(ms);

/** Checks that the client opens its next socket exactly `ms` from now, not a millisecond sooner. */
function expectNextSocketAfter(sockets: { all: unknown[] }, ms: number): void {
  const count = sockets.all.length;
  after(ms - 1);
  expect(sockets.all).toHaveLength(count);
  after(1);
  expect(sockets.all).toHaveLength(count + 1);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ws client: the numbers of SPEC section 9', () => {
  it('has the spec values', () => {
    expect([P.CONNECT_TIMEOUT_MS, P.HEARTBEAT_INTERVAL_MS, P.HEARTBEAT_TIMEOUT_MS]).toEqual([
      10_000, 25_000, 35_000,
    ]);
    expect([P.BACKOFF_BASE_MS, P.BACKOFF_MAX_MS, P.JITTER_MAX_MS]).toEqual([1_000, 30_000, 1_000]);
    expect([P.MAX_RECONNECTS, P.PAUSE_AFTER_ERRORS, P.NORMAL_CLOSURE]).toEqual([5, 3, 1000]);
  });

  it('backoff is 1 s doubling up to a 30 s cap, plus jitter under 1 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 10].map((n) => P.backoffDelay(n, () => 0));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(P.backoffDelay(1, () => 0.5)).toBe(1500);
    expect(P.backoffDelay(6, () => 0.9999999)).toBe(30_999);
    for (let i = 0; i < 1000; i++) {
      const d = P.backoffDelay(3, Math.random);
      expect(d).toBeGreaterThanOrEqual(4000);
      expect(d).toBeLessThan(5000);
    }
  });

  it('states go connecting -> open -> closed', () => {
    const { client, sockets } = setup();
    const seen: string[] = [];
    client.onState((s) => seen.push(s));
    client.connect();
    sockets.last().open();
    sockets.last().drop(1000);
    expect(seen).toEqual(['connecting', 'open', 'closed']);
  });

  it('gives up on an attempt that has not opened after 10 s', () => {
    const { client, sockets } = setup();
    client.connect();
    after(9_999);
    expect(client.state).toBe('connecting');
    after(1);
    expect(client.state).toBe('closed');
    expect(sockets.all[0].closedWith).not.toBeNull();
    expect(client.status).toMatchObject({ errors: 1, reconnects: 1, idle: 'waiting' });
  });

  it('sends a heartbeat {ts} every 25 s while open', () => {
    const { connectOpen } = setup();
    const s = connectOpen();
    after(24_999);
    expect(s.sent.filter((f) => f.type === MsgType.heartbeat)).toHaveLength(0);
    after(1);
    const beats = s.sent.filter((f) => f.type === MsgType.heartbeat);
    expect(beats).toHaveLength(1);
    expect(beats[0].payload).toEqual({ ts: Date.now() });
    s.receive(MsgType.connectionHeartbeat, { ts: 1, serverTime: 2 });
    after(25_000);
    expect(s.sent.filter((f) => f.type === MsgType.heartbeat)).toHaveLength(2);
  });

  it('treats 35 s without any message as an abnormal close and reconnects', () => {
    const { client, sockets, connectOpen } = setup();
    connectOpen();
    after(34_999);
    expect(client.state).toBe('open');
    after(1);
    expect(client.state).toBe('closed');
    expect(sockets.all[0].closedWith?.code).toBe(P.HEARTBEAT_TIMEOUT_CODE);
    after(1_000);
    expect(sockets.all).toHaveLength(2);
  });

  it('any message restarts the 35 s heartbeat timeout', () => {
    const { client, connectOpen } = setup();
    const s = connectOpen();
    after(30_000);
    s.receive(MsgType.stat, { online: 1 });
    after(34_999);
    expect(client.state).toBe('open');
    after(1);
    expect(client.state).toBe('closed');
  });

  it('reconnects after abnormal closes at 1 s, 2 s, 4 s, 8 s, 16 s, then gives up after 5 reconnects', () => {
    const { client, sockets } = setup();
    client.connect();
    for (const delay of [1_000, 2_000, 4_000, 8_000, 16_000]) {
      sockets.last().open();
      sockets.last().drop(1006);
      expectNextSocketAfter(sockets, delay);
    }
    sockets.last().open();
    sockets.last().drop(1006);
    expect(client.status).toMatchObject({ state: 'closed', idle: 'gave-up', reconnects: 5 });
    after(10 * 60_000);
    expect(sockets.all).toHaveLength(6);
    client.resume();
    expect(sockets.all).toHaveLength(7);
  });

  it('adds up to 1 s of jitter from the injected random source', () => {
    const { sockets, connectOpen } = setup(() => 0.75);
    connectOpen();
    sockets.last().drop(1006);
    expect(sockets.all).toHaveLength(1);
    expectNextSocketAfter(sockets, 1_750);
  });

  it('a connection that stayed open 30 s starts the reconnect budget over', () => {
    const { client, sockets, connectOpen } = setup();
    connectOpen();
    sockets.last().drop(1006);
    after(1_000);
    sockets.last().open();
    sockets.last().drop(1006);
    after(2_000);
    sockets.last().open();
    after(30_000);
    sockets.last().drop(1006);
    expect(client.status.reconnects).toBe(1);
    expect(sockets.all).toHaveLength(3);
    expectNextSocketAfter(sockets, 1_000);
  });

  it('pauses after 3 consecutive failed attempts until resumed, online or visible', () => {
    const { client, sockets, presence } = setup();
    client.connect();
    sockets.last().drop(1006); // error 1
    after(1_000);
    sockets.last().drop(1006); // error 2
    after(2_000);
    sockets.last().drop(1006); // error 3
    expect(client.status).toMatchObject({ state: 'closed', idle: 'paused', errors: 3 });
    after(10 * 60_000);
    expect(sockets.all).toHaveLength(3);
    presence.becomeVisible();
    expect(sockets.all).toHaveLength(4);
    for (let i = 0; i < 2; i++) {
      sockets.last().drop(1006);
      after(60_000);
    }
    sockets.last().drop(1006);
    expect(client.status.idle).toBe('paused');
    presence.goOnline();
    expect(sockets.all).toHaveLength(7);
    expect(client.state).toBe('connecting');
  });

  it('does not reconnect after a normal close (1000)', () => {
    const { client, sockets, presence, connectOpen } = setup();
    connectOpen();
    sockets.last().drop(1000);
    after(10 * 60_000);
    presence.goOnline();
    presence.becomeVisible();
    expect(sockets.all).toHaveLength(1);
    expect(client.status.idle).toBe('normal');
  });

  it('does not reconnect while offline, and reconnects at once on the online event', () => {
    const { client, sockets, presence, connectOpen } = setup();
    connectOpen();
    presence.online = false;
    sockets.last().drop(1006);
    after(10 * 60_000);
    expect(sockets.all).toHaveLength(1);
    expect(client.status.idle).toBe('offline');
    presence.goOnline();
    expect(sockets.all).toHaveLength(2);
  });

  it('does not even try while offline at connect time', () => {
    const { client, sockets, presence } = setup();
    presence.online = false;
    client.connect();
    expect(sockets.all).toHaveLength(0);
    presence.goOnline();
    expect(sockets.all).toHaveLength(1);
  });

  it('resubscribes the kept channel set on every open; unsubscribing sends the smaller set', () => {
    const { client, sockets } = setup();
    const offA = client.subscribe('battle:*');
    client.subscribe('stat');
    const offA2 = client.subscribe('battle:*');
    client.connect();
    sockets.last().open();
    const subs = (i: number) =>
      sockets.all[i].sent.filter((f) => f.type === MsgType.subscribe).map((f) => f.payload);
    expect(subs(0)).toEqual([{ channels: ['battle:*', 'stat'] }]);
    sockets.last().drop(1006);
    after(1_000);
    sockets.last().open();
    expect(subs(1)).toEqual([{ channels: ['battle:*', 'stat'] }]);
    offA();
    expect(subs(1)).toHaveLength(1); // still one reference left
    offA2();
    expect(subs(1)).toEqual([{ channels: ['battle:*', 'stat'] }, { channels: ['stat'] }]);
    expect(client.subscriptions).toEqual(['stat']);
  });

  it('a token change (sign-in, sign-out) closes normally and reconnects with the new token', () => {
    const { client, sockets, connectOpen } = setup();
    connectOpen();
    expect(sockets.last().url).toBe('ws://test/ws');
    client.setToken('abc');
    expect(sockets.all[0].closedWith?.code).toBe(1000);
    expect(sockets.all).toHaveLength(2);
    expect(sockets.last().url).toBe('ws://test/ws?token=abc');
    client.setToken('abc');
    expect(sockets.all).toHaveLength(2);
    sockets.last().open();
    client.setToken(null);
    expect(sockets.last().url).toBe('ws://test/ws');
    expect(sockets.all).toHaveLength(3);
    // A late close event from the replaced socket changes nothing.
    sockets.all[1].drop(1006);
    expect(client.state).toBe('connecting');
  });

  it('a token set before connect() only changes the URL', () => {
    const { client, sockets } = setup();
    client.setToken('t1');
    expect(sockets.all).toHaveLength(0);
    client.connect();
    expect(sockets.last().url).toBe('ws://test/ws?token=t1');
  });

  it('dispatches frames to listeners by message type; close() stops for good', () => {
    const { client, sockets } = setup();
    const stats: unknown[] = [];
    const off = client.on(MsgType.stat, (p) => stats.push(p.online));
    client.on(MsgType.loot, () => {
      throw new Error('listener bug');
    });
    client.connect();
    const s = sockets.last();
    s.open();
    s.receive(MsgType.stat, { online: 5 });
    s.receive(MsgType.loot, {});
    s.receive(MsgType.stat, { online: 6 });
    off();
    s.receive(MsgType.stat, { online: 7 });
    expect(stats).toEqual([5, 6]);
    s.on.message(new Uint8Array([1, 2, 3]).buffer);
    expect(client.state).toBe('open');
    client.close();
    expect(s.closedWith?.code).toBe(1000);
    after(60_000);
    expect(sockets.all).toHaveLength(1);
    client.resume();
    expect(sockets.all).toHaveLength(1);
  });
});
