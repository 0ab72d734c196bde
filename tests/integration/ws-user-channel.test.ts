/**
 * The private user channel `user:{id}`: only the socket signed in as that user may hold it, a publish reaches that
 * user's sockets only, and (with Redis) a publish in one app reaches the user's socket on another. Logout closes the
 * session's open sockets (on every process) and its revoked token connects as anonymous.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Channel } from '../../src/protocol/channels';
import type { LevelUpEvent } from '../../src/protocol/ws-events';
import { MsgType } from '../../src/protocol/message-types';
import { buildApp } from '../../server/app';
import { createSignedInUser, makeApp, testConfig, testDatabases } from './helpers';
import { openSocket, sleep, type TestSocket } from './ws-test-client';

const kind = testDatabases[0];
const redisUrl = process.env.TEST_REDIS_URL;

const levelUp: LevelUpEvent = { lv: 2, xp: 520, levelXp: 500, nextLevelXp: 2000, reward: 100_000 };

const wsBase = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;

/** How a socket ended within `ms`, or 'open' when it is still open then. */
const closedWithin = (s: TestSocket, ms: number) =>
  Promise.race([s.closed.then((c) => c.code), sleep(ms).then(() => 'open' as const)]);

/** POST /logout with the token. */
const logout = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/logout', headers: { authorization: `Bearer ${token}` } });

/** Opens a socket (with a token or anonymous), asks for `channels` and returns it with the ack. */
async function subscribe(
  base: string,
  token: string | null,
  channels: string[],
): Promise<{ s: TestSocket; ack: { channels: string[]; rejected: string[] } }> {
  const s = await openSocket(token ? `${base}?token=${token}` : base);
  await s.next(MsgType.connected);
  s.send(MsgType.subscribe, { channels }, 7);
  const ack = (await s.next(MsgType.subscribe)).payload as { channels: string[]; rejected: string[] };
  return { s, ack };
}

describe('private user channel', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let base: string;

  beforeAll(async () => {
    ctx = await makeApp(kind);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = wsBase(ctx.app);
  });
  afterAll(async () => ctx.close());

  it("a signed-in socket gets its own user channel; another user's and anonymous sockets are refused it", async () => {
    const alice = await createSignedInUser(ctx.db, 'alice');
    const bob = await createSignedInUser(ctx.db, 'bob');
    const own = await subscribe(base, alice.token, [Channel.user(alice.userId), 'stat']);
    expect(own.ack).toEqual({ channels: [Channel.user(alice.userId), 'stat'], rejected: [] });
    const spy = await subscribe(base, bob.token, [Channel.user(alice.userId), Channel.user(bob.userId)]);
    expect(spy.ack).toEqual({ channels: [Channel.user(bob.userId)], rejected: [Channel.user(alice.userId)] });
    const anon = await subscribe(base, null, [Channel.user(alice.userId), 'user:*']);
    expect(anon.ack).toEqual({ channels: [], rejected: [Channel.user(alice.userId), 'user:*'] });
    expect(ctx.app.realtime.subscriberCount(Channel.user(alice.userId))).toBe(1);

    ctx.app.realtime.publish(Channel.user(alice.userId), MsgType.levelUp, levelUp);
    expect((await own.s.next(MsgType.levelUp)).payload).toEqual(levelUp);
    await sleep(150);
    expect(own.s.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    expect(spy.s.frames.some((f) => f.type === MsgType.levelUp)).toBe(false);
    expect(anon.s.frames.some((f) => f.type === MsgType.levelUp)).toBe(false);
    // A refused channel does not close the socket: it keeps working.
    expect(spy.s.ws.readyState).toBe(spy.s.ws.OPEN);
    for (const x of [own, spy, anon]) x.s.ws.close();
  });

  it('a later subscribe cannot smuggle the channel in, and an unknown token connects anonymous', async () => {
    const carol = await createSignedInUser(ctx.db, 'carol');
    const { s } = await subscribe(base, 'not-a-session', ['stat']);
    s.send(MsgType.subscribe, { channels: [Channel.user(carol.userId)] }, 8);
    const ack = await s.next(MsgType.subscribe, 3000, s.frames.length);
    expect(ack.payload).toEqual({ channels: [], rejected: [Channel.user(carol.userId)] });
    expect(ctx.app.realtime.subscriberCount(Channel.user(carol.userId))).toBe(0);
    s.ws.close();
  });

  it("logout closes the session's open sockets; its revoked token then gets no user events", async () => {
    const gail = await createSignedInUser(ctx.db, 'gail');
    const other = await createSignedInUser(ctx.db, 'gail');
    const held = await subscribe(base, gail.token, [Channel.user(gail.userId)]);
    // A socket of the same session that has not subscribed yet (a thief's, or a tab that is slow to ask).
    const idle = await subscribe(base, gail.token, ['stat']);
    const untouched = await subscribe(base, other.token, [Channel.user(other.userId)]);
    expect((await logout(ctx.app, gail.token)).statusCode).toBe(200);
    expect(await closedWithin(held.s, 3000)).toBe(4001);
    expect(await closedWithin(idle.s, 3000)).toBe(4001);
    expect(held.s.frames.find((f) => f.type === MsgType.disconnected)?.payload).toEqual({
      code: 4001,
      reason: 'session ended',
    });
    // Another session's socket keeps working.
    expect(untouched.s.ws.readyState).toBe(untouched.s.ws.OPEN);

    const again = await subscribe(base, gail.token, [Channel.user(gail.userId)]);
    expect(again.ack).toEqual({ channels: [], rejected: [Channel.user(gail.userId)] });
    ctx.app.realtime.publish(Channel.user(gail.userId), MsgType.levelUp, levelUp);
    await sleep(200);
    for (const s of [held.s, idle.s, again.s])
      expect(s.frames.some((f) => f.type === MsgType.levelUp)).toBe(false);
    for (const x of [again, untouched]) x.s.ws.close();
  });

  it('a user with two sockets (two tabs) gets the event on both', async () => {
    const dan = await createSignedInUser(ctx.db, 'dan');
    const tabs = await Promise.all([1, 2].map(() => subscribe(base, dan.token, [Channel.user(dan.userId)])));
    ctx.app.realtime.publish(Channel.user(dan.userId), MsgType.levelUp, levelUp);
    for (const t of tabs) expect((await t.s.next(MsgType.levelUp)).payload).toEqual(levelUp);
    for (const t of tabs) t.s.ws.close();
  });
});

describe.skipIf(!redisUrl)('private user channel across two apps through Redis', () => {
  let ctx: Awaited<ReturnType<typeof makeApp>>;
  let other: FastifyInstance;

  beforeAll(async () => {
    // Two apps over one database, joined by Redis under a prefix of their own: what two processes do.
    const over = { redisUrl, redisPrefix: `wsu${process.pid}` };
    ctx = await makeApp(kind, over);
    other = await buildApp({ config: testConfig(over), db: ctx.db, logger: false });
    await other.ready();
    for (const app of [ctx.app, other]) await app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 100 && other.realtimeStatus().fanout !== 'up'; i++) await sleep(50);
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  it("a publish in one app reaches the user's socket on the other, once, and nobody else's", async () => {
    const erin = await createSignedInUser(ctx.db, 'erin');
    const frank = await createSignedInUser(ctx.db, 'frank');
    const mine = await subscribe(wsBase(other), erin.token, [Channel.user(erin.userId)]);
    const theirs = await subscribe(wsBase(other), frank.token, [Channel.user(frank.userId)]);
    ctx.app.realtime.publish(Channel.user(erin.userId), MsgType.levelUp, levelUp);
    expect((await mine.s.next(MsgType.levelUp, 5000)).payload).toEqual(levelUp);
    await sleep(200);
    expect(mine.s.frames.filter((f) => f.type === MsgType.levelUp)).toHaveLength(1);
    expect(theirs.s.frames.some((f) => f.type === MsgType.levelUp)).toBe(false);
    for (const x of [mine, theirs]) x.s.ws.close();
  });

  it("a logout on one app closes the session's socket on the other", async () => {
    const hana = await createSignedInUser(ctx.db, 'hana');
    const far = await subscribe(wsBase(other), hana.token, [Channel.user(hana.userId)]);
    expect((await logout(ctx.app, hana.token)).statusCode).toBe(200);
    expect(await closedWithin(far.s, 5000)).toBe(4001);
  });
});
