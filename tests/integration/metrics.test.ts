/**
 * GET /metrics: who may read it (404 when not configured, 401 without the token, only on its own port with
 * METRICS_PORT), what it says (route patterns, never raw URLs), and that a battle moves its figures.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { MsgType } from '../../src/protocol/message-types';
import { freePort } from '../net';
import { fullBattle, post, waitFinished, waitFor } from './battle-helpers';
import { appForSuite, makeApp, testConfig, testDatabases } from './helpers';
import { TOKEN, declaredMetrics, parseScrape, scrape, value } from './metrics-helpers';
import { openSocket } from './ws-test-client';
import { FAST } from './battle-helpers';

const sqlite = testDatabases[0];
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT', () => {
  const s = appForSuite(() => makeApp(sqlite));

  it('is not served: 404 with an error, whatever the headers', async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await s.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('warns in the log of a production start', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const db = openDatabase({ sqlitePath: ':memory:' });
    const app = await buildApp({
      config: testConfig({ production: true }),
      db,
      logger: { level: 'warn', stream },
    });
    await app.ready();
    await app.close();
    await db.destroy();
    expect(logged).toContain('METRICS_TOKEN and METRICS_PORT are unset');
  });
});

describe('GET /metrics with METRICS_TOKEN on the public port', () => {
  const s = appForSuite(() => makeApp(sqlite, { metrics: { token: TOKEN } }));

  it('is 401 without the token, with a wrong one, or another scheme', async () => {
    const attempts = [
      {},
      bearer('wrong-token-0123456789abcdef'),
      bearer(TOKEN.slice(0, -1)),
      bearer(`${TOKEN}x`),
      { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
      { authorization: TOKEN },
      { authorization: 'Bearer' },
    ];
    for (const headers of attempts) {
      const res = await s.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect(res.body).not.toContain('casearena_');
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('answers the Prometheus text format with the token: ours and the default process metrics', async () => {
    const res = await s.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const declared = declaredMetrics(res.body);
    for (const name of [
      'casearena_http_requests_total',
      'casearena_http_request_duration_seconds',
      'casearena_ws_connections',
      'casearena_battles',
      'casearena_beacon_lag_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ])
      expect(declared.has(name), name).toBe(true);
    const samples = parseScrape(res.body);
    // The local beacon (20 ms rounds here) answers: fresh, a fraction of a second behind.
    expect(value(samples, 'casearena_beacon_fresh')).toBe(1);
    expect(value(samples, 'casearena_beacon_lag_seconds')).toBeLessThan(5);
    expect(value(samples, 'casearena_db_up')).toBe(1);
  });

  it('labels requests by route pattern: many battle ids are one series, never the ids', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `battle-${i}-${Math.random().toString(36).slice(2)}`);
    for (const id of ids) {
      await s.app.inject({ url: `/api/v1/battle/detail?battleID=${id}` });
      await s.app.inject({ url: `/api/v1/battle/${id}` });
      await s.app.inject({ url: `/api/v1/art/v1/item/${id}.svg` });
    }
    const { text, samples } = await scrape(s.app);
    for (const id of ids) expect(text).not.toContain(id);
    const routes = new Set(
      samples.filter((x) => x.name === 'casearena_http_requests_total').map((x) => x.labels.route),
    );
    expect(routes).toContain('/api/v1/battle/detail');
    expect(routes).toContain('/api/v1/art/:version/item/:file');
    expect(routes).toContain('unmatched');
    expect([...routes].filter((r) => r.includes('battle-'))).toEqual([]);
    const detailSeries = samples.filter(
      (x) => x.name === 'casearena_http_requests_total' && x.labels.route === '/api/v1/battle/detail',
    );
    // One series per status the route answered (here: the unknown ids' 404), all 40 requests in it.
    expect(detailSeries.length).toBeLessThanOrEqual(2);
    expect(detailSeries.reduce((n, x) => n + x.value, 0)).toBeGreaterThanOrEqual(ids.length);
    const buckets = samples.filter(
      (x) =>
        x.name === 'casearena_http_request_duration_seconds_count' &&
        x.labels.route === '/api/v1/art/:version/item/:file',
    );
    expect(buckets).toHaveLength(1);
    expect(buckets[0].value).toBe(ids.length);
  });
});

describe('GET /metrics with METRICS_PORT', () => {
  it('is served on its own port only, and the public port answers 404', async () => {
    const port = await freePort();
    const h = await makeApp(sqlite, { metrics: { port } });
    try {
      const pub = await h.app.inject({ url: '/metrics' });
      expect(pub.statusCode).toBe(404);
      const own = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(own.status).toBe(200);
      expect(await own.text()).toContain('# TYPE casearena_http_requests_total counter');
      const other = await fetch(`http://127.0.0.1:${port}/api/v1/health/live`);
      expect(other.status).toBe(404);
      const post = await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' });
      expect(post.status).toBe(404);
    } finally {
      await h.close();
    }
    // Closed with the app: nothing answers on the port any more.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it('with METRICS_TOKEN too, wants the token on its own port and is 404 on the public one', async () => {
    const port = await freePort();
    const h = await makeApp(sqlite, { metrics: { port, token: TOKEN } });
    try {
      expect((await h.app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
      const without = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(without.status).toBe(401);
      expect(await without.json()).toMatchObject({ error: { code: 'unauthorized' } });
      const withToken = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: bearer(TOKEN) });
      expect(withToken.status).toBe(200);
    } finally {
      await h.close();
    }
  });
});

describe.each(testDatabases)('metrics while a battle plays on $name', (kind) => {
  const h = appForSuite(async () => {
    const built = await makeApp(kind, { battleTimeScale: FAST, metrics: { token: TOKEN } });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    return built;
  });

  it('moves battles by state, openings, ledger volume and websocket deliveries between two scrapes', async () => {
    const port = (h.app.server.address() as { port: number }).port;
    const spectator = await openSocket(`ws://127.0.0.1:${port}/ws`);
    spectator.send(MsgType.subscribe, { channels: ['battle:*'] }, 1);
    await spectator.next(MsgType.subscribe);

    const before = (await scrape(h.app)).samples;
    let battleId = '';
    const b = await fullBattle(h.app, h.db, 2, async (id) => {
      battleId = id;
      // Created, not filled: one more battle waiting, site-wide (read from the database).
      const waiting = (await scrape(h.app)).samples;
      expect(value(waiting, 'casearena_battles', { state: 'waiting' })).toBe(
        value(before, 'casearena_battles', { state: 'waiting' }) + 1,
      );
    });
    expect(b.id).toBe(battleId);
    await waitFinished(h.app, b.id);
    // Events are counted after commit; the settlement's reach the bus right after the detail says finished.
    // Frames the spectator had before a scrape were all delivered before it (later ones may still be arriving).
    let framesBefore = 0;
    const after = await waitFor(async () => {
      framesBefore = spectator.frames.length;
      const s = (await scrape(h.app)).samples;
      return value(s, 'casearena_battles_finished_total', { outcome: 'settled' }) >
        value(before, 'casearena_battles_finished_total', { outcome: 'settled' })
        ? s
        : null;
    });
    const moved = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);

    expect(value(after, 'casearena_battles', { state: 'waiting' })).toBe(
      value(before, 'casearena_battles', { state: 'waiting' }),
    );
    expect(moved('casearena_battles_created_total')).toBe(1);
    // 3 seats x 2 rounds.
    expect(moved('casearena_case_openings_total', { source: 'battle' })).toBe(6);
    expect(moved('casearena_battle_rounds_total')).toBe(2);
    // Every seat paid its way in: the creator's at creation, the joiner's, and the bot's (funded by the house first).
    expect(moved('casearena_ledger_volume_total', { kind: 'battle_join', currency: 'coin' })).toBe(
      b.cost * 3,
    );
    expect(moved('casearena_ledger_transfers_total', { kind: 'battle_join', currency: 'coin' })).toBe(3);
    expect(moved('casearena_ledger_volume_total', { kind: 'battle_bot_fund', currency: 'coin' })).toBe(
      b.cost,
    );
    expect(moved('casearena_ws_deliveries_total')).toBeGreaterThanOrEqual(framesBefore - 2);
    expect(moved('casearena_ws_deliveries_total')).toBeGreaterThan(0);
    expect(value(after, 'casearena_ws_connections')).toBe(1);
    expect(moved('casearena_http_requests_total', { route: '/api/v1/battle/join', status: '200' })).toBe(1);
    if (kind.name === 'postgres')
      expect(value(after, 'casearena_db_pool_connections', { state: 'max' })).toBe(10);
    spectator.ws.close();
  });

  it('counts a single case opening and its ledger volume', async () => {
    const before = (await scrape(h.app)).samples;
    const [c] = await (await import('./battle-helpers')).cheapCases(h.db, 1);
    const u = await (await import('./battle-helpers')).player(h.db, c.price);
    const opened = await post(h.app, '/case/open', { caseID: c.id }, u.auth);
    expect(opened.status).toBe(200);
    const after = (await scrape(h.app)).samples;
    expect(
      value(after, 'casearena_case_openings_total', { source: 'case' }) -
        value(before, 'casearena_case_openings_total', { source: 'case' }),
    ).toBe(1);
    expect(
      value(after, 'casearena_ledger_volume_total', { kind: 'case_open', currency: 'coin' }) -
        value(before, 'casearena_ledger_volume_total', { kind: 'case_open', currency: 'coin' }),
    ).toBe(c.price);
  });
});
