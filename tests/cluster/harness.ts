/**
 * Multi-process harness: starts N real server processes from the built output (`node dist/server/main.mjs`), each on
 * its own port, on one PostgreSQL schema and one Redis (a fresh schema and key prefix per cluster, so clusters and
 * other tests never see each other). Optionally every process reaches Redis through a TCP proxy the test can cut
 * and restore, which is how a Redis outage is staged without stopping the machine's Redis.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/database';
import { freePort, waitFor } from '../net';
import { TcpProxy } from '../tcp-proxy';
import { createPgSchema, type PgSchema } from '../pg-schema';

/** The PostgreSQL and Redis the cluster tests need (`.ci/run` sets both when they answer). */
export const clusterDatabaseUrl = process.env.TEST_DATABASE_URL;
export const clusterRedisUrl = process.env.TEST_REDIS_URL;
/** True when the machine has both; the cluster suites skip otherwise (and say so). */
export const clusterAvailable = Boolean(clusterDatabaseUrl && clusterRedisUrl);
if (!clusterAvailable)
  console.warn(
    '[cluster] TEST_DATABASE_URL and TEST_REDIS_URL are needed: the multi-process tests are SKIPPED.',
  );

const root = path.resolve(import.meta.dirname, '../..');
const entry = path.join(root, 'dist/server/main.mjs');

export { freePort, waitFor };
export { TcpProxy };

/** One server process of the cluster. */
export interface ClusterProcess {
  name: string;
  port: number;
  url: string;
  wsUrl: string;
  proc: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Sends a signal and waits for the exit (SIGKILL: a crash, nothing runs on the way out). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Options of a cluster. */
export interface ClusterOptions {
  /** Extra environment for every process (for example BATTLE_TIME_SCALE, RATE_LIMIT_AUTH_PER_MIN). */
  env?: Record<string, string>;
  /** Route Redis through a TcpProxy the test can cut. */
  redisProxy?: boolean;
}

/** N server processes on one PostgreSQL schema and one Redis prefix. */
export class Cluster {
  readonly processes: ClusterProcess[] = [];
  /** The cluster's database, for a test to read and arrange directly (users, funds, ledger sums). */
  db!: Db;
  redisProxy: TcpProxy | null = null;
  readonly prefix = `ct${randomBytes(5).toString('hex')}`;
  private schema: PgSchema | null = null;
  private redisUrl = '';
  /** The server processes' application_name in pg_stat_activity (the test's own `db` uses the schema's name). */
  appName = '';
  private appUrl = '';

  constructor(private readonly opts: ClusterOptions = {}) {}

  /** Creates the schema, opens `db` on it and starts the Redis proxy when asked. */
  async init(): Promise<void> {
    if (!fs.existsSync(entry)) throw new Error('dist/server/main.mjs is missing: run `npm run build` first.');
    this.schema = await createPgSchema(clusterDatabaseUrl!, 'cl');
    this.db = openDatabase({ databaseUrl: this.schema.url, sqlitePath: '' });
    // The processes' own sessions, told apart from the test's: a test may end exactly those (the server is shared).
    this.appName = `${this.schema.schema}_app`;
    const appUrl = new URL(this.schema.url);
    appUrl.searchParams.set('application_name', this.appName);
    this.appUrl = appUrl.toString();
    const redis = new URL(clusterRedisUrl!);
    if (this.opts.redisProxy) {
      this.redisProxy = await TcpProxy.start({ host: redis.hostname, port: Number(redis.port || 6379) });
      redis.hostname = '127.0.0.1';
      redis.port = String(this.redisProxy.port);
    }
    this.redisUrl = redis.toString();
  }

  /** Starts one more process and waits until it answers its health check. */
  async start(name: string, env: Record<string, string> = {}): Promise<ClusterProcess> {
    const port = await freePort();
    let out = '';
    const proc = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        // The demo providers the tests sign in, top up and withdraw with.
        DEMO: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.appUrl,
        REDIS_URL: this.redisUrl,
        REDIS_PREFIX: this.prefix,
        // Every process of one site shares its secrets.
        AUTH_SECRET: `cluster-secret-${this.prefix}-0123456789abcdef`,
        BOTS: '0',
        // Each process's demo mail catcher on a free port (the default 1025 is one per machine).
        MAIL_CATCHER_PORT: '0',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: '/nonexistent',
        ...this.opts.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    const p: ClusterProcess = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      wsUrl: `ws://127.0.0.1:${port}/ws`,
      proc,
      output: () => out,
      async kill(signal = 'SIGTERM') {
        if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
        await exited;
      },
    };
    this.processes.push(p);
    await waitFor(
      `${name} to answer /meta/health`,
      async () => {
        if (proc.exitCode !== null) throw new Error(`${name} exited with ${proc.exitCode}:\n${out}`);
        const res = await fetch(`${p.url}/api/v1/meta/health`).catch(() => null);
        return res?.ok === true;
      },
      60_000,
    );
    return p;
  }

  /** Stops every process, drops the schema, closes the proxy. */
  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.kill('SIGTERM')));
    await this.redisProxy?.cut();
    await this.db?.destroy();
    await this.schema?.drop();
  }
}

/** Starts a cluster of `n` processes named a, b, c... */
export async function startCluster(n: number, opts: ClusterOptions = {}): Promise<Cluster> {
  const cluster = new Cluster(opts);
  await cluster.init();
  // The first process migrates and seeds the schema; the rest start on a ready database.
  await cluster.start('a');
  await Promise.all(Array.from({ length: n - 1 }, (_, i) => cluster.start(String.fromCharCode(98 + i))));
  return cluster;
}
