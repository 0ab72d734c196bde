/** The production bundle's server for benchmarks: a free port, a throw-away SQLite file, no bots, raised read limits. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../net';

const root = path.resolve(import.meta.dirname, '../..');

/** A running built server. */
export interface BuiltServer {
  base: string;
  close(): Promise<void>;
}

/** Starts dist/server/main.mjs (`npm run build` first), serving `clientDir` (default dist/client). */
export async function startBuiltServer(clientDir = path.join(root, 'dist/client')): Promise<BuiltServer> {
  const entry = path.join(root, 'dist/server/main.mjs');
  if (!existsSync(entry) || !existsSync(path.join(clientDir, 'index.html')))
    throw new Error('dist/ is missing: run `npm run build` first.');
  const tmp = mkdtempSync(path.join(tmpdir(), 'casearena-bench-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(tmp, 'bench.sqlite'),
      CLIENT_DIR: path.resolve(clientDir),
      DATABASE_URL: '',
      REDIS_URL: '',
      BOTS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_READ_PER_MIN: '100000',
      WS_MAX_CONN_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/v1/meta/stat`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, close };
    await new Promise((r) => setTimeout(r, 100));
  }
  await close();
  throw new Error('the built server did not start');
}
