import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { registerRealtime } from '../../server/realtime/plugin';
import { createSignedInUser, makeApp, testConfig, testDatabases } from './helpers';
import { openSocket, sleep, type TestSocket } from './ws-test-client';

const kind = testDatabases[0];

describe('websocket hub over the real app', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;

  beforeAll(async () => {
    ctx = await makeApp(kind, {
      allowedOrigins: ['https://casearena.example'],
      publicUrl: 'https://public.example',
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => ctx.close());

  const subscribed = async (channels: string[]): Promise<TestSocket> => {
    const s = await openSocket(base);
    s.send(MsgType.subscribe, { channels }, 9);
    await s.next(MsgType.subscribe);
    return s;
  };

  it('sends connected with a connection id, no user and the server time', async () => {
    const s = await openSocket(base);
    const f = await s.next(MsgType.connected);
    expect(f.payload).toMatchObject({ userID: null });
    expect(typeof (f.payload as { connId: string }).connId).toBe('string');
    expect(Math.abs((f.payload as { serverTime: number }).serverTime - Date.now())).toBeLessThan(5000);
    s.ws.close();
  });

  it('resolves the token to the signed-in user', async () => {
    const user = await createSignedInUser(ctx.db, 'wsuser');
    const s = await openSocket(`${base}?token=${user.token}`);
    expect((await s.next(MsgType.connected)).payload).toMatchObject({ userID: user.userId });
    const anon = await openSocket(`${base}?token=not-a-session`);
    expect((await anon.next(MsgType.connected)).payload).toMatchObject({ userID: null });
    s.ws.close();
    anon.ws.close();
  });

  it('delivers publishes to subscribers only, battle:* gets lobby events (playing without rolls), battle:{id} everything', async () => {
    const one = await subscribed(['battle:b1']);
    const lobby = await subscribed(['battle:*']);
    const both = await subscribed(['battle:*', 'battle:b1']);
    const other = await subscribed(['battle:b2', 'stat']);
    const rolls = [{ userID: 'u1', slot: 1, roll: 42, itemID: 'i1', price: 120, round: 1, item: null }];
    const playing = { battleID: 'b1', revision: 2, currentRound: 1, rolls, roundStartedAt: 1000, now: 1000 };
    ctx.app.realtime.publish('battle:b1', MsgType.processing, {
      battleID: 'b1',
      revision: 1,
      status: 'processing',
    });
    ctx.app.realtime.publish('battle:b1', MsgType.playing, playing);
    expect((await one.next(MsgType.processing)).payload).toEqual({
      battleID: 'b1',
      revision: 1,
      status: 'processing',
    });
    expect((await one.next(MsgType.playing)).payload).toEqual(playing);
    await lobby.next(MsgType.processing);
    expect((await lobby.next(MsgType.playing)).payload).toEqual({ ...playing, rolls: [] });
    expect((await both.next(MsgType.playing)).payload).toEqual(playing);
    await sleep(100);
    expect(lobby.frames.filter((f) => f.type === MsgType.playing)).toHaveLength(1);
    expect(both.frames.filter((f) => f.type === MsgType.playing)).toHaveLength(1);
    expect(both.frames.filter((f) => f.type === MsgType.processing)).toHaveLength(1);
    expect(other.frames.some((f) => f.type >= 90010)).toBe(false);
    const [p, q] = one.frames.filter((f) => f.type >= 90010);
    expect(q.seq).toBeGreaterThan(p.seq);
    expect(ctx.app.onlineCount()).toBeGreaterThanOrEqual(4);
    for (const s of [one, lobby, both, other]) s.ws.close();
  });

  it('a lobby:false publish reaches battle:{id} subscribers but not battle:* ones', async () => {
    const one = await subscribed(['battle:p1']);
    const lobby = await subscribed(['battle:*']);
    const both = await subscribed(['battle:*', 'battle:p1']);
    const hidden = { lobby: false };
    ctx.app.realtime.publish(
      'battle:p1',
      MsgType.userJoined,
      { battleID: 'p1', revision: 1, users: [] },
      hidden,
    );
    ctx.app.realtime.publish(
      'battle:p1',
      MsgType.processing,
      { battleID: 'p1', revision: 1, status: 'processing' },
      hidden,
    );
    const finished = {
      battleID: 'p1',
      revision: 1,
      users: [],
      reroll: null,
      currentRound: 1,
      serverSeed: null,
    };
    ctx.app.realtime.publish('battle:p1', MsgType.finished, finished, hidden);
    // Published last and public: once the lobby has it, the private events would have arrived before it.
    ctx.app.realtime.publish(
      'battle:p2',
      MsgType.userJoined,
      { battleID: 'p2', revision: 1, users: [] },
      { lobby: true },
    );
    await lobby.next(MsgType.userJoined);
    expect(
      lobby.frames.filter((f) => f.type >= 90010).map((f) => (f.payload as { battleID: string }).battleID),
    ).toEqual(['p2']);
    for (const s of [one, both]) {
      await s.next(MsgType.finished);
      const got = s.frames.filter(
        (f) => f.type >= 90010 && (f.payload as { battleID: string }).battleID === 'p1',
      );
      expect(got.map((f) => f.type)).toEqual([MsgType.userJoined, MsgType.processing, MsgType.finished]);
    }
    for (const s of [one, lobby, both]) s.ws.close();
  });

  it('answers a subscribe with accepted and rejected channels; a new subscribe replaces the set', async () => {
    const s = await openSocket(base);
    s.send(MsgType.subscribe, { channels: ['stat', 'nope', 'battle:x', 'battle:x'] }, 4);
    const ack = await s.next(MsgType.subscribe);
    expect(ack.seq).toBe(4);
    expect(ack.payload).toEqual({ channels: ['stat', 'battle:x'], rejected: ['nope'] });
    s.send(MsgType.subscribe, { channels: ['battle:y'] }, 5);
    await s.next(MsgType.subscribe, 3000, s.frames.indexOf(ack) + 1);
    expect(ctx.app.realtime.subscriberCount('battle:x')).toBe(0);
    expect(ctx.app.realtime.subscriberCount('battle:y')).toBe(1);
    s.send(MsgType.subscribe, { channels: Array.from({ length: 60 }, (_, i) => `battle:c${i}`) });
    const capped = await s.next(MsgType.subscribe, 3000, s.frames.length);
    expect((capped.payload as { channels: string[] }).channels).toHaveLength(50);
    s.ws.close();
  });

  it('answers heartbeat with type 3 {ts, serverTime} and ping with ping', async () => {
    const s = await openSocket(base);
    s.send(MsgType.heartbeat, { ts: 1234 }, 77);
    const hb = await s.next(MsgType.connectionHeartbeat);
    expect(hb.seq).toBe(77);
    expect(hb.payload).toMatchObject({ ts: 1234 });
    s.send(MsgType.ping, null, 78);
    expect((await s.next(MsgType.ping)).seq).toBe(78);
    s.ws.close();
  });

  it('a malformed frame closes only that socket with 4002; others keep receiving', async () => {
    const good = await subscribed(['battle:m1']);
    const bad = await subscribed(['battle:m1']);
    bad.ws.send(Buffer.from([1, 2, 3]));
    expect((await bad.closed).code).toBe(4002);
    const text = await openSocket(base);
    text.ws.send('hello');
    expect((await text.closed).code).toBe(4002);
    const server = await openSocket(base);
    server.send(MsgType.stat, {});
    expect((await server.closed).code).toBe(4002);
    ctx.app.realtime.publish('battle:m1', MsgType.emoji, { battleID: 'm1', userID: 'u', emoji: 'gg' });
    expect((await good.next(MsgType.emoji)).payload).toMatchObject({ emoji: 'gg' });
    good.ws.close();
  });

  it('rejects a foreign Origin with 403, accepts same host, allowed origins, the public URL and no Origin', async () => {
    await expect(openSocket(base, { Origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
    const host = new URL(base).host;
    for (const origin of [`http://${host}`, 'https://casearena.example', 'https://public.example']) {
      const s = await openSocket(base, { Origin: origin });
      await s.next(MsgType.connected);
      s.ws.close();
    }
    await expect(openSocket(base.replace('/ws', '/other'))).rejects.toThrow('HTTP 404');
  });

  it('closes sockets with 1001 when the app closes', async () => {
    const app2 = await makeApp(kind);
    await app2.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSocket(`ws://127.0.0.1:${(app2.app.server.address() as AddressInfo).port}/ws`);
    await s.next(MsgType.connected);
    await app2.close();
    expect((await s.closed).code).toBe(1001);
  });
});

describe('websocket hub timers', () => {
  it('closes a socket that sends nothing within the heartbeat timeout (4000) and keeps one that does', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', testConfig());
    const db = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    app.decorate('db', db);
    registerRealtime(app, { hub: { heartbeatTimeoutMs: 400, sweepIntervalMs: 50 } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
    const silent = await openSocket(url);
    const alive = await openSocket(url);
    const beat = setInterval(() => alive.send(MsgType.heartbeat, { ts: Date.now() }), 100);
    const started = Date.now();
    expect((await silent.closed).code).toBe(4000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    await sleep(300);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
    clearInterval(beat);
    await app.close();
    await db.destroy();
  });
});

describe('websocket hub with Redis unreachable', () => {
  it('still starts, delivers publishes to local spectators and closes', async () => {
    const app = Fastify({ logger: false });
    app.decorate('config', testConfig({ redisUrl: 'redis://127.0.0.1:1/0' }));
    const db = openDatabase({ sqlitePath: ':memory:' });
    await migrateToLatest(db);
    app.decorate('db', db);
    registerRealtime(app, { redisStartTimeoutMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openSocket(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`);
    s.send(MsgType.subscribe, { channels: ['battle:local'] });
    await s.next(MsgType.subscribe);
    app.realtime.publish('battle:local', MsgType.emoji, { battleID: 'local', userID: 'u', emoji: 'ok' });
    expect((await s.next(MsgType.emoji)).payload).toMatchObject({ emoji: 'ok' });
    await app.close();
    await db.destroy();
  });
});
