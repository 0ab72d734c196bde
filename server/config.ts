/**
 * Every server setting, read from the environment through one schema (env-schema: types, ranges, defaults).
 * A value of the wrong type or range, a production start without its secrets, or a demo provider on beside a real
 * setting (production, real Steam, an https PUBLIC_URL; whatever NODE_ENV says),
 * throws a ConfigError whose message is one line naming the setting; main.ts prints it and exits.
 */
import path from 'node:path';
import type { Config, RateLimitRule } from './config-types';
import { ConfigError, parseTrustProxy } from './config-rules';
import { readEnv, type RawEnv } from './config-schema';

export type * from './config-types';
export { ConfigError, parseTrustProxy, proxyTrust } from './config-rules';

function isOn(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined) return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
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
