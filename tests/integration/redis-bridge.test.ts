/**
 * The Redis bridge on a real Redis: the subscription is confirmed even when it is asked for the instant the bridge
 * is built (before the connection's handshake), and it comes back by itself after Redis drops the connection.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisBridge } from '../../server/realtime/redis-bridge';
import { waitFor } from '../net';

const redisUrl = process.env.TEST_REDIS_URL;
const quiet = { debug: () => undefined, warn: () => undefined };

describe.skipIf(!redisUrl)('Redis bridge subscription', () => {
  let admin: Redis;
  const bridges: RedisBridge[] = [];
  beforeAll(() => {
    admin = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await Promise.all(bridges.map((b) => b.close()));
    admin.disconnect();
  });

  const subscribers = async (channel: string) => {
    const res = (await admin.call('PUBSUB', 'NUMSUB', channel)) as [string, number];
    return Number(res[1]);
  };

  it('subscribes when start() is called right after construction, and delivers', async () => {
    const prefix = `rb${randomBytes(4).toString('hex')}`;
    const got: string[] = [];
    const bridge = new RedisBridge(
      redisUrl!,
      (channel, _t, json) => got.push(`${channel} ${json}`),
      quiet,
      prefix,
    );
    bridges.push(bridge);
    await bridge.start();
    expect(await subscribers(`${prefix}:events`)).toBe(1);
    expect(bridge.status().subscribed).toBe(true);
    bridge.publish('battle:x1', 90014, '{"a":1}');
    await waitFor('the published event to come back', async () => got.length === 1);
    expect(got).toEqual(['battle:x1 {"a":1}']);
  });

  it('resubscribes after Redis drops the subscriber connection', async () => {
    const prefix = `rb${randomBytes(4).toString('hex')}`;
    const got: string[] = [];
    const bridge = new RedisBridge(redisUrl!, (channel) => got.push(channel), quiet, prefix);
    bridges.push(bridge);
    await bridge.start();
    // Kill this bridge's subscriber connection only (it is named `{prefix}:sub:{processId}`).
    const line = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'))
      .split('\n')
      .find((l) => l.includes(` name=${prefix}:sub:`));
    const id = /id=(\d+)/.exec(line ?? '')?.[1];
    expect(id).toBeTruthy();
    await admin.call('CLIENT', 'KILL', 'ID', id!);
    expect(await subscribers(`${prefix}:events`)).toBe(0);
    await waitFor('the bridge to subscribe again', async () => (await subscribers(`${prefix}:events`)) === 1);
    await waitFor('the bridge to report ready', async () => bridge.ready);
    bridge.publish('battle:x2', 90014, '{}');
    await waitFor('delivery after the reconnect', async () => got.includes('battle:x2'));
  });
});
