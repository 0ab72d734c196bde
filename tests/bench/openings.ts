/**
 * Case-opening throughput benchmark (issue 14, "Hot rows"): N signed-in players each open the cheapest case in a
 * loop through the real HTTP API (POST /api/v1/case/open) of the built server for a fixed time; printed as
 * openings/s with 1 and with many concurrent players, on a SQLite file and on PostgreSQL (its own schema), with
 * the ratio many/1. Players are funded through the payment sandbox (the ledger), as the e2e tests do.
 *
 *   npm run build:server && npx tsx tests/bench/openings.ts [--seconds=8] [--players=1,50] [--runs=3] [--pg] [--no-sqlite]
 *     [--server=dist/server/main.mjs]   (another build's bundle, to compare two versions on the same machine)
 *
 * PostgreSQL runs with `--pg` or when TEST_DATABASE_URL is set (default postgres://postgres@127.0.0.1:5432/test).
 * Runs alternate 1 and N players so machine noise hits both; the medians are what to compare. Rate limits are
 * raised for the run only (the bench measures the opening, not the limiter).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { api, signIn, topUp, type E2eUser } from '../e2e/battle-helpers';
import { pgBenchSchema, spawnServer } from './built-server';
import { median } from './median';

const arg = (name: string, dflt: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? dflt;
const seconds = Number(arg('seconds', '8'));
const playerCounts = arg('players', '1,50').split(',').map(Number);
const runs = Number(arg('runs', '3'));
const pgBase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const usePg = process.argv.includes('--pg') || Boolean(process.env.TEST_DATABASE_URL);
const useSqlite = !process.argv.includes('--no-sqlite');
const root = path.resolve(import.meta.dirname, '../..');
const serverMain = path.resolve(root, arg('server', 'dist/server/main.mjs'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Samples pg_stat_activity every 100 ms while a run goes: how many of the server's connections are, on average, in
 * a transaction, and of those how many wait for a row lock held by another transaction (a hot row) and how many
 * wait for the server to send the next statement (the server, or the machine under it, is the limit).
 */
function sampleWaits(app: string): { stop(): Promise<string> } {
  const client = new pg.Client({ connectionString: pgBase });
  let samples = 0;
  let inTx = 0;
  let lock = 0;
  let fromServer = 0;
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const r = await client.query<{ state: string; wait: string | null }>(
        `select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity
          where application_name = $1 and state <> 'idle'`,
        [app],
      );
      samples++;
      inTx += r.rows.length;
      lock += r.rows.filter((x) => x.wait?.startsWith('Lock:')).length;
      fromServer += r.rows.filter((x) => x.wait === 'Client:ClientRead').length;
      await sleep(100);
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const avg = (n: number) => (samples ? n / samples : 0).toFixed(1);
      return `in tx ${avg(inTx)}: lock wait ${avg(lock)}, waiting for server ${avg(fromServer)}`;
    },
  };
}

interface Figure {
  players: number;
  perSec: number;
  p50: number;
  p99: number;
  failed: number;
  serverCpu: number;
  waits: string;
}

/** `players` players open one case each, back to back, for `ms`; counts what succeeded in that window. */
async function measure(
  base: string,
  server: ChildProcess,
  users: E2eUser[],
  caseID: string,
  players: number,
  ms: number,
  pgApp: string | null,
): Promise<Figure> {
  const latencies: number[] = [];
  let failed = 0;
  const sampler = pgApp ? sampleWaits(pgApp) : null;
  const cpu0 = cpuSeconds(server.pid!);
  const start = performance.now();
  const end = start + ms;
  await Promise.all(
    users.slice(0, players).map(async (u) => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(`${base}/api/v1/case/open`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...u.auth },
          body: JSON.stringify({ caseID, count: 1 }),
        });
        await res.arrayBuffer();
        if (!res.ok) {
          failed++;
          if (failed === 1) console.warn(`  an opening failed: ${res.status}`);
        } else if (performance.now() <= end) latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  const cpu = cpuSeconds(server.pid!) - cpu0;
  const waits = (await sampler?.stop()) ?? '';
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return {
    players,
    perSec: latencies.length / elapsed,
    p50: q(0.5),
    p99: q(0.99),
    failed,
    serverCpu: cpu / elapsed,
    waits,
  };
}

async function benchDatabase(label: 'SQLite' | 'PostgreSQL'): Promise<Map<number, number>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-open-'));
  const db = label === 'PostgreSQL' ? await pgBenchSchema('bench_open') : null;
  const server = await spawnServer(serverMain, {
    NODE_ENV: 'development',
    BOTS: '0',
    LOG_LEVEL: 'warn',
    SQLITE_PATH: path.join(dir, 'bench.sqlite'),
    ...(db ? { DATABASE_URL: db.url } : {}),
    RATE_LIMIT_OPEN_PER_MIN: '1000000',
    RATE_LIMIT_READ_PER_MIN: '1000000',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
    RATE_LIMIT_PAY_PER_MIN: '100000',
  });
  try {
    const cases = await api<{ list: { id: string; price: number; type?: string }[] }>(
      server.base,
      '/case/list',
      null,
    );
    const cheapest = [...cases.list].filter((c) => c.price > 0).sort((a, b) => a.price - b.price)[0];
    const most = Math.max(...playerCounts);
    const users: E2eUser[] = [];
    for (let i = 0; i < most; i++) {
      const u = await signIn(server.base, `Opener${i}`);
      // Enough for every opening a player could make in all runs (a generous 400 openings/s each).
      await topUp(server.base, u, cheapest.price * 400 * Math.ceil(seconds + 2) * runs * playerCounts.length);
      users.push(u);
    }
    // Warm up: the server's JIT, the database's caches, every player's seed pair.
    await measure(server.base, server.child, users, cheapest.id, most, 2000, null);
    const byPlayers = new Map<number, number[]>();
    for (let r = 0; r < runs; r++) {
      for (const n of playerCounts) {
        const f = await measure(
          server.base,
          server.child,
          users,
          cheapest.id,
          n,
          seconds * 1000,
          db?.schema ?? null,
        );
        byPlayers.set(n, [...(byPlayers.get(n) ?? []), f.perSec]);
        console.log(
          `${label.padEnd(10)} run ${r + 1}  ${String(n).padStart(3)} players  ${f.perSec.toFixed(1).padStart(7)} openings/s` +
            `  p50 ${f.p50.toFixed(1)} ms  p99 ${f.p99.toFixed(1)} ms  server CPU ${(f.serverCpu * 100).toFixed(0)}%` +
            `  failed ${f.failed}  load ${loadavg()[0].toFixed(2)}${f.waits ? `  (${f.waits})` : ''}`,
        );
      }
    }
    return new Map([...byPlayers].map(([n, xs]) => [n, median(xs)]));
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `case openings over HTTP (${path.relative(root, serverMain)}), ${seconds} s per run, ${runs} runs; load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results: [string, Map<number, number>][] = [];
  if (useSqlite) results.push(['SQLite', await benchDatabase('SQLite')]);
  if (usePg) results.push(['PostgreSQL', await benchDatabase('PostgreSQL')]);
  console.log('\nmedians (openings/s):');
  const [first, ...rest] = playerCounts;
  for (const [label, m] of results) {
    const ratios = rest.map((n) => `${n}/${first} = ${(m.get(n)! / m.get(first)!).toFixed(2)}x`).join('  ');
    const figures = playerCounts.map((n) => `${n} players ${m.get(n)!.toFixed(1)}`).join('  ');
    console.log(`${label.padEnd(10)}  ${figures}  ${ratios}`);
  }
  console.log(
    `load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
