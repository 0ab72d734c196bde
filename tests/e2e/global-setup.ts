/**
 * e2e global setup: checks Chromium, starts the built server (dist/server/main.mjs; `npm run test:e2e`
 * builds first) on a free port with a throw-away SQLite file and no bots, and provides its URL to tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { freePort } from '../net';
import { CHROMIUM_ARGS, findChromium } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per e2e worker (VITEST_POOL_ID 1..n). */
    baseUrls: string[];
    browserWsEndpoint: string;
    localesDir: string;
    /** Each worker's server's SQLite file (command-line tools such as `npm run admin` act on it). */
    sqlitePaths: string[];
  }
}

async function waitForServer(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/v1/meta/stat`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${output()}`);
}

/** A started server process: its URL, and how to stop it. */
interface E2eServer {
  url: string;
  sqlitePath: string;
  stop: () => Promise<void>;
}

/** Starts the built server on a free port with its own SQLite file, and waits until it answers. */
async function startServer(
  entry: string,
  root: string,
  sqlitePath: string,
  clientDir: string,
  localesDir: string,
): Promise<E2eServer> {
  const port = await freePort();
  // The demo mail catcher on a port of its own (never the default 1025 another run on this machine may hold).
  const mailPort = await freePort();
  let log = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      // The demo providers every test signs in, tops up and withdraws with.
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      CLIENT_DIR: clientDir,
      LOCALES_DIR: localesDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      BOTS: '0',
      LOG_LEVEL: 'warn',
      MAIL_CATCHER_PORT: String(mailPort),
      MAIL_TICK_MS: '100',
      // Every test browser and API call comes from 127.0.0.1 within a few minutes: the per-address limits are for
      // the open internet, not for one machine playing a whole test suite.
      RATE_LIMIT_READ_PER_MIN: '100000',
      // The same for websockets: every test page connects from 127.0.0.1, and pages of earlier files may still be
      // closing; past 20 a battle page's socket is refused and it stops hearing seat and round events.
      WS_MAX_CONN_PER_IP: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(baseUrl, child, () => log);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url: baseUrl,
    sqlitePath,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** Vitest global setup; returns the teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  const root = path.resolve(import.meta.dirname, '../..');
  const entry = path.join(root, 'dist/server/main.mjs');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'dist/client/index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-e2e-'));
  // A snapshot of the built client and the messages: other work rebuilding dist/ mid-run must not change what is served.
  const clientDir = path.join(tmp, 'client');
  const localesDir = path.join(tmp, 'locales');
  fs.cpSync(path.join(root, 'dist/client'), clientDir, { recursive: true });
  fs.cpSync(path.join(root, 'locales'), localesDir, { recursive: true });
  // One server (its own SQLite file) per e2e worker: files run in parallel, each against its worker's server, so one
  // file's lobby, rail and counters never reach another running file's screens.
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, (_, i) =>
      startServer(entry, root, path.join(tmp, `e2e-${i + 1}.sqlite`), clientDir, localesDir),
    ),
  );
  const servers = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r) => r.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((s) => s.url),
  );
  project.provide('localesDir', localesDir);
  project.provide(
    'sqlitePaths',
    servers.map((s) => s.sqlitePath),
  );
  // One Chromium for the whole suite; each test file connects and opens its own context.
  const browserServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    await Promise.all(servers.map((s) => s.stop()));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
