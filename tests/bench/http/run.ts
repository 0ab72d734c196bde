/**
 * HTTP benchmark (issue 14): autocannon against the built server's hot read routes, each as a ratio to a bare
 * Fastify route measured in the same run, with p50/p99 latency. The server is the production bundle
 * (`npm run build` first) on SQLite, or on PostgreSQL with `--pg`; 500 public battles are created through the API first.
 *
 *   npx tsx tests/bench/http/run.ts [--connections=50,100] [--seconds=10] [--battles=500] [--pg] [--cpu-prof=DIR] [--entry=dist/server/main.mjs] [--port=N]
 *
 * `--port=N` puts the server on port N and the bare route on N+1 (default: free ports).
 * `--cpu-prof=DIR` runs the server under `node --cpu-prof` and writes its profile into DIR when it stops.
 *
 * Rate limits are raised for the run (the bench measures the routes, not the limiter). Run on a quiet machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { api, signIn, topUp, type E2eUser } from '../../e2e/battle-helpers';
import { pgBenchSchema, spawnServer } from '../built-server';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const connections = arg('connections', '50,100').split(',').map(Number);
const seconds = Number(arg('seconds', '10'));
const battles = Number(arg('battles', '500'));
const usePg = process.argv.includes('--pg');
const profDir = arg('cpu-prof', '');
const basePort = Number(arg('port', '0'));
const root = path.resolve(import.meta.dirname, '../../..');
// Another build of the server (e.g. a copy of dist/ from before a change) to compare in the same conditions.
const entry = path.resolve(arg('entry', path.join(root, 'dist/server/main.mjs')));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startBare(): Promise<{ base: string; child: ChildProcess }> {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [String(basePort && basePort + 1)], {
    stdio: 'inherit',
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (m: { port: number }) => resolve(m.port)),
  );
  return { base: `http://127.0.0.1:${port}`, child };
}

/** Creates `n` public battles (10 per player) of the cheapest case, waiting for nobody. */
async function seedBattles(base: string, n: number): Promise<void> {
  const cases = await api<{ list: { id: string; price: number }[] }>(base, '/case/list', null);
  const cheapest = [...cases.list].sort((a, b) => a.price - b.price)[0];
  const players: E2eUser[] = [];
  for (let i = 0; i < Math.ceil(n / 10); i++) {
    const u = await signIn(base, `Bench${i}`);
    await topUp(base, u, Math.max(cheapest.price * 10 + 100, 10_000));
    players.push(u);
  }
  const create = (u: E2eUser) =>
    api(base, '/battle/create', u, {
      type: 'single',
      players: 2,
      mode: 'default',
      isPublic: true,
      cases: [{ caseID: cheapest.id, quantity: 1 }],
    });
  for (let i = 0; i < n; i += 20) {
    await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, (_, k) => create(players[Math.floor((i + k) / 10)])),
    );
  }
}

interface Figure {
  route: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(url: string, route: string, conns: number): Promise<Figure> {
  const r = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    headers: { accept: 'application/json' },
  });
  return {
    route,
    connections: conns,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx + r.errors,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
  const db = usePg ? await pgBenchSchema('bench') : null;
  const prof = profDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profDir)}`] : [];
  const server = await spawnServer(
    entry,
    {
      NODE_ENV: 'development',
      BOTS: '0',
      LOG_LEVEL: 'warn',
      SQLITE_PATH: path.join(dir, 'bench.sqlite'),
      ...(db ? { DATABASE_URL: db.url } : {}),
      RATE_LIMIT_READ_PER_MIN: '1000000',
      RATE_LIMIT_AUTH_PER_MIN: '100000',
      RATE_LIMIT_PAY_PER_MIN: '100000',
      // Each bench player keeps 10 battles waiting.
      BATTLE_WAITING_CAP: '10',
    },
    prof,
    basePort || undefined,
  );
  const bare = await startBare();
  try {
    await seedBattles(server.base, battles);
    const listed = await api<{ list: { id: string; cases: { case: { id?: string } }[] }[] }>(
      server.base,
      '/battle/list',
      null,
    );
    const body = await (await fetch(`${server.base}/api/v1/battle/list`)).text();
    console.log(
      `${battles} battles created; /battle/list answers ${listed.list.length} (${Buffer.byteLength(body)} bytes); ${usePg ? 'PostgreSQL' : 'SQLite'}`,
    );
    // The bare process answers the same body at /copy: what sending that many bytes costs with no work at all.
    await new Promise((resolve) => {
      bare.child.once('message', resolve);
      bare.child.send({ copy: body });
    });
    // /meta/site answers a fixed object: what the server's plugin stack alone costs (no database, no shaping).
    // The last three are shaped per request and serialised through their response schemas (fast-json-stringify).
    const [one] = listed.list;
    const routes = [
      '/api/v1/meta/site',
      '/api/v1/battle/list',
      '/api/v1/case/list',
      '/api/v1/meta/stat',
      `/api/v1/battle/detail?battleID=${one.id}`,
      `/api/v1/case/detail?caseID=${one.cases[0].case.id}`,
      '/api/v1/loot/feed',
    ];
    const rows: Figure[] = [];
    for (const conns of connections) {
      const yard = await measure(`${bare.base}/bare`, 'bare Fastify route', conns);
      rows.push(yard);
      rows.push(await measure(`${bare.base}/copy`, 'bare route, the /battle/list body', conns));
      for (const r of routes) rows.push(await measure(`${server.base}${r}`, r, conns));
    }
    console.log('\n| route | connections | req/s | share of bare | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const conns of connections) {
      const yard = rows.find((r) => r.connections === conns && r.route === 'bare Fastify route')!;
      for (const r of rows.filter((x) => x.connections === conns))
        console.log(
          `| ${r.route} | ${conns} | ${Math.round(r.rps)} | ${(r.rps / yard.rps).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`,
        );
    }
  } finally {
    server.child.kill('SIGTERM');
    bare.child.kill('SIGTERM');
    await sleep(500);
    await db?.drop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
