import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { proxyTrust, type Config } from '../../../server/config';
import { clientAddressOf } from '../../../server/realtime/client-address';

// TRUST_PROXY as app.ts hands it to Fastify (a hop count becomes "trust the nearest n hops").

const cases: { trust: Config['trustProxy']; remote: string; xff?: string; want: string }[] = [
  { trust: false, remote: '10.0.0.1', xff: '203.0.113.9', want: '10.0.0.1' },
  { trust: 1, remote: '10.0.0.1', xff: '198.51.100.4, 203.0.113.9', want: '203.0.113.9' },
  { trust: 2, remote: '10.0.0.1', xff: '198.51.100.4, 203.0.113.9', want: '198.51.100.4' },
  { trust: 1, remote: '10.0.0.1', want: '10.0.0.1' },
  { trust: ['10.0.0.0/8'], remote: '10.0.0.1', xff: '198.51.100.4, 10.0.0.2', want: '198.51.100.4' },
  { trust: ['10.0.0.0/8'], remote: '192.0.2.1', xff: '198.51.100.4', want: '192.0.2.1' },
  { trust: ['loopback'], remote: '::ffff:127.0.0.1', xff: '2001:db8::1', want: '2001:db8::1' },
];

describe('the websocket client address', () => {
  it.each(cases)(
    'trust $trust, peer $remote, X-Forwarded-For "$xff" -> $want, as Fastify says',
    async (c) => {
      const headers = c.xff === undefined ? {} : { 'x-forwarded-for': c.xff };
      const req = { socket: { remoteAddress: c.remote }, headers } as unknown as IncomingMessage;
      expect(clientAddressOf(c.trust)(req)).toBe(c.want);

      const app = Fastify({ trustProxy: proxyTrust(c.trust) });
      app.get('/', async (r) => r.ip);
      const res = await app.inject({ url: '/', headers, remoteAddress: c.remote });
      expect(res.body).toBe(c.want);
      await app.close();
    },
  );

  it('is undefined once the socket is gone', () => {
    const req = { socket: {}, headers: {} } as unknown as IncomingMessage;
    expect(clientAddressOf(false)(req)).toBeUndefined();
    expect(clientAddressOf(1)(req)).toBeUndefined();
  });
});
