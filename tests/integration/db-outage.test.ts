/**
 * A lost PostgreSQL connection is the infrastructure's failure, not the request's: the process logs it and goes on,
 * a request that cannot reach the database answers 503 `unavailable` with Retry-After (never a 500), and the pool
 * reconnects by itself. PostgreSQL only: SQLite has no connection to lose.
 */
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { waitFor } from '../net';
import { createPgSchema, type PgSchema } from '../pg-schema';
import { TcpProxy } from '../tcp-proxy';
import { createSignedInUser, testConfig } from './helpers';

const pgUrl = process.env.TEST_DATABASE_URL;

/** Ends the PostgreSQL sessions whose application_name is `name` (only the app's own: the server is shared). */
async function terminateBackends(name: string): Promise<number> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    const res = await admin.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return res.rows.length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!pgUrl)('PostgreSQL connection lost', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });

  /** The app on a fresh schema, reached at `url` (the schema's own, or through a proxy). */
  async function appOn(schema: PgSchema, url = schema.url) {
    const lost: Error[] = [];
    const db = openDatabase({ databaseUrl: url, sqlitePath: '', onConnectionError: (e) => lost.push(e) });
    const app = await buildApp({ config: testConfig(), db, logger: false });
    await app.ready();
    cleanups.push(async () => {
      await app.close();
      await db.destroy();
    });
    const user = await createSignedInUser(db);
    return { app, db, lost, user };
  }

  const me = (app: FastifyInstance, auth: { authorization: string }) =>
    app.inject({ method: 'GET', url: '/api/v1/user/me', headers: auth });

  it('terminated backends: the process goes on, the next request answers 200 or 503 with Retry-After', async () => {
    const schema = await createPgSchema(pgUrl!, 'out');
    cleanups.push(() => schema.drop());
    const { app, lost, user } = await appOn(schema);
    // Several idle connections in the pool, as after any busy moment.
    const warm = await Promise.all(Array.from({ length: 8 }, () => me(app, user.auth)));
    expect(warm.map((r) => r.statusCode)).toEqual(Array(8).fill(200));

    expect(await terminateBackends(schema.schema)).toBeGreaterThan(0);
    // The dropped connections report their error (which, unheard, would end the process).
    await waitFor('the pool to hear of the dropped connections', () => lost.length > 0, 5_000);

    const next = await me(app, user.auth);
    if (next.statusCode !== 200) {
      expect(next.statusCode).toBe(503);
      expect(next.json().error.code).toBe('unavailable');
      expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
    }
    await waitFor('the pool to reconnect', async () => (await me(app, user.auth)).statusCode === 200, 10_000);
    expect(lost.every((e) => e instanceof Error)).toBe(true);
  });

  it('an unreachable database: 503 unavailable with Retry-After, never a 500; served again once it is back', async () => {
    const schema = await createPgSchema(pgUrl!, 'out');
    cleanups.push(() => schema.drop());
    const target = new URL(schema.url);
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.cut());
    const via = new URL(schema.url);
    via.hostname = '127.0.0.1';
    via.port = String(proxy.port);
    const { app, user } = await appOn(schema, via.toString());
    expect((await me(app, user.auth)).statusCode).toBe(200);

    await proxy.cut();
    const reads = [
      { method: 'GET' as const, url: '/api/v1/user/me', headers: user.auth },
      { method: 'GET' as const, url: '/api/v1/loot/feed' },
      {
        method: 'POST' as const,
        url: '/api/v1/daily/open',
        headers: user.auth,
        payload: { caseID: 'daily-1' },
      },
    ];
    for (const req of reads) {
      const res = await app.inject(req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(503);
      expect(res.json().error, req.url).toMatchObject({ code: 'unavailable' });
      expect(Number(res.headers['retry-after']), req.url).toBeGreaterThan(0);
    }
    const health = await app.inject({ method: 'GET', url: '/api/v1/meta/health' });
    expect(health.statusCode).toBe(503);
    const ready = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().data).toMatchObject({ status: 'unready', failed: ['database'] });
    expect((await app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);

    await proxy.restore();
    await waitFor('the pool to reconnect', async () => (await me(app, user.auth)).statusCode === 200, 10_000);
  });
});
