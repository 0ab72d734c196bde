/**
 * The schema of every setting read from the environment (env-schema: types, ranges, defaults) and the reader that
 * turns a bad value into a one-line ConfigError naming the setting (secrets never echoed). config.ts builds the
 * Config from what this reads and checks the deployment rules.
 */
import { envSchema } from 'env-schema';
import { QUICKNET } from '../src/domain/beacon';
import { ConfigError } from './config-rules';

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

export interface RawEnv {
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

/** Settings whose values must not appear in messages or logs. */
// SMTP_URL carries the relay's password.
const SECRETS = new Set([
  'AUTH_SECRET',
  'PAYMENT_SANDBOX_SECRET',
  'STEAM_API_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
]);

export function readEnv(env: NodeJS.ProcessEnv): RawEnv {
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
