/**
 * "Online now" counts the people on the site (server/realtime/presence.ts): never 0 for the visitor asking, one
 * person with several tabs once, and, with Redis, the visitors of every process together.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, testDatabases, createSignedInUser } from './helpers';
import { openSocket, type TestSocket } from './ws-test-client';

const sqlite = testDatabases[0];
const redisUrl = process.env.TEST_REDIS_URL;

type App = Awaited<ReturnType<typeof makeApp>>;

const online = async (h: App, remoteAddress: string, auth?: { authorization: string }) => {
  const res = await h.app.inject({ url: '/api/v1/meta/stat', remoteAddress, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { online: number } }).data.online;
};

const listen = async (h: App) => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(h.app.server.address() as AddressInfo).port}/ws`;
};

describe('online now, one process', () => {
  let h: App;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    h = await makeApp(sqlite);
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await h.close();
  });

  it('counts the visitor asking, before any websocket, and each person once', async () => {
    expect(await online(h, '203.0.113.5')).toBe(1);
    expect(await online(h, '203.0.113.5')).toBe(1);
    expect(await online(h, '203.0.113.6')).toBe(2);
    // Three tabs of one anonymous visitor (one address): one more person, not three.
    const url = await listen(h);
    for (let i = 0; i < 3; i++) sockets.push(await openSocket(url));
    expect(await online(h, '127.0.0.1')).toBe(3);
    // A signed-in player counts by account, wherever they ask from.
    const u = await createSignedInUser(h.db, 'present');
    sockets.push(await openSocket(`${url}?token=${u.token}`));
    await expect.poll(() => online(h, '198.51.100.7', u.auth)).toBe(4);
    expect(await online(h, '198.51.100.8', u.auth)).toBe(4);
  });
});

describe.skipIf(!redisUrl)('online now, two processes on Redis', () => {
  const prefix = `online${process.pid}`;
  let a: App;
  let b: App;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    a = await makeApp(sqlite, { redisUrl, redisPrefix: prefix });
    b = await makeApp(sqlite, { redisUrl, redisPrefix: prefix });
  });
  afterAll(async () => {
    for (const s of sockets) s.ws.close();
    await a.close();
    await b.close();
  });

  it("adds the other process's visitors and counts a person seen on both once", async () => {
    await expect.poll(() => a.app.realtimeStatus().fanout).toBe('up');
    await expect.poll(() => b.app.realtimeStatus().fanout).toBe('up');
    expect(await online(a, '203.0.113.10')).toBe(1);
    // B knows of A's visitor through Redis, and of its own.
    expect(await online(b, '203.0.113.11')).toBe(2);
    // The first visitor now asks B too: still two people.
    expect(await online(b, '203.0.113.10')).toBe(2);
    expect(await online(a, '203.0.113.11')).toBe(2);
  });
});
