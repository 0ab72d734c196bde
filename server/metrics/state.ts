/**
 * The gauges read at each scrape: websockets, pools, Redis, battles by state and the scheduler's leases (from the
 * database, so every process reports the site's figure for those), the beacon lag, draining. A failed database read
 * leaves the previous figures and sets `casearena_db_up` to 0; a scrape never fails because a dependency is down.
 */
import type { FastifyInstance } from 'fastify';
import { databaseUp } from '../db/probe';
import type { AppMetrics } from './registry';

const DB_TIMEOUT_MS = 2_000;
const BATTLE_STATES = ['waiting', 'processing', 'playing'] as const;
/** The websocket close codes that are the server cutting a socket off (hub.ts CloseCode). */
const DROPS: Record<number, string> = {
  1008: 'too_many_frames',
  4000: 'heartbeat_timeout',
  4002: 'protocol_error',
  4008: 'slow_consumer',
};
/** Job leases are `job:<name>` (server/services: bots/scheduler.ts, events/contest-scheduler.ts, trades/settlement.ts). */
const JOB_PREFIX = 'job:';

/** Reads what the gauges show; one instance per app, called before each render. */
export class ScrapeState {
  private readonly seenDrops = new Map<number, number>();
  private seenDeliveries = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly m: AppMetrics,
  ) {}

  /** Brings every gauge and hub-fed counter up to date. */
  async refresh(now = Date.now()): Promise<void> {
    this.realtime();
    const db = this.app.db;
    const state = db.pool?.();
    if (state) for (const [k, v] of Object.entries(state)) this.m.pools.dbPool.set({ state: k }, v);
    this.m.draining.set(this.app.drain.active ? 1 : 0);
    const [up] = await Promise.all([databaseUp(db, DB_TIMEOUT_MS), this.beacon()]);
    this.m.pools.dbUp.set(up ? 1 : 0);
    if (!up) return;
    await Promise.all([this.battles(), this.leases(now)]).catch((err: unknown) =>
      this.app.log.warn({ err }, 'metrics: a database read failed; figures kept from the last scrape'),
    );
  }

  private realtime(): void {
    if (!this.app.hasDecorator('realtimeCounters')) return;
    const status = this.app.realtimeStatus();
    this.m.ws.connections.set(status.sockets);
    if (status.redis) {
      this.m.pools.redisUp.set({ connection: 'publisher' }, status.redis.publisher === 'ready' ? 1 : 0);
      this.m.pools.redisUp.set({ connection: 'subscriber' }, status.redis.subscriber === 'ready' ? 1 : 0);
    }
    // The hub keeps running totals; counters move by what changed since the last scrape.
    const c = this.app.realtimeCounters();
    this.m.ws.deliveries.inc(c.delivered - this.seenDeliveries);
    this.seenDeliveries = c.delivered;
    for (const [code, reason] of Object.entries(DROPS)) {
      const n = c.closed.get(Number(code)) ?? 0;
      this.m.ws.drops.inc({ reason }, n - (this.seenDrops.get(Number(code)) ?? 0));
      this.seenDrops.set(Number(code), n);
    }
  }

  private async beacon(): Promise<void> {
    if (!this.app.hasDecorator('beaconFreshness')) return;
    const lag = await this.app.beaconFreshness.check();
    this.m.beacon.lag.set(lag.lagS);
    this.m.beacon.round.set(lag.round);
    this.m.beacon.fresh.set(lag.fresh ? 1 : 0);
  }

  private async battles(): Promise<void> {
    const rows = await this.app.db.kysely
      .selectFrom('battles')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', [...BATTLE_STATES])
      .groupBy('status')
      .execute();
    const byState = new Map(rows.map((r) => [r.status, Number(r.n)]));
    for (const state of BATTLE_STATES) this.m.battles.byState.set({ state }, byState.get(state) ?? 0);
  }

  private async leases(now: number): Promise<void> {
    const rows = await this.app.db.kysely
      .selectFrom('leases')
      .select(['key', 'owner', 'lease_until'])
      .where('key', 'like', `${JOB_PREFIX}%`)
      .execute();
    const me = this.app.hasDecorator('battles') ? this.app.battles.runner.owner : null;
    const ttlMs = this.app.config.battleLease.ttlMs;
    for (const row of rows) {
      const job = row.key.slice(JOB_PREFIX.length);
      const until = Number(row.lease_until);
      this.m.scheduler.held.set({ task: job }, row.owner === me && until > now ? 1 : 0);
      // Every tick renews the lease to tick time + ttl; a lease handed over on shutdown (until 0) tells no tick time.
      if (until > 0) this.m.scheduler.tickLag.set({ task: job }, Math.max(0, now - (until - ttlMs)) / 1000);
    }
  }
}
