/**
 * deploy/compose.yaml as plain processes: the test reads the compose file, derives its topology (three identical
 * app services on PostgreSQL and Redis with TRUST_PROXY=1, Caddy in front of them), starts three built servers with
 * that environment (adapted to a fresh schema, the shared Redis under a fresh prefix, and the demo providers, since
 * a test reaches neither Steam nor drand), all at once on the empty schema as compose starts them, and the real
 * Caddy with the same deploy/Caddyfile on test ports with `tls internal`. Then a battle is played through Caddy over
 * https: sign-in with the local provider, a sandbox top-up, create, a bot seated, watched over a websocket through
 * the proxy until it settles.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MsgType } from '../../src/protocol/message-types';
import { openSocket, type TestSocket } from '../integration/ws-test-client';
import { Cluster, clusterAvailable, freePort, waitFor, type ClusterProcess } from './harness';

const root = path.resolve(import.meta.dirname, '../..');
const deployDir = path.join(root, 'deploy');
const caddyBin = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const caddyAvailable = fs.existsSync(caddyBin);
if (clusterAvailable && !caddyAvailable)
  console.warn(
    `[cluster] ${caddyBin} is missing (apt-get install -y caddy): the deploy topology test is SKIPPED.`,
  );

interface Service {
  image?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** deploy/compose.yaml with its `<<: *app` merge keys applied, as docker compose reads it. */
function readCompose(): Compose {
  return parse(fs.readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }) as Compose;
}

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?message}` filled from `vars` (a missing required one throws). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op?: string, arg?: string) => {
      if (vars[name] !== undefined && vars[name] !== '') return vars[name];
      if (op === '-') return arg ?? '';
      if (op === '?') throw new Error(`compose.yaml needs ${name}: ${arg}`);
      return '';
    },
  );
}

/** The site's secrets and names, as an operator's deploy/.env would hold them. */
const dotEnv: Record<string, string> = {
  CASEARENA_DOMAIN: 'localhost',
  AUTH_SECRET: 'topology-test-secret-0123456789abcdef0123456789',
  POSTGRES_PASSWORD: 'topology-test-password',
  METRICS_TOKEN: 'topology-test-metrics-token-0123456789',
  OPERATOR_NAME: 'Topology Test Ltd',
  OPERATOR_ADDRESS: '1 Test Street, Testville',
  SUPPORT_EMAIL: 'support@casearena.example',
  ACME_EMAIL: 'ops@casearena.example',
  GRAFANA_ADMIN_PASSWORD: 'topology-test-grafana',
};

/** The app services: every service built from the casearena image. */
function appServices(compose: Compose): [string, Record<string, string>][] {
  return Object.entries(compose.services)
    .filter(([, s]) => s.image?.startsWith('casearena:'))
    .map(([name, s]) => [
      name,
      Object.fromEntries(
        Object.entries(s.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotEnv)]),
      ),
    ]);
}

/**
 * What the test changes in an app's production environment, and why: the database, Redis, prefix and listen
 * address are the harness's (a fresh schema and prefix); the real providers (Steam, drand) and the https PUBLIC_URL
 * that refuses the demo ones give way to the demo providers a test can sign in and pay with.
 */
const ADAPTED = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX', 'PORT', 'HOST'];
const REAL_PROVIDERS = ['NODE_ENV', 'PUBLIC_URL', 'STEAM_OPENID_ENDPOINT', 'STEAM_API_KEY', 'BEACON'];

/** A Caddy process on the deploy Caddyfile. */
interface Caddy {
  proc: ChildProcess;
  httpsPort: number;
  httpPort: number;
  metricsPort: number;
  ca: Buffer;
  output(): string;
}

async function startCaddy(env: Record<string, string>, dataDir: string): Promise<Caddy> {
  const [httpsPort, httpPort, adminPort, metricsPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  let out = '';
  const proc = spawn(
    caddyBin,
    ['run', '--config', path.join(deployDir, 'Caddyfile'), '--adapter', 'caddyfile'],
    {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        // Caddy's certificates and state stay in the test's own directory.
        HOME: dataDir,
        XDG_DATA_HOME: path.join(dataDir, 'data'),
        XDG_CONFIG_HOME: path.join(dataDir, 'config'),
        ...env,
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_ADMIN: `127.0.0.1:${adminPort}`,
        CADDY_METRICS_ADDRESS: `http://127.0.0.1:${metricsPort}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const rootCrt = path.join(dataDir, 'data/caddy/pki/authorities/local/root.crt');
  await waitFor(
    "Caddy's internal CA",
    () => {
      if (proc.exitCode !== null) throw new Error(`caddy exited with ${proc.exitCode}:\n${out}`);
      return fs.existsSync(rootCrt);
    },
    30_000,
  );
  return { proc, httpsPort, httpPort, metricsPort, ca: fs.readFileSync(rootCrt), output: () => out };
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

describe.skipIf(!clusterAvailable || !caddyAvailable)(
  'deploy/compose.yaml topology as plain processes',
  () => {
    const compose = readCompose();
    const apps = appServices(compose);
    let cluster: Cluster;
    let caddy: Caddy;
    let dataDir = '';
    const byService = new Map<string, ClusterProcess>();
    /** Whether the build answers the image's readiness path (metrics29's /api/v1/health/ready). */
    let readyServed = false;
    const sockets: TestSocket[] = [];
    const site = () => `localhost:${caddy.httpsPort}`;

    /** One https request through Caddy, verified against Caddy's CA, from `from` (a loopback address). */
    function request(
      method: string,
      url: string,
      opts: { headers?: Record<string, string>; body?: string; from?: string } = {},
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        const req = https.request(
          {
            method,
            host: '127.0.0.1',
            port: caddy.httpsPort,
            path: url,
            servername: 'localhost',
            ca: caddy.ca,
            localAddress: opts.from,
            headers: { host: site(), ...(opts.headers ?? {}) },
            agent: false,
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => (text += c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                text,
                json: <T>() => JSON.parse(text) as T,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(opts.body);
      });
    }

    async function api<T = Record<string, unknown>>(
      urlPath: string,
      auth: Record<string, string> | null,
      body?: unknown,
    ): Promise<T> {
      const res = await request(body === undefined ? 'GET' : 'POST', `/api/v1${urlPath}`, {
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(auth ?? {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${res.text.slice(0, 300)}`);
      return res.json<{ data: T }>().data;
    }

    /** A new player signs in as a browser would, every step through Caddy (so each may reach another process). */
    async function signIn(nickname: string): Promise<Record<string, string>> {
      const form = (fields: Record<string, string>) => ({
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
      const login = await request(
        'GET',
        `/api/v1/auth/steam/login?clientRedirectTo=${encodeURIComponent('/battles')}`,
      );
      expect(login.status).toBe(302);
      const picker = new URL(String(login.headers.location), `https://${site()}`);
      // The app saw https and the site's host through the proxy (X-Forwarded-Proto, Host).
      expect(picker.origin).toBe(`https://${site()}`);
      const returnTo = picker.searchParams.get('openid.return_to') ?? '';
      expect(returnTo.startsWith(`https://${site()}/`)).toBe(true);
      const approved = await request(
        'POST',
        '/api/v1/auth/local-provider/approve',
        form({ return_to: returnTo, nickname }),
      );
      expect(approved.status).toBe(302);
      const back = new URL(String(approved.headers.location));
      const cookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
      // On https the sign-in cookies are __Host- and Secure.
      expect(cookies.some((c) => c.startsWith('__Host-') && /;\s*secure/i.test(c))).toBe(true);
      const done = await request('GET', `${back.pathname}${back.search}`, {
        headers: { cookie: cookies.map((c) => c.split(';')[0]).join('; ') },
      });
      const token = new URL(String(done.headers.location), `https://${site()}`).searchParams.get('token');
      if (!token) throw new Error(`sign-in failed: ${done.status} ${String(done.headers.location)}`);
      return { authorization: `Bearer ${token}` };
    }

    async function topUp(auth: Record<string, string>, cents: number): Promise<void> {
      const order = await api<{ tradeNo: string }>('/pay/order', auth, { amount: cents, method: 'card' });
      const res = await request('POST', `/api/v1/pay/sandbox/confirm/${order.tradeNo}`, {
        headers: { accept: 'application/json' },
      });
      expect(res.status).toBe(200);
    }

    function wsThroughCaddy(): Promise<TestSocket> {
      return openSocket(
        `wss://127.0.0.1:${caddy.httpsPort}/ws`,
        { origin: `https://${site()}`, host: site() },
        { ca: caddy.ca, servername: 'localhost' },
      );
    }

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-caddy-'));
      cluster = new Cluster({
        env: {
          // Battles 20x faster, a short read limit to see whose address each request counts against.
          BATTLE_TIME_SCALE: '0.05',
          RATE_LIMIT_READ_PER_MIN: '8',
        },
      });
      await cluster.init();
      // Compose starts the three apps together (each depends only on PostgreSQL and Redis): on the empty schema they
      // all migrate at once, and the migration lock must let exactly one of them do it.
      await Promise.all(
        apps.map(async ([name, env]) => {
          const own = { ...env };
          for (const k of [...ADAPTED, ...REAL_PROVIDERS]) delete own[k];
          byService.set(name, await cluster.start(name, { ...own, LOG_LEVEL: 'warn' }));
        }),
      );
      // Caddy's upstreams: the compose service names, mapped to the test processes' ports.
      const caddyEnv = Object.fromEntries(
        Object.entries(compose.services.caddy.environment ?? {}).map(([k, v]) => [
          k,
          interpolate(String(v), dotEnv),
        ]),
      );
      const upstreams = caddyEnv.CASEARENA_UPSTREAMS.split(/\s+/).map((u) => {
        const [host, port] = u.split(':');
        const p = byService.get(host);
        if (!p) throw new Error(`Caddy's upstream ${u} is no app service`);
        expect(port).toBe(apps.find(([n]) => n === host)![1].PORT);
        return `127.0.0.1:${p.port}`;
      });
      // The image's HEALTHCHECK polls the readiness path (metrics29); Caddy polls /api/v1/meta/health.
      const first = [...byService.values()][0];
      readyServed = (await fetch(`${first.url}/api/v1/health/ready`)).ok;
      caddy = await startCaddy(
        {
          ...caddyEnv,
          CASEARENA_SITE: 'localhost',
          CASEARENA_TLS: 'internal',
          CASEARENA_UPSTREAMS: upstreams.join(' '),
        },
        dataDir,
      );
      await waitFor(
        'the site to answer through Caddy',
        async () => (await request('GET', '/api/v1/meta/health').catch(() => null))?.status === 200,
        30_000,
      );
    }, 150_000);

    afterAll(async () => {
      for (const s of sockets) s.ws.terminate();
      if (caddy && caddy.proc.exitCode === null) {
        const exited = new Promise((r) => caddy.proc.once('exit', r));
        caddy.proc.kill('SIGTERM');
        await exited;
      }
      await cluster?.stop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('the compose file runs three identical app processes on PostgreSQL and Redis behind one trusted proxy', () => {
      expect(apps.map(([n]) => n)).toEqual(['app1', 'app2', 'app3']);
      const [, env1] = apps[0];
      for (const [, env] of apps) expect(env).toEqual(env1);
      expect(env1).toMatchObject({
        NODE_ENV: 'production',
        TRUST_PROXY: '1',
        PUBLIC_URL: 'https://localhost',
        AUTH_SECRET: dotEnv.AUTH_SECRET,
        BEACON: 'drand',
        METRICS_TOKEN: dotEnv.METRICS_TOKEN,
      });
      expect(env1.DATABASE_URL).toMatch(/^postgres:\/\/casearena:topology-test-password@postgres:5432\//);
      expect(env1.REDIS_URL).toMatch(/^redis:\/\/redis:6379\//);
      // Nothing that turns a demo provider on ships in production.
      for (const k of ['DEMO', 'LOCAL_AUTH', 'PAYMENT_SANDBOX', 'TRADE_SANDBOX'])
        expect(env1[k]).toBeUndefined();
      // PostgreSQL and Redis keep their data on volumes.
      expect(compose.services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
      expect(compose.services.redis.volumes).toContain('redis-data:/data');
    });

    it("the production environment itself passes the server's own start checks", async () => {
      const { loadConfig } = await import('../../server/config');
      const config = loadConfig(apps[0][1]);
      expect(config.production).toBe(true);
      expect(config.localAuth || config.paymentSandbox || config.trades.sandbox).toBe(false);
      expect(config.beacon.kind).toBe('drand');
      // A production start refuses a missing secret: compose marks each one required (`${VAR:?...}`).
      const { AUTH_SECRET: _omitted, ...withoutSecret } = apps[0][1];
      expect(() => loadConfig(withoutSecret)).toThrow(/AUTH_SECRET/);
    });

    it('three processes starting at once on an empty database run every migration exactly once', async () => {
      const rows = await cluster.db.kysely
        .selectFrom('kysely_migration' as never)
        .select(['name' as never])
        .execute();
      const names = rows.map((r) => (r as { name: string }).name);
      expect(names.length).toBeGreaterThan(20);
      expect(new Set(names).size).toBe(names.length);
      for (const p of byService.values()) expect(p.proc.exitCode).toBeNull();
    });

    it('plays a battle through Caddy: sign in, top up, create, seat a bot, watch it settle over a websocket', async () => {
      const me = await signIn('Deployer');
      await topUp(me, 50_000);
      const lobby = await wsThroughCaddy();
      sockets.push(lobby);
      lobby.send(MsgType.subscribe, { channels: ['battle:*'] }, 1);
      await lobby.next(MsgType.subscribe, 10_000);

      const cases = await api<{ list: { id: string; price: number }[] }>('/case/list', null);
      const cheapest = [...cases.list].sort((a, b) => a.price - b.price)[0];
      const battle = await api<{ id: string }>('/battle/create', me, {
        cases: [{ caseID: cheapest.id, quantity: 1 }],
        type: 'single',
        players: 2,
      });
      const announced = await lobby.next(MsgType.battleCreated, 10_000);
      expect((announced.payload as { battle: { id: string } }).battle.id).toBe(battle.id);

      const watcher = await wsThroughCaddy();
      sockets.push(watcher);
      watcher.send(MsgType.subscribe, { channels: [`battle:${battle.id}`] }, 2);
      await watcher.next(MsgType.subscribe, 10_000);
      await api('/battle/bot', me, { battleID: battle.id, slot: 2 });

      const finished = await watcher.next(MsgType.finished, 20_000);
      expect(finished.payload).toMatchObject({ battleID: battle.id });
      const detail = await api<{ battle: { status: string } }>(`/battle/detail?battleID=${battle.id}`, null);
      expect(detail.battle.status).toBe('finished');
    });

    it('requests land on more than one app process (websockets spread round robin)', async () => {
      const opened = await Promise.all([wsThroughCaddy(), wsThroughCaddy(), wsThroughCaddy()]);
      sockets.push(...opened);
      const counts = await Promise.all(
        [...byService.values()].map(async (p) => {
          const h = (await (await fetch(`${p.url}/api/v1/meta/health`)).json()) as {
            data: { sockets: number };
          };
          return h.data.sockets;
        }),
      );
      expect(counts.reduce((a, b) => a + b, 0)).toBe(sockets.length);
      expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
    });

    it('the app counts the address Caddy saw (TRUST_PROXY=1), never one a client wrote in X-Forwarded-For', async () => {
      const read = (from: string, forwardedFor?: string) =>
        request('GET', '/api/v1/meta/stat', {
          from,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      // Eight reads a minute per address (RATE_LIMIT_READ_PER_MIN): a client at 127.0.0.2 inventing a new
      // X-Forwarded-For for each request still spends its own count, on whichever process Caddy picks.
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) codes.push((await read('127.0.0.2', `203.0.113.${i}`)).status);
      expect(codes.slice(0, 8)).toEqual(Array(8).fill(200));
      expect(codes[8]).toBe(429);
      // Another client (127.0.0.3) has a count of its own: the apps do not lump everyone under Caddy's address.
      expect((await read('127.0.0.3')).status).toBe(200);
    });

    it("the image's HEALTHCHECK command follows the process's readiness", async () => {
      const line = fs
        .readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8')
        .replace(/\\\n/g, ' ')
        .split('\n')
        .find((l) => l.startsWith('HEALTHCHECK'))!;
      const [cmd, ...args] = JSON.parse(line.slice(line.indexOf('CMD') + 3)) as string[];
      expect(cmd).toBe('node');
      const check = (port: number) =>
        new Promise<number>((resolve) =>
          execFile(process.execPath, args, { env: { ...process.env, PORT: String(port) } }, (err) =>
            resolve(err ? Number((err as { code?: number }).code ?? 1) : 0),
          ),
        );
      const app = [...byService.values()][0];
      // Healthy exactly when the process answers its readiness path (a build without it is not ready).
      expect(await check(app.port)).toBe(readyServed ? 0 : 1);
      // Nothing listening: unhealthy.
      expect(await check(await freePort())).toBe(1);
    });

    it('http is redirected to https, and /metrics is not public through the proxy', async () => {
      const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            { host: '127.0.0.1', port: caddy.httpPort, path: '/battles', headers: { host: 'localhost' } },
            resolve,
          )
          .on('error', reject),
      );
      plain.resume();
      expect(plain.statusCode).toBe(308);
      expect(plain.headers.location).toMatch(/^https:\/\/localhost(:\d+)?\/battles$/);
      const metrics = await request('GET', '/metrics', {
        headers: { authorization: `Bearer ${dotEnv.METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(404);
    });

    it('every metric the alert rules page on exists in a real scrape', async () => {
      const rules = parse(fs.readFileSync(path.join(deployDir, 'prometheus/alerts.yml'), 'utf8')) as {
        groups: { rules: { alert: string; expr: string }[] }[];
      };
      const exprs = rules.groups.flatMap((g) => g.rules.map((r) => r.expr));
      // Metric names: the words left once label matchers and `by (...)` groupings are gone, other than functions
      // (a word before `(`) and `up`, which Prometheus writes for every target itself.
      const names = new Set(
        exprs.flatMap((e) =>
          [
            ...e
              .replace(/\{[^}]*\}/g, ' ')
              .replace(/\bby\s*\([^)]*\)/g, ' ')
              .matchAll(/\b([a-z_][a-z0-9_]*)\b(?!\s*\()/g),
          ].map((m) => m[1]),
        ),
      );
      const metrics = [...names].filter((n) => n !== 'up');
      const caddyMetrics = metrics.filter((n) => n.startsWith('caddy_'));
      expect(caddyMetrics.length).toBeGreaterThan(0);
      const caddyScrape = await (await fetch(`http://127.0.0.1:${caddy.metricsPort}/metrics`)).text();
      for (const m of caddyMetrics) expect(caddyScrape, m).toMatch(new RegExp(`^${m}\\{`, 'm'));
      // The app's own metrics, from a process's /metrics (METRICS_TOKEN).
      const app = [...byService.values()][0];
      const appScrape = await fetch(`${app.url}/metrics`, {
        headers: { authorization: `Bearer ${dotEnv.METRICS_TOKEN}` },
      });
      expect(appScrape.status).toBe(200);
      const text = await appScrape.text();
      const appMetrics = metrics.filter((n) => !n.startsWith('caddy_'));
      expect(appMetrics).toContain('casearena_http_requests_total');
      for (const m of appMetrics) expect(text, m).toMatch(new RegExp(`^${m}(\\{| )`, 'm'));
    });

    // Last: it stops a process.
    it('a process that stops loses no request: Caddy sends them to the others', async () => {
      const gone = byService.get('app3')!;
      await gone.kill('SIGTERM');
      const codes: number[] = [];
      for (let i = 0; i < 9; i++) codes.push((await request('GET', '/api/v1/meta/health')).status);
      expect(codes).toEqual(Array(9).fill(200));
    });
  },
);
