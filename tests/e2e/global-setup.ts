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
    baseUrl: string;
    browserWsEndpoint: string;
    localesDir: string;
    /** The server's SQLite file (command-line tools such as `npm run admin` act on it). */
    sqlitePath: string;
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
  const port = await freePort();
  const sqlitePath = path.join(tmp, 'e2e.sqlite');
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
  project.provide('baseUrl', baseUrl);
  project.provide('localesDir', localesDir);
  project.provide('sqlitePath', sqlitePath);
  // One Chromium for the whole suite; each test file connects and opens its own context.
  const browserServer = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());

  return async () => {
    await browserServer.close();
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}
