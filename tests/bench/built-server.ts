/**
 * Starting the production bundle's server for benchmarks: any build on a free port (`spawnServer`), a PostgreSQL
 * schema of its own (`pgBenchSchema`), and the usual bench server (`startBuiltServer`: a throw-away SQLite file, no
 * bots, raised read limits).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../net';
import { createPgSchema, type PgSchema } from '../pg-schema';

const root = path.resolve(import.meta.dirname, '../..');

/** A running built server. */
export interface BuiltServer {
  base: string;
  close(): Promise<void>;
}

/** A spawned server process and its base URL. */
export interface SpawnedServer {
  base: string;
  child: ChildProcess;
}

/** Stops a server: SIGTERM, then SIGKILL after 5 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Starts the server bundle `entry` on `port` (default a free loopback port) with `env` over this process's
 * environment (and `nodeArgs`, e.g. --cpu-prof); resolves once /api/v1/meta/health answers.
 */
export async function spawnServer(
  entry: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
  port?: number,
): Promise<SpawnedServer> {
  port ??= await freePort();
  // An empty value unsets the variable (older builds refuse an empty DATABASE_URL). The benches sign in, top up and
  // play with the demo providers: DEMO=1 unless the caller says otherwise.
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    DEMO: '1',
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  };
  for (const [k, v] of Object.entries(env)) if (v === '') delete merged[k];
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    // Builds older than /meta/health (before/after runs of an earlier commit) are up once /meta/stat answers.
    const ok = await fetch(`${base}/api/v1/meta/health`).then(
      (r) => r.ok || (r.status === 404 && fetch(`${base}/api/v1/meta/stat`).then((s) => s.ok)),
      () => false,
    );
    if (ok) return { base, child };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the built server did not start');
}

/**
 * A schema of its own on TEST_DATABASE_URL (default the local `test` database): its URL (connections named after the
 * schema, so pg_stat_activity finds them) and `drop()`.
 */
export function pgBenchSchema(prefix: string): Promise<PgSchema> {
  return createPgSchema(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', prefix);
}

/**
 * Starts the server bundle `entry` (default dist/server/main.mjs: `npm run build` first), serving `clientDir`
 * (default dist/client).
 */
export async function startBuiltServer(
  clientDir = path.join(root, 'dist/client'),
  entry = path.join(root, 'dist/server/main.mjs'),
): Promise<BuiltServer> {
  if (!existsSync(entry) || !existsSync(path.join(clientDir, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first.');
  const tmp = mkdtempSync(path.join(tmpdir(), 'casearena-bench-'));
  try {
    const { base, child } = await spawnServer(entry, {
      SQLITE_PATH: path.join(tmp, 'bench.sqlite'),
      CLIENT_DIR: path.resolve(clientDir),
      DATABASE_URL: '',
      REDIS_URL: '',
      BOTS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_READ_PER_MIN: '100000',
      WS_MAX_CONN_PER_IP: '100000',
    });
    return {
      base,
      async close() {
        await stopServer(child);
        rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }
}
