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
  /** Allowed websocket Origins; empty means same host only. */
  allowedOrigins: string[];
  /** Seed the catalog on start. */
  seedCatalog: boolean;
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
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    seedCatalog: bool(env.SEED_CATALOG, true),
  };
}
