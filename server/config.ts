/**
 * Every server setting, read from the environment through one schema (env-schema: types, ranges, defaults).
 * A value of the wrong type or range, a production start without its secrets, or a demo provider on beside a real
 * setting (production, real Steam, an https PUBLIC_URL; whatever NODE_ENV says),
 * throws a ConfigError whose message is one line naming the setting; main.ts prints it and exits.
 */
import path from 'node:path';
import { envSchema } from 'env-schema';
import { QUICKNET } from '../src/domain/beacon';
import type { Config, RateLimitRule } from './config-types';
import { ConfigError, parseTrustProxy } from './config-rules';

export type * from './config-types';
export { ConfigError, parseTrustProxy, proxyTrust } from './config-rules';

/** drand's official HTTP mirrors of quicknet, tried in turn (https://docs.drand.love). */
const DRAND_MIRRORS =
  'https://api.drand.sh,https://api2.drand.sh,https://api3.drand.sh,https://drand.cloudflare.com';

const BOOL = ['0', '1', 'true', 'false', 'yes', 'no', 'on', 'off'];
const bool = { type: 'string', enum: [...new Set([...BOOL, ...BOOL.map((b) => b.toUpperCase())])] } as const;
/** A contest window length: 1 s to 4 weeks. */
const windowMs = (dflt: number) =>
  ({ type: 'integer', minimum: 1000, maximum: 2_419_200_000, default: dflt }) as const;
const perMin = (dflt: number) =>
  ({ type: 'integer', minimum: 1, maximum: 1_000_000, default: dflt }) as const;

/** The schema of every setting (README "Configuration" lists them with their production rules). */
const configSchema = {
  type: 'object',
  properties: {
    NODE_ENV: { type: 'string' },
    DEMO: bool,
    PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '0.0.0.0' },
    PUBLIC_URL: { type: 'string', pattern: '^https?://[^/?#\\s]+(/[^?#\\s]*)?$' },
    DATABASE_URL: { type: 'string', pattern: '^(postgres|postgresql)://' },
    SQLITE_PATH: { type: 'string', minLength: 1 },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    REDIS_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$', default: 'casearena' },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
    },
    CLIENT_DIR: { type: 'string', minLength: 1 },
    LOCALES_DIR: { type: 'string', minLength: 1 },
    STEAM_OPENID_ENDPOINT: { type: 'string', pattern: '^https?://' },
    LOCAL_AUTH: bool,
    STEAM_API_KEY: { type: 'string', pattern: '^[A-Za-z0-9]{8,64}$' },
    STEAM_API_URL: {
      type: 'string',
      pattern: '^https?://[^?#\\s]+$',
      default: 'https://api.steampowered.com',
    },
    STEAM_API_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60_000, default: 5000 },
    BOTS: { ...bool, default: '1' },
    BATTLE_TIME_SCALE: { type: 'number', exclusiveMinimum: 0, maximum: 100, default: 1 },
    ALLOWED_ORIGINS: { type: 'string', default: '' },
    TRUST_PROXY: { type: 'string', default: '0' },
    PAYMENT_SANDBOX: bool,
    PAYMENT_SANDBOX_SECRET: { type: 'string', minLength: 16 },
    SEED_CATALOG: { ...bool, default: '1' },
    AUTH_SECRET: { type: 'string', minLength: 16 },
    RATE_LIMIT_AUTH_PER_MIN: perMin(30),
    RATE_LIMIT_PAY_PER_MIN: perMin(60),
    RATE_LIMIT_OPEN_PER_MIN: perMin(120),
    RATE_LIMIT_SELL_PER_MIN: perMin(120),
    RATE_LIMIT_READ_PER_MIN: perMin(600),
    WS_INBOUND_PER_SEC: { type: 'integer', minimum: 1, maximum: 10_000, default: 20 },
    WS_INBOUND_BURST: { type: 'integer', minimum: 1, maximum: 100_000, default: 60 },
    WS_MAX_CONN_PER_IP: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 20 },
    BATTLE_LEASE_MS: { type: 'integer', minimum: 1000, maximum: 600_000, default: 15_000 },
    BATTLE_GIVE_UP_MS: { type: 'integer', minimum: 1000, maximum: 86_400_000, default: 300_000 },
    BATTLE_WAITING_TTL_MS: { type: 'integer', minimum: 1000, maximum: 2_592_000_000, default: 86_400_000 },
    BATTLE_WAITING_CAP: { type: 'integer', minimum: 1, maximum: 100, default: 3 },
    BEACON: { type: 'string', enum: ['local', 'drand'] },
    DRAND_URLS: {
      type: 'string',
      pattern: '^https?://[^,\\s]+(,\\s*https?://[^,\\s]+)*$',
      default: DRAND_MIRRORS,
    },
    DRAND_CHAIN_HASH: { type: 'string', pattern: '^[0-9a-f]{64}$', default: QUICKNET.chain },
    DRAND_PUBLIC_KEY: { type: 'string', pattern: '^[0-9a-f]{192}$', default: QUICKNET.publicKey },
    DRAND_GENESIS: { type: 'integer', minimum: 1, default: QUICKNET.genesis },
    DRAND_PERIOD: { type: 'integer', minimum: 1, maximum: 3600, default: QUICKNET.period },
    BEACON_LOCAL_PERIOD_MS: { type: 'integer', minimum: 10, maximum: 60_000, default: 3000 },
    BEACON_WAIT_MS: { type: 'integer', minimum: 1000, maximum: 86_400_000, default: 600_000 },
    BEACON_FETCH_TIMEOUT_MS: { type: 'integer', minimum: 100, maximum: 60_000, default: 3000 },
    RACE_DAILY_MS: windowMs(86_400_000),
    RACE_WEEKLY_MS: windowMs(604_800_000),
    GIVEAWAY_HOURLY_MS: windowMs(3_600_000),
    GIVEAWAY_DAILY_MS: windowMs(86_400_000),
    GIVEAWAY_WEEKLY_MS: windowMs(604_800_000),
    EVENT_SCHEDULER: { ...bool, default: '1' },
    EVENT_TICK_MS: { type: 'integer', minimum: 50, maximum: 60_000, default: 1000 },
    EVENT_SETTLE_PAUSE_MS: { type: 'integer', minimum: 0, maximum: 600_000, default: 0 },
    TRADE_SANDBOX: bool,
    TRADE_SANDBOX_OUTCOME: {
      type: 'string',
      enum: ['accepted', 'declined', 'expired', 'reversed'],
      default: 'accepted',
    },
    TRADE_SANDBOX_SEND_MS: { type: 'integer', minimum: 0, maximum: 600_000, default: 2000 },
    TRADE_SANDBOX_SETTLE_MS: { type: 'integer', minimum: 0, maximum: 86_400_000, default: 6000 },
    TRADE_SCHEDULER: { ...bool, default: '1' },
    TRADE_TICK_MS: { type: 'integer', minimum: 50, maximum: 60_000, default: 1000 },
    ITEM_IMAGE_UPSTREAM: { type: 'string', pattern: '^https?://[^?#\\s]+$' },
    ITEM_IMAGE_DIR: { type: 'string', minLength: 1 },
    ITEM_IMAGE_TIMEOUT_MS: { type: 'integer', minimum: 10, maximum: 30_000, default: 1500 },
    ITEM_IMAGE_MAX_BYTES: { type: 'integer', minimum: 1024, maximum: 10_000_000, default: 1_000_000 },
    OPERATOR_NAME: { type: 'string', minLength: 1, maxLength: 200 },
    OPERATOR_ADDRESS: { type: 'string', minLength: 1, maxLength: 300 },
    SUPPORT_EMAIL: { type: 'string', pattern: '^[^@\\s]{1,64}@[^@\\s]{1,190}\\.[^@\\s.]{2,}$' },
    METRICS_TOKEN: { type: 'string', minLength: 16, maxLength: 256, pattern: '^[\\x21-\\x7e]+$' },
    METRICS_PORT: { type: 'integer', minimum: 1, maximum: 65535 },
    SMTP_URL: { type: 'string', pattern: '^smtps?://[^\\s]+$' },
    MAIL_FROM: {
      type: 'string',
      minLength: 3,
      maxLength: 200,
      default: 'CaseArena <no-reply@casearena.local>',
    },
    MAIL_CATCHER: bool,
    MAIL_CATCHER_PORT: { type: 'integer', minimum: 0, maximum: 65535, default: 1025 },
    MAIL_SENDER: { ...bool, default: '1' },
    MAIL_TICK_MS: { type: 'integer', minimum: 20, maximum: 60_000, default: 1000 },
    EMAIL_CONFIRM_TTL_MS: { type: 'integer', minimum: 1000, maximum: 2_592_000_000, default: 86_400_000 },
  },
} as const;

interface RawEnv {
  NODE_ENV?: string;
  DEMO?: string;
  PORT: number;
  HOST: string;
  PUBLIC_URL?: string;
  OPERATOR_NAME?: string;
  OPERATOR_ADDRESS?: string;
  SUPPORT_EMAIL?: string;
  DATABASE_URL?: string;
  SQLITE_PATH?: string;
  REDIS_URL?: string;
  REDIS_PREFIX: string;
  LOG_LEVEL: string;
  CLIENT_DIR?: string;
  LOCALES_DIR?: string;
  STEAM_OPENID_ENDPOINT?: string;
  LOCAL_AUTH?: string;
  STEAM_API_KEY?: string;
  STEAM_API_URL: string;
  STEAM_API_TIMEOUT_MS: number;
  BOTS: string;
  BATTLE_TIME_SCALE: number;
  ALLOWED_ORIGINS: string;
  TRUST_PROXY: string;
  PAYMENT_SANDBOX?: string;
  PAYMENT_SANDBOX_SECRET?: string;
  SEED_CATALOG: string;
  AUTH_SECRET?: string;
  RATE_LIMIT_AUTH_PER_MIN: number;
  RATE_LIMIT_PAY_PER_MIN: number;
  RATE_LIMIT_OPEN_PER_MIN: number;
  RATE_LIMIT_SELL_PER_MIN: number;
  RATE_LIMIT_READ_PER_MIN: number;
  WS_INBOUND_PER_SEC: number;
  WS_INBOUND_BURST: number;
  WS_MAX_CONN_PER_IP: number;
  BATTLE_LEASE_MS: number;
  BATTLE_GIVE_UP_MS: number;
  BATTLE_WAITING_TTL_MS: number;
  BATTLE_WAITING_CAP: number;
  BEACON?: 'local' | 'drand';
  DRAND_URLS: string;
  DRAND_CHAIN_HASH: string;
  DRAND_PUBLIC_KEY: string;
  DRAND_GENESIS: number;
  DRAND_PERIOD: number;
  BEACON_LOCAL_PERIOD_MS: number;
  BEACON_WAIT_MS: number;
  BEACON_FETCH_TIMEOUT_MS: number;
  RACE_DAILY_MS: number;
  RACE_WEEKLY_MS: number;
  GIVEAWAY_HOURLY_MS: number;
  GIVEAWAY_DAILY_MS: number;
  GIVEAWAY_WEEKLY_MS: number;
  EVENT_SCHEDULER: string;
  EVENT_TICK_MS: number;
  EVENT_SETTLE_PAUSE_MS: number;
  TRADE_SANDBOX?: string;
  TRADE_SANDBOX_OUTCOME: 'accepted' | 'declined' | 'expired' | 'reversed';
  TRADE_SANDBOX_SEND_MS: number;
  TRADE_SANDBOX_SETTLE_MS: number;
  TRADE_SCHEDULER: string;
  TRADE_TICK_MS: number;
  ITEM_IMAGE_UPSTREAM?: string;
  ITEM_IMAGE_DIR?: string;
  ITEM_IMAGE_TIMEOUT_MS: number;
  ITEM_IMAGE_MAX_BYTES: number;
  METRICS_TOKEN?: string;
  METRICS_PORT?: number;
  SMTP_URL?: string;
  MAIL_FROM: string;
  MAIL_CATCHER?: string;
  MAIL_CATCHER_PORT: number;
  MAIL_SENDER: string;
  MAIL_TICK_MS: number;
  EMAIL_CONFIRM_TTL_MS: number;
}

function isOn(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/** Settings whose values must not appear in messages or logs. */
// SMTP_URL carries the relay's password.
const SECRETS = new Set([
  'AUTH_SECRET',
  'PAYMENT_SANDBOX_SECRET',
  'STEAM_API_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
]);

function readEnv(env: NodeJS.ProcessEnv): RawEnv {
  // An empty variable means unset, as it did before the schema.
  const data: Record<string, string> = {};
  for (const key of Object.keys(configSchema.properties)) {
    const v = env[key];
    if (v !== undefined && v !== '') data[key] = v;
  }
  try {
    return envSchema<RawEnv>({ schema: configSchema, data, env: false, dotenv: false });
  } catch (err) {
    // env-schema reports "env/PORT must be integer"; make it one line a newcomer can act on.
    const msg = err instanceof Error ? err.message : String(err);
    const first = msg
      .split(',')[0]
      .replace(/^env\//, '')
      .trim();
    const name = first.split(' ')[0];
    // Secrets are never echoed, not even a malformed one.
    const got = data[name] !== undefined && !SECRETS.has(name) ? ` (got "${data[name]}")` : '';
    throw new ConfigError(`${first}${got}`);
  }
}

/**
 * The first setting that says this is a real deployment (production, a real provider, an https address), or null
 * when nothing real is configured. Demo providers never run beside one of them, whatever NODE_ENV says.
 */
export function realSetting(raw: {
  NODE_ENV?: string;
  PUBLIC_URL?: string;
  STEAM_OPENID_ENDPOINT?: string;
  STEAM_API_KEY?: string;
  SMTP_URL?: string;
}): string | null {
  if (raw.NODE_ENV === 'production') return 'NODE_ENV=production';
  if (raw.STEAM_OPENID_ENDPOINT) return 'STEAM_OPENID_ENDPOINT';
  if (raw.STEAM_API_KEY) return 'STEAM_API_KEY';
  if (raw.PUBLIC_URL && /^https:/i.test(raw.PUBLIC_URL)) return 'PUBLIC_URL (https)';
  if (raw.SMTP_URL) return 'SMTP_URL';
  return null;
}

/**
 * Refuses a start that lacks production's secrets, or runs a demo provider beside a real setting (production, real
 * Steam, an https PUBLIC_URL): one line naming the setting to change.
 */
function checkDeployment(c: Config, raw: RawEnv, real: string | null): void {
  if (c.production && !raw.AUTH_SECRET)
    throw new ConfigError('AUTH_SECRET must be set in production (a random string of 32+ characters)');
  if (c.production && !raw.PUBLIC_URL)
    throw new ConfigError('PUBLIC_URL must be set in production (the https address players open)');
  if (real === null) return;
  const where = c.production ? 'in production' : `when ${real} is set`;
  // DEMO=1 asked for every demo provider at once: name it rather than each provider it turned on.
  if (isOn(raw.DEMO, false))
    throw new ConfigError(
      `DEMO must be off ${where} (it turns on sign-in, money and trades that are not real)`,
    );
  if (c.localAuth) throw new ConfigError(`LOCAL_AUTH must be off ${where} (it signs anyone in as anyone)`);
  if (c.paymentSandbox)
    throw new ConfigError(`PAYMENT_SANDBOX must be off ${where} (it credits money for free)`);
  if (c.trades.sandbox)
    throw new ConfigError(`TRADE_SANDBOX must be off ${where} (it reports items delivered that never left)`);
  if (c.mail.catcher)
    throw new ConfigError(
      `MAIL_CATCHER must be off ${where} (it keeps players' mails on this server for anyone to read)`,
    );
  if (c.beacon.kind !== 'drand')
    throw new ConfigError(
      `BEACON must be drand ${where} (the local beacon proves only what the operator signs)`,
    );
}

/** Builds the configuration from an environment (process.env by default); throws ConfigError on a bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = readEnv(env);
  const production = raw.NODE_ENV === 'production';
  const real = realSetting(raw);
  // Demo providers are on when the operator asks (DEMO=1, as `npm start` does) or nothing real is configured.
  const demo = isOn(raw.DEMO, real === null);
  const root = process.cwd();
  const perMinute = (max: number): RateLimitRule => ({ max, perMs: 60_000 });
  const config: Config = {
    port: raw.PORT,
    host: raw.HOST,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    publicUrlSet: raw.PUBLIC_URL !== undefined,
    databaseUrl: raw.DATABASE_URL,
    sqlitePath: raw.SQLITE_PATH ?? path.join(root, 'data', 'casearena.sqlite'),
    redisUrl: raw.REDIS_URL,
    redisPrefix: raw.REDIS_PREFIX,
    logLevel: raw.LOG_LEVEL,
    clientDir: raw.CLIENT_DIR ?? path.join(root, 'dist', 'client'),
    localesDir: raw.LOCALES_DIR ?? path.join(root, 'locales'),
    production,
    steamOpenIdEndpoint: raw.STEAM_OPENID_ENDPOINT,
    localAuth: isOn(raw.LOCAL_AUTH, demo),
    steamApi: {
      key: raw.STEAM_API_KEY,
      url: raw.STEAM_API_URL.replace(/\/$/, ''),
      timeoutMs: raw.STEAM_API_TIMEOUT_MS,
    },
    bots: isOn(raw.BOTS, true),
    battleTimeScale: raw.BATTLE_TIME_SCALE,
    allowedOrigins: raw.ALLOWED_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: parseTrustProxy(raw.TRUST_PROXY),
    paymentSandbox: isOn(raw.PAYMENT_SANDBOX, demo),
    paymentSandboxSecret: raw.PAYMENT_SANDBOX_SECRET,
    seedCatalog: isOn(raw.SEED_CATALOG, true),
    authSecret: raw.AUTH_SECRET,
    rateLimits: {
      auth: perMinute(raw.RATE_LIMIT_AUTH_PER_MIN),
      pay: perMinute(raw.RATE_LIMIT_PAY_PER_MIN),
      open: perMinute(raw.RATE_LIMIT_OPEN_PER_MIN),
      sell: perMinute(raw.RATE_LIMIT_SELL_PER_MIN),
      read: perMinute(raw.RATE_LIMIT_READ_PER_MIN),
    },
    ws: {
      inboundPerSec: raw.WS_INBOUND_PER_SEC,
      inboundBurst: raw.WS_INBOUND_BURST,
      maxConnPerIp: raw.WS_MAX_CONN_PER_IP,
    },
    battleLease: { ttlMs: raw.BATTLE_LEASE_MS, giveUpMs: raw.BATTLE_GIVE_UP_MS },
    battleWaiting: { ttlMs: raw.BATTLE_WAITING_TTL_MS, cap: raw.BATTLE_WAITING_CAP },
    beacon: {
      // The embedded chain proves only what the operator signs: a real site reads drand.
      kind: raw.BEACON ?? (demo ? 'local' : 'drand'),
      drand: {
        urls: raw.DRAND_URLS.split(',')
          .map((u) => u.trim().replace(/\/$/, ''))
          .filter(Boolean),
        chain: raw.DRAND_CHAIN_HASH,
        publicKey: raw.DRAND_PUBLIC_KEY,
        genesis: raw.DRAND_GENESIS,
        period: raw.DRAND_PERIOD,
      },
      localPeriodMs: raw.BEACON_LOCAL_PERIOD_MS,
      waitMs: raw.BEACON_WAIT_MS,
      fetchTimeoutMs: raw.BEACON_FETCH_TIMEOUT_MS,
    },
    contests: {
      raceDailyMs: raw.RACE_DAILY_MS,
      raceWeeklyMs: raw.RACE_WEEKLY_MS,
      giveawayHourlyMs: raw.GIVEAWAY_HOURLY_MS,
      giveawayDailyMs: raw.GIVEAWAY_DAILY_MS,
      giveawayWeeklyMs: raw.GIVEAWAY_WEEKLY_MS,
      scheduler: isOn(raw.EVENT_SCHEDULER, true),
      tickMs: raw.EVENT_TICK_MS,
      // A test hook that stalls money inside a transaction: never honoured in production.
      settlePauseMs: production ? 0 : raw.EVENT_SETTLE_PAUSE_MS,
    },
    operator: {
      name: raw.OPERATOR_NAME?.trim() || null,
      address: raw.OPERATOR_ADDRESS?.trim() || null,
      supportEmail: raw.SUPPORT_EMAIL ?? null,
    },
    trades: {
      sandbox: isOn(raw.TRADE_SANDBOX, demo),
      sandboxOutcome: raw.TRADE_SANDBOX_OUTCOME,
      sandboxSendMs: raw.TRADE_SANDBOX_SEND_MS,
      sandboxSettleMs: raw.TRADE_SANDBOX_SETTLE_MS,
      scheduler: isOn(raw.TRADE_SCHEDULER, true),
      tickMs: raw.TRADE_TICK_MS,
    },
    itemImages: {
      upstream: raw.ITEM_IMAGE_UPSTREAM?.replace(/\/$/, ''),
      dir: raw.ITEM_IMAGE_DIR ?? path.join(root, 'data', 'item-images'),
      timeoutMs: raw.ITEM_IMAGE_TIMEOUT_MS,
      maxBytes: raw.ITEM_IMAGE_MAX_BYTES,
    },
    metrics: { token: raw.METRICS_TOKEN, port: raw.METRICS_PORT },
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      catcher: isOn(raw.MAIL_CATCHER, demo),
      catcherPort: raw.MAIL_CATCHER_PORT,
      sender: isOn(raw.MAIL_SENDER, true),
      tickMs: raw.MAIL_TICK_MS,
      confirmTtlMs: raw.EMAIL_CONFIRM_TTL_MS,
    },
  };
  // One port cannot be both: the site's is public, the metrics one must not be.
  if (raw.METRICS_PORT !== undefined && raw.METRICS_PORT === raw.PORT)
    throw new ConfigError(
      'METRICS_PORT must differ from PORT (the metrics listener is never the public one)',
    );
  checkDeployment(config, raw, real);
  return config;
}
