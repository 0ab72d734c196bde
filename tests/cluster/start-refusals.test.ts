/**
 * The built server as an operator starts it: a malformed setting, a production start without its secrets, or a demo
 * provider beside a real setting (whatever NODE_ENV says), exits 1 with one line naming the setting, before it opens
 * a database or a port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const prod = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://casearena.example',
  AUTH_SECRET: 'x'.repeat(40),
  STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login',
};
/** A real deployment whose operator forgot NODE_ENV. */
const real = {
  PUBLIC_URL: 'https://casearena.example',
  STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login',
};

function start(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(
        ([k]) =>
          !/^(PORT|NODE_ENV|DEMO|PUBLIC_URL|AUTH_SECRET|LOCAL_AUTH|PAYMENT_SANDBOX|TRADE_SANDBOX|STEAM_.*|DATABASE_URL|REDIS_URL|TRUST_PROXY|BEACON|SMTP_URL|MAIL_.*)$/.test(
            k,
          ),
      ),
    );
    const proc = spawn(process.execPath, [path.join(root, 'dist/server/main.mjs')], {
      cwd: root,
      env: { ...clean, SQLITE_PATH: ':memory:', CLIENT_DIR: '/nonexistent', BOTS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    proc.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    proc.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    const timer = setTimeout(() => proc.kill('SIGKILL'), 20_000);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('refused starts of the built server', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be integer (got "abc")'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY must be'],
    [{ ...prod, AUTH_SECRET: '' }, 'AUTH_SECRET must be set in production'],
    [{ ...prod, PUBLIC_URL: '' }, 'PUBLIC_URL must be set in production'],
    [{ ...prod, LOCAL_AUTH: '1' }, 'LOCAL_AUTH must be off in production'],
    [{ ...prod, PAYMENT_SANDBOX: 'on' }, 'PAYMENT_SANDBOX must be off in production'],
    [{ ...prod, BEACON: 'local' }, 'BEACON must be drand in production'],
    [{ ...real, PAYMENT_SANDBOX: '1' }, 'PAYMENT_SANDBOX must be off when STEAM_OPENID_ENDPOINT is set'],
    [{ ...real, NODE_ENV: 'prod', DEMO: '1' }, 'DEMO must be off when STEAM_OPENID_ENDPOINT is set'],
    [
      { PUBLIC_URL: 'https://casearena.example', DEMO: '1' },
      'DEMO must be off when PUBLIC_URL (https) is set',
    ],
    [{ ...real, BEACON: 'local' }, 'BEACON must be drand when STEAM_OPENID_ENDPOINT is set'],
    [{ SMTP_URL: 'smtp://relay.example:587', DEMO: '1' }, 'DEMO must be off when SMTP_URL is set'],
    [
      { SMTP_URL: 'smtp://relay.example:587', MAIL_CATCHER: '1' },
      'MAIL_CATCHER must be off when SMTP_URL is set',
    ],
    [{ ...prod, MAIL_CATCHER: '1' }, 'MAIL_CATCHER must be off in production'],
  ])('%o exits 1 with one line naming the setting', async (env, text) => {
    const r = await start(env);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`CaseArena cannot start: ${text}`);
  });
});
