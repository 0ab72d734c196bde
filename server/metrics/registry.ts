/**
 * Every metric this process exports, on a registry of its own (tests build several apps in one process: prom-client's
 * global registry would collide). Names and meanings: server/metrics/README.md; the Grafana dashboard
 * (deploy/grafana/casearena-dashboard.json) queries these names.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The metrics of one app. */
export type AppMetrics = ReturnType<typeof createMetrics>;

/** Builds the registry with the default process/nodejs metrics and ours. */
export function createMetrics() {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const r = [register];
  return {
    register,
    http: {
      requests: new Counter({
        name: 'casearena_http_requests_total',
        help: 'HTTP requests answered, by method, route pattern and status code.',
        labelNames: ['method', 'route', 'status'] as const,
        registers: r,
      }),
      duration: new Histogram({
        name: 'casearena_http_request_duration_seconds',
        help: 'Time from request to answer, by method and route pattern.',
        labelNames: ['method', 'route'] as const,
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: r,
      }),
    },
    ws: {
      connections: new Gauge({
        name: 'casearena_ws_connections',
        help: 'Open websockets on this process.',
        registers: r,
      }),
      deliveries: new Counter({
        name: 'casearena_ws_deliveries_total',
        help: 'Broadcast frames queued to sockets (one per socket per event).',
        registers: r,
      }),
      drops: new Counter({
        name: 'casearena_ws_drops_total',
        help: 'Sockets the server cut off, by reason (slow consumer, too many frames, heartbeat timeout, protocol error).',
        labelNames: ['reason'] as const,
        registers: r,
      }),
    },
    pools: {
      dbUp: new Gauge({
        name: 'casearena_db_up',
        help: 'Whether the database answered select 1 at this scrape (1) or not (0).',
        registers: r,
      }),
      dbPool: new Gauge({
        name: 'casearena_db_pool_connections',
        help: 'PostgreSQL pool connections by state: total (open), idle, waiting (callers queued for one), max.',
        labelNames: ['state'] as const,
        registers: r,
      }),
      redisUp: new Gauge({
        name: 'casearena_redis_up',
        help: 'Redis connections of the websocket fan-out: 1 when ready (absent without REDIS_URL).',
        labelNames: ['connection'] as const,
        registers: r,
      }),
    },
    battles: {
      byState: new Gauge({
        name: 'casearena_battles',
        help: 'Battles not finished, by state (waiting, processing, playing), across the site (from the database).',
        labelNames: ['state'] as const,
        registers: r,
      }),
      created: new Counter({
        name: 'casearena_battles_created_total',
        help: 'Battles created through this process.',
        registers: r,
      }),
      finished: new Counter({
        name: 'casearena_battles_finished_total',
        help: 'Battles finished by this process, by outcome (settled, cancelled).',
        labelNames: ['outcome'] as const,
        registers: r,
      }),
      rounds: new Counter({
        name: 'casearena_battle_rounds_total',
        help: 'Battle rounds played by this process.',
        registers: r,
      }),
    },
    openings: new Counter({
      name: 'casearena_case_openings_total',
      help: 'Cases opened, by source: case (a single opening, daily, marketplace) or battle (one per seat per round).',
      labelNames: ['source'] as const,
      registers: r,
    }),
    upgrades: new Counter({
      name: 'casearena_upgrades_total',
      help: 'Upgrades played.',
      registers: r,
    }),
    ledger: {
      volume: new Counter({
        name: 'casearena_ledger_volume_total',
        help: 'Ledger volume committed, by kind and currency, in its smallest unit (cents, point units, tickets).',
        labelNames: ['kind', 'currency'] as const,
        registers: r,
      }),
      transfers: new Counter({
        name: 'casearena_ledger_transfers_total',
        help: 'Ledger transfers committed, by kind and currency.',
        labelNames: ['kind', 'currency'] as const,
        registers: r,
      }),
    },
    beacon: {
      lag: new Gauge({
        name: 'casearena_beacon_lag_seconds',
        help: "Seconds from the newest verified beacon round's time to now (since start when none yet).",
        registers: r,
      }),
      round: new Gauge({
        name: 'casearena_beacon_round',
        help: 'The newest beacon round this process verified (0: none yet).',
        registers: r,
      }),
      fresh: new Gauge({
        name: 'casearena_beacon_fresh',
        help: 'Whether the beacon lag is within the readiness bound (1) or not (0).',
        registers: r,
      }),
    },
    scheduler: {
      held: new Gauge({
        name: 'casearena_scheduler_lease_held',
        help: "Whether this process holds the job's lease (lobby-bots, contests, trades): summed over processes, 1.",
        labelNames: ['task'] as const,
        registers: r,
      }),
      tickLag: new Gauge({
        name: 'casearena_scheduler_tick_lag_seconds',
        help: "Seconds since the job's lease holder last ticked (each tick renews the lease), whoever holds it.",
        labelNames: ['task'] as const,
        registers: r,
      }),
    },
    draining: new Gauge({
      name: 'casearena_draining',
      help: 'Whether this process is draining after SIGTERM (1) or serving (0).',
      registers: r,
    }),
  };
}
