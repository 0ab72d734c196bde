/** Every server setting, read from the environment, with defaults that run on one machine. */
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Public URL of the site as browsers see it (used for OpenID return_to and redirects). */
  publicUrl: string;
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  redisUrl: string | undefined;
  logLevel: string;
  /** Directory with the built client (index.html, assets/). */
  clientDir: string;
  /** Directory with the locale message files. */
  localesDir: string;
  production: boolean;
  /** Steam OpenID endpoint; when unset and local auth is allowed, the built-in demo provider is used. */
  steamOpenIdEndpoint: string | undefined;
  localAuth: boolean;
  /** Run the lobby bot scheduler. */
  bots: boolean;
  /** Multiplies every battle duration (src/domain/battle-timing.ts); tests use e.g. 0.01 to play in milliseconds. */
  battleTimeScale: number;
  /** Allowed websocket Origins; empty means same host only. */
  allowedOrigins: string[];
  /** Trust X-Forwarded-* headers (only behind a reverse proxy; otherwise clients could fake their IP). */
  trustProxy: boolean;
  /** Offer the built-in sandbox payment provider (on outside production unless PAYMENT_SANDBOX=0). */
  paymentSandbox: boolean;
  /** Seed the catalog on start. */
  seedCatalog: boolean;
  /** Secret for signed sign-in state and the local OpenID provider; random per process when unset. */
  authSecret: string | undefined;
  /** Token-bucket limits (requests per window) for the rate-limited areas; see plugins/rate-limit.ts. */
  rateLimits: RateLimits;
}

/** A token bucket: at most `max` requests per `perMs` window (refilled continuously). */
export interface RateLimitRule {
  max: number;
  perMs: number;
}

/** Per-area limits: sign-in (per IP), payments, case opening and selling (per user). */
export interface RateLimits {
  auth: RateLimitRule;
  pay: RateLimitRule;
  open: RateLimitRule;
  sell: RateLimitRule;
}

function perMinute(v: string | undefined, dflt: number): RateLimitRule {
  const n = Number(v);
  return { max: v && Number.isFinite(n) && n > 0 ? Math.floor(n) : dflt, perMs: 60_000 };
}

function bool(v: string | undefined, dflt: boolean): boolean {
  if (v === undefined || v === '') return dflt;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

/** Builds the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  const production = env.NODE_ENV === 'production';
  const root = process.cwd();
  return {
    port,
    host,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: env.SQLITE_PATH ?? path.join(root, 'data', 'casearena.sqlite'),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    clientDir: env.CLIENT_DIR ?? path.join(root, 'dist', 'client'),
    localesDir: env.LOCALES_DIR ?? path.join(root, 'locales'),
    production,
    steamOpenIdEndpoint: env.STEAM_OPENID_ENDPOINT || undefined,
    localAuth: bool(env.LOCAL_AUTH, !production),
    bots: bool(env.BOTS, true),
    battleTimeScale: Number(env.BATTLE_TIME_SCALE) > 0 ? Number(env.BATTLE_TIME_SCALE) : 1,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: bool(env.TRUST_PROXY, false),
    paymentSandbox: bool(env.PAYMENT_SANDBOX, !production),
    seedCatalog: bool(env.SEED_CATALOG, true),
    authSecret: env.AUTH_SECRET || undefined,
    rateLimits: {
      auth: perMinute(env.RATE_LIMIT_AUTH_PER_MIN, 30),
      pay: perMinute(env.RATE_LIMIT_PAY_PER_MIN, 60),
      open: perMinute(env.RATE_LIMIT_OPEN_PER_MIN, 120),
      sell: perMinute(env.RATE_LIMIT_SELL_PER_MIN, 120),
    },
  };
}
