import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { openSocket, type TestSocket } from './ws-test-client';
import { startRealtimeServer, type RealtimeServer } from './ws-server';

/** Resolves once `cond` holds, checking after every event-loop turn (no fixed sleep). */
async function until(cond: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('inbound frame limit', () => {
  let srv: RealtimeServer;
  beforeAll(async () => (srv = await startRealtimeServer()));
  afterAll(async () => srv.stop());

  it('a flood from one socket closes it with 1008 after a disconnected frame; another socket keeps receiving', async () => {
    const calm = await openSocket(srv.url);
    calm.send(MsgType.subscribe, { channels: ['battle:flood'] });
    await calm.next(MsgType.subscribe);
    const flooder = await openSocket(srv.url);
    flooder.send(MsgType.subscribe, { channels: ['battle:flood'] });
    await flooder.next(MsgType.subscribe);
    // Far past the 60-frame burst: even a slow machine cannot refill that many tokens (20/s) while they arrive.
    for (let i = 0; i < 1000; i++) flooder.send(MsgType.ping, null, i);
    const { code } = await flooder.closed;
    expect(code).toBe(1008);
    expect(flooder.frames.find((f) => f.type === MsgType.disconnected)?.payload).toEqual({
      code: 1008,
      reason: 'too many frames',
    });
    expect(flooder.frames.filter((f) => f.type === MsgType.ping).length).toBeLessThan(1000);

    srv.app.realtime.publish('battle:flood', MsgType.emoji, {
      battleID: 'flood',
      userID: 'u',
      emoji: 'after',
    });
    expect((await calm.next(MsgType.emoji)).payload).toMatchObject({ emoji: 'after' });
    calm.send(MsgType.ping, null, 5);
    expect((await calm.next(MsgType.ping)).seq).toBe(5);
    expect(calm.ws.readyState).toBe(calm.ws.OPEN);
    calm.ws.close();
  });

  it('a burst within the budget (60 frames at once) is answered in full and the socket stays open', async () => {
    const s = await openSocket(srv.url);
    for (let i = 0; i < 60; i++) s.send(MsgType.ping, null, i);
    await until(() => s.frames.filter((f) => f.type === MsgType.ping).length === 60, '60 pongs');
    expect(s.ws.readyState).toBe(s.ws.OPEN);
    s.ws.close();
  });

  it('websocket-level pings count too, and are answered through the outbox', async () => {
    const s = await openSocket(srv.url);
    const pong = new Promise<Buffer>((r) => s.ws.once('pong', r));
    s.ws.ping(Buffer.from('hello'));
    expect((await pong).toString()).toBe('hello');
    for (let i = 0; i < 1000; i++) s.ws.ping();
    expect((await s.closed).code).toBe(1008);
  });
});

describe('connections per address', () => {
  it('refuses the 21st connection from one address with 429 while 20 are open, and accepts one after a close', async () => {
    const srv = await startRealtimeServer();
    const open: TestSocket[] = [];
    for (let i = 0; i < 20; i++) open.push(await openSocket(srv.url));
    await expect(openSocket(srv.url)).rejects.toThrow('HTTP 429');
    await expect(openSocket(srv.url)).rejects.toThrow('HTTP 429');
    const first = open.shift()!;
    first.ws.close();
    await first.closed;
    await until(() => srv.app.realtimeStatus().sockets === 19, 'the server to drop the closed socket');
    const again = await openSocket(srv.url);
    await again.next(MsgType.connected);
    open.push(again);
    for (const s of open) s.ws.close();
    await srv.stop();
  });

  it('behind a trusted proxy, counts the forwarded client address', async () => {
    const srv = await startRealtimeServer({
      trustProxy: 1,
      ws: { inboundPerSec: 20, inboundBurst: 60, maxConnPerIp: 2 },
    });
    const a = { 'X-Forwarded-For': '203.0.113.7' };
    const open = [await openSocket(srv.url, a), await openSocket(srv.url, a)];
    await expect(openSocket(srv.url, a)).rejects.toThrow('HTTP 429');
    // Another client behind the same proxy, and a spoofed chain whose last hop the proxy added: counted by that hop.
    open.push(await openSocket(srv.url, { 'X-Forwarded-For': '198.51.100.1' }));
    await expect(openSocket(srv.url, { 'X-Forwarded-For': '10.9.9.9, 203.0.113.7' })).rejects.toThrow(
      'HTTP 429',
    );
    for (const s of open) s.ws.close();
    await srv.stop();
  });

  it('without a trusted proxy, X-Forwarded-For does not pick the counted address', async () => {
    const srv = await startRealtimeServer({ ws: { inboundPerSec: 20, inboundBurst: 60, maxConnPerIp: 1 } });
    const one = await openSocket(srv.url, { 'X-Forwarded-For': '203.0.113.1' });
    await expect(openSocket(srv.url, { 'X-Forwarded-For': '203.0.113.2' })).rejects.toThrow('HTTP 429');
    one.ws.close();
    await srv.stop();
  });
});
