/**
 * GET /api/v1/health/live and /ready: what a load balancer or orchestrator sees when the process is fine, draining,
 * cut off from its beacon or from Redis (the database's outage: db-outage.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { freePort } from '../net';
import { appForSuite, makeApp, testConfig, testDatabases } from './helpers';

const ready = (a: { inject(o: { url: string }): Promise<{ statusCode: number; json(): unknown }> }) =>
  a.inject({ url: '/api/v1/health/ready' }).then((r) => ({
    status: r.statusCode,
    data: (r.json() as { data: { status: string; failed: string[]; draining: boolean } }).data,
  }));

describe.each(testDatabases)('health on $name', (kind) => {
  const s = appForSuite(() => makeApp(kind));

  it('is live and ready when the database and beacon answer', async () => {
    const live = await s.app.inject({ url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ data: { status: 'live', pid: process.pid } });
    expect(live.headers['cache-control']).toBe('no-store');
    const r = await ready(s.app);
    expect(r).toMatchObject({ status: 200, data: { status: 'ready', failed: [], draining: false } });
    expect((await s.app.inject({ url: '/api/v1/meta/health' })).statusCode).toBe(200);
  });

  it('refuses an unknown query field with a 4xx, not a 5xx', async () => {
    for (const url of ['/api/v1/health/live?x=1', '/api/v1/health/ready?x=1']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });

  it('turns unready at once when the drain starts, and stays live', async () => {
    s.app.drain.start();
    const r = await ready(s.app);
    expect(r).toMatchObject({
      status: 503,
      data: { status: 'unready', failed: ['draining'], draining: true },
    });
    expect((await s.app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/api/v1/meta/health' })).statusCode).toBe(503);
  });
});

describe('readiness without a beacon', () => {
  it('is 503 naming the beacon when no drand mirror answers', async () => {
    const dead = await freePort();
    const base = testConfig().beacon;
    const h = await makeApp(testDatabases[0], {
      beacon: {
        ...base,
        kind: 'drand',
        fetchTimeoutMs: 200,
        drand: { ...base.drand, urls: [`http://127.0.0.1:${dead}`] },
      },
    });
    try {
      const r = await ready(h.app);
      expect(r).toMatchObject({ status: 503, data: { status: 'unready', failed: ['beacon'] } });
      const body = (await h.app.inject({ url: '/api/v1/health/ready' })).json() as {
        data: { beacon: { fresh: boolean; round: number } };
      };
      expect(body.data.beacon).toMatchObject({ fresh: false, round: 0 });
    } finally {
      await h.close();
    }
  });
});

describe('readiness without Redis', () => {
  it('is 503 naming redis when REDIS_URL is set and Redis does not answer', async () => {
    const dead = await freePort();
    const h = await makeApp(testDatabases[0], { redisUrl: `redis://127.0.0.1:${dead}/0` });
    try {
      const r = await ready(h.app);
      expect(r).toMatchObject({ status: 503, data: { status: 'unready', failed: ['redis'] } });
      // The older check serves on through a Redis outage (every process shares it): 200, degraded.
      const meta = await h.app.inject({ url: '/api/v1/meta/health' });
      expect(meta.statusCode).toBe(200);
      expect(meta.json()).toMatchObject({ data: { status: 'degraded' } });
    } finally {
      await h.close();
    }
  }, 20_000);
});
