/** A fake Steam OpenID provider on loopback for the sign-in tests: signs assertions and answers check_authentication. */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { OPENID_NS, positiveAssertion } from '../../server/services/auth/openid';
import { limits } from './accounts-helpers';
import { makeApp, type TestDatabase } from './helpers';

/** A running fake provider. */
export interface FakeProvider {
  endpoint: string;
  /** check_authentication requests received so far. */
  checks: URLSearchParams[];
  /** Builds a signed positive assertion for `returnTo`; `over` replaces fields before signing. */
  assertion(returnTo: string, steamId: string, over?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const key = randomBytes(32);
const sign = (p: Record<string, string>) =>
  createHmac('sha256', key)
    .update(
      p.signed
        .split(',')
        .map((k) => `${k}:${p[k] ?? ''}\n`)
        .join(''),
    )
    .digest('base64');

/** Starts the provider on 127.0.0.1 with a random port. */
export async function startFakeProvider(): Promise<FakeProvider> {
  const checks: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      checks.push(form);
      const p: Record<string, string> = {};
      for (const [k, v] of form) if (k.startsWith('openid.')) p[k.slice(7)] = v;
      const valid =
        req.method === 'POST' && p.mode === 'check_authentication' && !!p.signed && sign(p) === p.sig;
      res.setHeader('content-type', 'text/plain');
      res.end(`ns:${OPENID_NS}\nis_valid:${valid ? 'true' : 'false'}\n`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openid/login`;
  return {
    endpoint,
    checks,
    assertion(returnTo, steamId, over = {}) {
      const nonce = `${new Date().toISOString().slice(0, 19)}Z${randomBytes(5).toString('hex')}`;
      const p = {
        ...positiveAssertion({ steamId, returnTo, endpoint, nonce, assocHandle: '1234567890' }),
        ...over,
      };
      p.sig = over.sig ?? sign(p);
      return p;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The sign-in state cookie each app handed out most recently: the "browser" these helpers act as. */
const jars = new WeakMap<FastifyInstance, string>();

/** The `name=value` part of every Set-Cookie of a response. */
export function cookiesOf(headers: Record<string, unknown>): string[] {
  const raw = headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [String(raw)];
  return list.map((c: string) => c.split(';')[0]);
}

/** Starts a sign-in and returns the return_to the app handed to the provider (the state cookie is kept). */
export async function startLogin(app: FastifyInstance, clientRedirectTo = '/battles'): Promise<string> {
  const held = jars.get(app);
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent(clientRedirectTo)}`,
    headers: held ? { cookie: held } : {},
  });
  if (res.statusCode !== 302) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  const cookie = cookiesOf(res.headers).find((c) => c.includes('ca-signin='));
  if (cookie) jars.set(app, cookie);
  const returnTo = new URL(String(res.headers.location)).searchParams.get('openid.return_to');
  if (!returnTo) throw new Error('no return_to');
  return returnTo;
}

/**
 * Sends the browser back to the callback with these params; returns the client URL it is redirected to.
 * The browser carries the state cookie of the last startLogin unless `cookie` says otherwise ('' for none).
 */
export async function callback(
  app: FastifyInstance,
  returnTo: string,
  params: Record<string, string>,
  cookie = jars.get(app) ?? '',
): Promise<URL> {
  const url = new URL(returnTo);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(`openid.${k}`, v);
  const res = await app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return new URL(String(res.headers.location));
}

/** An app signing in at a fake provider, as seen from inside the tests of a describe block. */
export interface FakeProviderApp {
  readonly app: FastifyInstance;
  readonly db: Awaited<ReturnType<typeof makeApp>>['db'];
  readonly op: FakeProvider;
  /** How many users the app's database holds. */
  userCount(): Promise<number>;
}

/**
 * Starts a fake provider and an app signing in at it (PUBLIC_URL set, generous rate limits) before the calling
 * describe block's tests, and stops both after them. Read the fields inside tests, not at describe time.
 */
export function useFakeProviderApp(kind: TestDatabase): FakeProviderApp {
  let h: Awaited<ReturnType<typeof makeApp>> | undefined;
  let op: FakeProvider | undefined;
  beforeAll(async () => {
    op = await startFakeProvider();
    // PUBLIC_URL set: sign-in runs on http://localhost:3000 whatever address a request names.
    h = await makeApp(kind, {
      steamOpenIdEndpoint: op.endpoint,
      rateLimits: limits(1000),
      publicUrlSet: true,
    });
  });
  afterAll(async () => {
    await h?.close();
    await op?.close();
  });
  const started = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('useFakeProviderApp: read inside a test, after beforeAll');
    return v;
  };
  return {
    get app() {
      return started(h).app;
    },
    get db() {
      return started(h).db;
    },
    get op() {
      return started(op);
    },
    async userCount() {
      const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(
        started(h).db.kysely,
      );
      return Number(rows[0].n);
    },
  };
}
