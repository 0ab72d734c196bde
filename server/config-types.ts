/** The shape of every server setting (server/config.ts reads them from the environment and checks them). */
export interface Config {
  port: number;
  host: string;
  /** Public URL of the site as browsers see it (used for OpenID return_to and redirects). */
  publicUrl: string;
  /** True when PUBLIC_URL was set; outside production an unset one lets sign-in follow the address the site was opened on. */
  publicUrlSet: boolean;
  /** postgres://... selects PostgreSQL; otherwise SQLite at sqlitePath. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so several sites (or test clusters) can share one Redis. */
  redisPrefix: string;
  logLevel: string;
  /** Directory with the built client (index.html, assets/). */
  clientDir: string;
  /** Directory with the locale message files. */
  localesDir: string;
  production: boolean;
  /** Steam OpenID endpoint; when unset and local auth is allowed, the built-in demo provider is used. */
  steamOpenIdEndpoint: string | undefined;
  /** The built-in demo sign-in (a demo provider: on with DEMO=1 or when nothing real is set, see config.ts). */
  localAuth: boolean;
  /** The Steam Web API for real nicknames and avatars (server/services/auth/steam-profile.ts); off without a key. */
  steamApi: SteamApiConfig;
  /** Run the lobby bot scheduler. */
  bots: boolean;
  /** Who runs the site, as the legal pages and the support page name it (OPERATOR_NAME, OPERATOR_ADDRESS, SUPPORT_EMAIL). */
  operator: OperatorConfig;
  /** Multiplies every battle duration (src/domain/battle-timing.ts); tests use e.g. 0.01 to play in milliseconds. */
  battleTimeScale: number;
  /** Allowed websocket Origins; empty means same host only. */
  allowedOrigins: string[];
  /**
   * Which proxies to trust for X-Forwarded-*: false (none), a hop count, or addresses/CIDRs. Never "every hop":
   * then a client-chosen X-Forwarded-For would pick the address every per-IP limit counts.
   */
  trustProxy: false | number | string[];
  /** Offer the built-in sandbox payment provider (a demo provider: on with DEMO=1 or when nothing real is set). */
  paymentSandbox: boolean;
  /** HMAC secret of the sandbox provider's signed webhook (derived from authSecret when unset). */
  paymentSandboxSecret: string | undefined;
  /** Seed the catalog on start. */
  seedCatalog: boolean;
  /** Secret for signed sign-in state and the local OpenID provider; random per process when unset. */
  authSecret: string | undefined;
  /** Token-bucket limits (requests per window) for the rate-limited areas; see plugins/rate-limit.ts. */
  rateLimits: RateLimits;
  /** Websocket limits per socket and per address. */
  ws: WsLimits;
  /** Battle ownership between processes (see server/kernel/leases.ts and server/services/battles/runner.ts). */
  battleLease: BattleLeaseConfig;
  /** Battles waiting for players: when they expire and how many one player may sit in (server/services/battles). */
  battleWaiting: BattleWaitingConfig;
  /** The public randomness beacon that seals version-2 battles (server/services/beacon). */
  beacon: BeaconConfig;
  /** Wager races and giveaways: window lengths and the scheduler's tick (server/services/events). */
  contests: ContestsConfig;
  /** Withdrawals to Steam: the sandbox trade provider and the settlement's scheduler (server/services/trades). */
  trades: TradesConfig;
  /** Real item images: the upstream they are fetched from (none: generated art only) and the disk cache (server/services/art). */
  itemImages: ItemImagesConfig;
  /** Where GET /metrics (Prometheus) is served: behind a bearer token on the site's port, or on a port of its own. */
  metrics: MetricsConfig;
  /** Mail: the SMTP relay, the demo catcher and the outbox's sender (server/services/mail). */
  mail: MailConfig;
}

/** The Prometheus endpoint's access (server/metrics/README.md). Neither set: /metrics is not served at all. */
export interface MetricsConfig {
  /** METRICS_TOKEN: `Authorization: Bearer <token>` required to scrape (on either port). */
  token?: string;
  /** METRICS_PORT: a listener of its own serves /metrics (on HOST); the site's port then answers 404. */
  port?: number;
}

/** Where mails go: a real SMTP relay (SMTP_URL), or in demo mode the local catcher; and how the outbox is worked. */
export interface MailConfig {
  /** smtp(s)://user:pass@host:port of the relay (a secret: never logged); unset: the catcher in demo mode, else none. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
  /** Run the demo mail catcher (a demo provider: on with DEMO=1 or when nothing real is set; refused beside SMTP_URL). */
  catcher: boolean;
  /** The catcher's SMTP port (0: any free one). */
  catcherPort: number;
  /** Run the outbox's sender (on by default; tests that drive `tick()` by hand turn it off). */
  sender: boolean;
  /** How often the sender looks for mails that are due. */
  tickMs: number;
  /** How long a confirmation link works. */
  confirmTtlMs: number;
}

/** Where real item images come from and how the server's image cache bounds them. */
export interface ItemImagesConfig {
  /** The image host the catalog's image paths are fetched from (ITEM_IMAGE_UPSTREAM); unset: generated art only. */
  upstream?: string;
  /** The folder fetched images are stored in. */
  dir: string;
  /** How long a page's image request waits for an image not stored yet before the generated art answers instead. */
  timeoutMs: number;
  /** The largest image accepted from the upstream. */
  maxBytes: number;
}

/** The final state the sandbox trade provider reports for every offer (a test and demo hook). */
/** `reversed`: accepted, then undone one settle time later (Steam's trade protection lets a trade be reverted). */
export type SandboxTradeOutcome = 'accepted' | 'declined' | 'expired' | 'reversed';

/** Withdrawals: which provider sends trade offers and how often their states are looked at. */
export interface TradesConfig {
  /** Offer the built-in sandbox trade provider (a demo provider: on with DEMO=1 or when nothing real is set). */
  sandbox: boolean;
  /** How every sandbox offer ends. */
  sandboxOutcome: SandboxTradeOutcome;
  /** The sandbox sends an offer this long after the withdrawal was asked for. */
  sandboxSendMs: number;
  /** The sandbox's offer reaches its outcome this long after it was sent. */
  sandboxSettleMs: number;
  /** Run the settlement's scheduler (on by default; tests that drive `tick()` by hand turn it off). */
  scheduler: boolean;
  /** How often the settlement looks for withdrawals that are due. */
  tickMs: number;
}

/** Where and how the Steam Web API is asked (the key is a secret: never logged). */
export interface SteamApiConfig {
  key: string | undefined;
  /** Base URL without a trailing slash (tests point it at a fake). */
  url: string;
  /** One request gives up after this long. */
  timeoutMs: number;
}

/** Window lengths of the scheduled contests (ms; src/domain/event-windows.ts aligns them) and the scheduler tick. */
export interface ContestsConfig {
  raceDailyMs: number;
  raceWeeklyMs: number;
  giveawayHourlyMs: number;
  giveawayDailyMs: number;
  giveawayWeeklyMs: number;
  /** Run the contests' scheduler (on by default; tests that drive `tick()` by hand turn it off). */
  scheduler: boolean;
  /** How often the contests' scheduler looks for due settlements and board changes. */
  tickMs: number;
  /** Tests only (0 in production): a settlement waits this long inside its transaction, so a test can kill it there. */
  settlePauseMs: number;
}

/** Which beacon seals battles: drand's public chain, or the embedded local one (the default). */
export interface BeaconConfig {
  kind: 'local' | 'drand';
  /** drand: the chain (hash, public key, genesis and period in seconds) and the mirrors tried in turn. */
  drand: { urls: string[]; chain: string; publicKey: string; genesis: number; period: number };
  /** local: milliseconds between rounds (3000 as quicknet; tests use less). */
  localPeriodMs: number;
  /** A filled battle whose round cannot be had for this long is cancelled and every stake refunded. */
  waitMs: number;
  /** One request to one drand mirror gives up after this long. */
  fetchTimeoutMs: number;
}

/** A limit: at most `max` requests per `perMs` window. */
export interface RateLimitRule {
  max: number;
  perMs: number;
}

/** Per-area limits: sign-in (per IP), payments, case opening and selling (per user), public reads (per IP). */
export interface RateLimits {
  auth: RateLimitRule;
  pay: RateLimitRule;
  open: RateLimitRule;
  sell: RateLimitRule;
  /** `/meta/stat`, `/battle/list`, `/battle/detail` per address. */
  read: RateLimitRule;
}

/** Inbound frame limits per socket and the connection cap per address. */
export interface WsLimits {
  /** Frames per second a socket may send on average (token refill rate). */
  inboundPerSec: number;
  /** Frames a socket may send in a burst (bucket size); past it the socket is closed with 1008. */
  inboundBurst: number;
  /** Open websockets per client address. */
  maxConnPerIp: number;
}

/** How long a process holds a running battle, and when a battle that cannot be played is given up. */
export interface BattleWaitingConfig {
  /** A battle still waiting for players this long after it was created is cancelled and every stake refunded. */
  ttlMs: number;
  /** Most waiting battles one player may sit in; the next create or join is 409 battle_waiting_cap. */
  cap: number;
}

export interface BattleLeaseConfig {
  /** A lease not renewed for this long may be taken over by another process. */
  ttlMs: number;
  /** A battle whose steps keep failing for this long is cancelled and every stake refunded. */
  giveUpMs: number;
}

/** The operator named on the legal and support pages; null where the deployment does not set it. */
export interface OperatorConfig {
  name: string | null;
  address: string | null;
  /** The contact address shown on the support page. */
  supportEmail: string | null;
}
