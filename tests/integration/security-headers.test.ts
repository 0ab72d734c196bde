// Security headers on pages, API answers and files; HSTS only on https; a production config serves no demo route.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { appForSuite, testConfig } from './helpers';

let clientDir: string;

beforeAll(() => {
  // A tiny built client: the SPA page and one hashed asset.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casearena-sec-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.js'), 'console.log(1)');
});

afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

/** Builds the app over an in-memory database; collects warn-level log lines. */
async function appWith(
  config: Config,
): Promise<{ app: FastifyInstance; logs: string[]; close(): Promise<void> }> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString());
      cb();
    },
  });
  const app = await buildApp({
    config: { ...config, clientDir },
    db: openDatabase({ sqlitePath: ':memory:' }),
    logger: { level: 'warn', stream },
  });
  await app.ready();
  return { app, logs, close: () => app.close() };
}

/** The CSP as directive name -> sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  const out = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

function expectSiteHeaders(res: LightMyRequestResponse): void {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  const scripts = policy.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
}

describe('security headers on http (the embedded default)', () => {
  const h = appForSuite(() => appWith(testConfig({ publicUrl: 'http://localhost:3000' })));

  it('puts them on the app page, with no HSTS', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectSiteHeaders(res);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res).has('upgrade-insecure-requests')).toBe(false);
    // The websocket on the same host, for browsers whose 'self' does not cover ws:.
    expect(csp(res).get('connect-src')).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('puts them on API answers, errors and 401s, and on static files', async () => {
    for (const req of [
      { url: '/api/v1/meta/stat' },
      { url: '/api/v1/meta/site' },
      { url: '/api/v1/nothing-here' },
      { url: '/api/v1/meta/stat', headers: { authorization: 'Bearer nope' } },
      { url: '/assets/index-abc.js' },
      { url: '/_i18n/en.json' },
    ]) {
      const res = await h.app.inject({ method: 'GET', ...req });
      expect(res.statusCode, req.url).toBeLessThan(500);
      expectSiteHeaders(res);
    }
  });

  it('puts them on answers to malformed URLs, which no route hook sees', async () => {
    for (const url of ['/%', '/api/v1/%', '/battles/%E0%A4%A', '/api/v1/battle/detail?battleID=%zz']) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toMatch(/^[a-z_]+$/);
      expectSiteHeaders(res);
    }
  });

  it('lets the server-rendered pages post forms only to this site', async () => {
    // The local provider's page (a refusal here: no OpenID request) uses the pages' own policy.
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/auth/local-provider' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(csp(res).get('form-action')).toEqual(["'self'"]);
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('gives every answer its own script nonce for server-rendered pages', async () => {
    const nonce = (res: LightMyRequestResponse) =>
      (csp(res).get('script-src') ?? []).find((s) => s.startsWith("'nonce-"));
    const [a, b] = await Promise.all([h.app.inject({ url: '/' }), h.app.inject({ url: '/' })]);
    expect(nonce(a)).toMatch(/^'nonce-[0-9a-f]{32}'$/);
    expect(nonce(a)).not.toBe(nonce(b));
  });

  it('keeps the same policy on the streamer view (OBS opens it top-level, never in a frame)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/battles/view/some-battle/stream?bg=green' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expectSiteHeaders(res);
  });

  it('sends no Referer and no cache from the page that holds the session token in its URL', async () => {
    for (const url of [
      '/auth/callback?token=abc',
      '/de/auth/callback?token=abc',
      '/zh-CN/auth/callback?error=x',
    ]) {
      const res = await h.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    expect((await h.app.inject({ method: 'GET', url: '/auth/callbacks' })).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });

  it('says which demo providers are on, and warns once at start', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/meta/site' });
    expect(res.json()).toEqual({
      data: {
        demo: { signIn: true, payments: true },
        operator: { name: null, address: null, supportEmail: null },
      },
    });
    const warnings = h.logs.filter((l) => l.includes('demo mode'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]).level).toBe(40);
  });
});

describe('security headers on https', () => {
  const h = appForSuite(() => appWith(testConfig({ publicUrl: 'https://casearena.example' })));

  it('adds HSTS and upgrades insecure requests', async () => {
    for (const url of ['/', '/api/v1/meta/stat']) {
      const res = await h.app.inject({ method: 'GET', url });
      expectSiteHeaders(res);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
      expect(csp(res).get('connect-src')).toEqual(["'self'", 'wss://casearena.example']);
    }
  });
});

describe('production with its required settings', () => {
  const h = appForSuite(async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-32-characters',
      PUBLIC_URL: 'https://casearena.example',
      LOCAL_AUTH: '0',
      PAYMENT_SANDBOX: '0',
      BOTS: '0',
      LOG_LEVEL: 'warn',
    });
    expect(config.localAuth).toBe(false);
    expect(config.paymentSandbox).toBe(false);
    return appWith(config);
  });

  it('serves no demo route', async () => {
    const demoRoutes = [
      { method: 'GET', url: '/api/v1/auth/local-provider?return_to=https://casearena.example/' },
      { method: 'POST', url: '/api/v1/auth/local-provider' },
      { method: 'POST', url: '/api/v1/auth/local-provider/approve' },
      { method: 'GET', url: '/api/v1/pay/sandbox/checkout/T123' },
      { method: 'POST', url: '/api/v1/pay/sandbox/confirm/T123' },
      { method: 'POST', url: '/api/v1/pay/sandbox/cancel/T123' },
    ] as const;
    for (const r of demoRoutes) {
      const res = await h.app.inject({
        ...r,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: r.method === 'POST' ? 'a=b' : undefined,
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
  });

  it('says no demo provider is on and logs no demo warning', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/v1/meta/site' });
    expect(res.json().data.demo).toEqual({ signIn: false, payments: false });
    expect(h.logs.filter((l) => l.includes('demo mode'))).toEqual([]);
  });
});
