import { QUICKNET } from '../../../src/domain/beacon';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../../server/config';

const prod = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://casearena.example' };
const message = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  return null;
};

describe('configuration', () => {
  it('runs on one machine with no settings: demo providers on, port 3000', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      localAuth: true,
      paymentSandbox: true,
      trustProxy: false,
      production: false,
    });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.rateLimits.read).toEqual({ max: 600, perMs: 60_000 });
    expect(c.ws).toEqual({ inboundPerSec: 20, inboundBurst: 60, maxConnPerIp: 20 });
  });

  it('waiting battles: expire after 24 h and 3 per player by default, both settable', () => {
    expect(loadConfig({}).battleWaiting).toEqual({ ttlMs: 86_400_000, cap: 3 });
    const c = loadConfig({ BATTLE_WAITING_TTL_MS: '3600000', BATTLE_WAITING_CAP: '5' });
    expect(c.battleWaiting).toEqual({ ttlMs: 3_600_000, cap: 5 });
    expect(message({ BATTLE_WAITING_CAP: '0' })).toMatch(/^BATTLE_WAITING_CAP must be >= 1/);
  });

  it('metrics: off by default; a token of 16+ printable characters, never echoed; a port other than PORT', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    const token = 'k'.repeat(24);
    expect(loadConfig({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).metrics).toEqual({ token, port: 9464 });
    const short = message({ METRICS_TOKEN: 'short-secret' });
    expect(short).toMatch(/^METRICS_TOKEN must NOT have fewer than 16 characters/);
    expect(short).not.toContain('short-secret');
    expect(message({ METRICS_TOKEN: 'has a space in it, 16+ long' })).toMatch(/^METRICS_TOKEN must match/);
    expect(message({ PORT: '8080', METRICS_PORT: '8080' })).toMatch(/^METRICS_PORT must differ from PORT/);
    expect(message({ METRICS_PORT: '0' })).toMatch(/^METRICS_PORT must be >= 1/);
  });

  it('refuses a malformed value with one line naming the setting', () => {
    expect(message({ PORT: 'abc' })).toBe('PORT must be integer (got "abc")');
    expect(message({ PORT: '70000' })).toMatch(/^PORT must be <= 65535/);
    expect(message({ BOTS: 'maybe' })).toMatch(/^BOTS must be equal to one of the allowed values/);
    expect(message({ RATE_LIMIT_AUTH_PER_MIN: '0' })).toMatch(/^RATE_LIMIT_AUTH_PER_MIN must be >= 1/);
    expect(message({ DATABASE_URL: 'mysql://x' })).toMatch(/^DATABASE_URL must match pattern/);
    for (const m of [message({ PORT: 'abc' }), message({ BOTS: 'maybe' })]) expect(m).not.toContain('\n');
  });

  it('reads only the environment it is given (tests pass their own)', () => {
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'not-a-url';
    try {
      expect(loadConfig({}).databaseUrl).toBeUndefined();
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', REDIS_URL: '' })).toMatchObject({ port: 3000, redisUrl: undefined });
  });

  it('refuses a production start without its secrets or with a demo provider on, naming the setting', () => {
    expect(message({ NODE_ENV: 'production', PUBLIC_URL: prod.PUBLIC_URL })).toMatch(
      /^AUTH_SECRET must be set/,
    );
    expect(message({ NODE_ENV: 'production', AUTH_SECRET: prod.AUTH_SECRET })).toMatch(
      /^PUBLIC_URL must be set/,
    );
    expect(message({ ...prod, LOCAL_AUTH: '1' })).toMatch(/^LOCAL_AUTH must be off/);
    expect(message({ ...prod, PAYMENT_SANDBOX: 'true' })).toMatch(/^PAYMENT_SANDBOX must be off/);
    expect(message({ ...prod, BEACON: 'local' })).toMatch(/^BEACON must be drand in production/);
    expect(loadConfig(prod)).toMatchObject({ production: true, localAuth: false, paymentSandbox: false });
    expect(loadConfig(prod).beacon).toMatchObject({
      kind: 'drand',
      drand: { chain: QUICKNET.chain, publicKey: QUICKNET.publicKey, genesis: 1692803367, period: 3 },
    });
    expect(loadConfig({}).beacon).toMatchObject({ kind: 'local', localPeriodMs: 3000, waitMs: 600_000 });
    expect(message({ DRAND_URLS: 'ftp://x' })).toMatch(/^DRAND_URLS must match/);
  });

  it('turns every demo provider off once anything real is configured, whatever NODE_ENV says', () => {
    const steam = { STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login' };
    const https = { PUBLIC_URL: 'https://casearena.example' };
    for (const env of [
      steam,
      https,
      { ...steam, ...https, NODE_ENV: 'prod' },
      { ...https, NODE_ENV: 'test' },
    ]) {
      const c = loadConfig(env);
      expect(c).toMatchObject({ production: false, localAuth: false, paymentSandbox: false });
      expect(c.trades.sandbox).toBe(false);
      expect(c.beacon.kind).toBe('drand');
    }
    // An http address is a machine of one's own: the demo stays.
    expect(loadConfig({ PUBLIC_URL: 'http://192.168.1.5:3000' })).toMatchObject({
      localAuth: true,
      paymentSandbox: true,
    });
  });

  it('refuses a demo provider beside a real setting with NODE_ENV unset or misspelt, naming the setting', () => {
    const real = {
      STEAM_OPENID_ENDPOINT: 'https://steamcommunity.com/openid/login',
      PUBLIC_URL: 'https://casearena.example',
    };
    for (const NODE_ENV of [undefined, 'prod', 'development']) {
      const env = NODE_ENV === undefined ? real : { ...real, NODE_ENV };
      expect(message({ ...env, PAYMENT_SANDBOX: '1' })).toBe(
        'PAYMENT_SANDBOX must be off when STEAM_OPENID_ENDPOINT is set (it credits money for free)',
      );
      expect(message({ ...env, LOCAL_AUTH: 'on' })).toMatch(
        /^LOCAL_AUTH must be off when STEAM_OPENID_ENDPOINT is set/,
      );
      expect(message({ ...env, TRADE_SANDBOX: 'yes' })).toMatch(/^TRADE_SANDBOX must be off when/);
      expect(message({ ...env, BEACON: 'local' })).toMatch(
        /^BEACON must be drand when STEAM_OPENID_ENDPOINT is set/,
      );
      expect(message({ ...env, DEMO: '1' })).toMatch(/^DEMO must be off when STEAM_OPENID_ENDPOINT is set/);
    }
    expect(message({ PUBLIC_URL: 'https://casearena.example', DEMO: '1' })).toMatch(
      /^DEMO must be off when PUBLIC_URL \(https\) is set/,
    );
    expect(message({ STEAM_API_KEY: 'ABCDEF0123456789', PAYMENT_SANDBOX: '1' })).toMatch(
      /^PAYMENT_SANDBOX must be off when STEAM_API_KEY is set/,
    );
    expect(message({ ...prod, DEMO: '1' })).toMatch(/^DEMO must be off in production/);
    for (const m of [message({ ...real, DEMO: '1' }), message({ ...real, BEACON: 'local' })])
      expect(m).not.toContain('\n');
  });

  it('turns the demo providers on with DEMO=1 and off with DEMO=0 when nothing real is set', () => {
    const on = loadConfig({ DEMO: '1', PUBLIC_URL: 'http://localhost:3000' });
    expect(on).toMatchObject({ localAuth: true, paymentSandbox: true });
    expect(on.trades.sandbox).toBe(true);
    expect(on.beacon.kind).toBe('local');
    const off = loadConfig({ DEMO: '0' });
    expect(off).toMatchObject({ localAuth: false, paymentSandbox: false });
    expect(off.trades.sandbox).toBe(false);
    expect(off.beacon.kind).toBe('drand');
    // One provider may still be turned off by itself.
    expect(loadConfig({ DEMO: '1', PAYMENT_SANDBOX: '0' })).toMatchObject({
      localAuth: true,
      paymentSandbox: false,
    });
  });

  it('trusts a hop count or listed proxies, never every hop', () => {
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1,loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/never every hop/);
    expect(() => parseTrustProxy('*')).toThrow(ConfigError);
    expect(message({ TRUST_PROXY: 'yes' })).toMatch(/^TRUST_PROXY must be/);
  });
  it('runs the mail catcher only in demo mode and refuses it beside SMTP_URL or in production', () => {
    expect(loadConfig({}).mail).toMatchObject({ catcher: true, catcherPort: 1025, smtpUrl: undefined });
    expect(loadConfig({ DEMO: '1', MAIL_CATCHER_PORT: '4525' }).mail.catcherPort).toBe(4525);
    const smtp = 'smtp://mailer:s3cret-pass@relay.example:587';
    // A real relay configured: no demo provider comes on by itself, the catcher among them.
    const real = loadConfig({ SMTP_URL: smtp });
    expect([real.mail.catcher, real.localAuth, real.paymentSandbox]).toEqual([false, false, false]);
    expect(real.mail.smtpUrl).toBe(smtp);
    expect(message({ SMTP_URL: smtp, MAIL_CATCHER: '1' })).toBe(
      "MAIL_CATCHER must be off when SMTP_URL is set (it keeps players' mails on this server for anyone to read)",
    );
    expect(message({ SMTP_URL: smtp, DEMO: '1' })).toMatch(/^DEMO must be off when SMTP_URL is set/);
    expect(message({ ...prod, MAIL_CATCHER: 'on' })).toMatch(/^MAIL_CATCHER must be off in production/);
    expect(loadConfig(prod).mail.catcher).toBe(false);
    // A malformed relay address is named, its password never echoed.
    const bad = message({ SMTP_URL: 'http://mailer:s3cret-pass@relay.example' });
    expect(bad).toMatch(/^SMTP_URL must match/);
    expect(bad).not.toContain('s3cret');
  });
});
