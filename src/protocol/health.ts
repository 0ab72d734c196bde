/** Answer of GET /api/v1/meta/health (server/routes/v1/health.ts), for load balancers and operators. */
import { Type, type Static } from 'typebox';
import { OneOf } from './typebox';

/** One process's view of what it depends on. */
export const HealthAnswer = Type.Object({
  status: OneOf(['ok', 'degraded', 'down'], {
    description:
      'ok: serving; degraded: serving, but events do not cross processes (Redis down); down: answers 503.',
  }),
  database: Type.Object({ dialect: OneOf(['sqlite', 'postgres']), up: Type.Boolean() }),
  redis: OneOf(['off', 'up', 'down'], { description: "'off' when REDIS_URL is unset." }),
  fanout: OneOf(['off', 'up', 'down'], {
    description: "Cross-process websocket fan-out: up once Redis has confirmed this process's subscription.",
  }),
  sockets: Type.Number({ description: 'Open websockets on this process.' }),
  pid: Type.Number(),
  uptimeS: Type.Number(),
});
/** One process's view of what it depends on. */
export type HealthAnswer = Static<typeof HealthAnswer>;

/** Answer of GET /api/v1/health/live: the process is up and its event loop turns (nothing else is checked). */
export const LiveAnswer = Type.Object({
  status: OneOf(['live']),
  pid: Type.Number(),
  uptimeS: Type.Number(),
});
/** The liveness answer. */
export type LiveAnswer = Static<typeof LiveAnswer>;

/** A readiness check that can fail. */
export const ReadyCheck = OneOf(['database', 'redis', 'beacon', 'draining']);
/** A readiness check's name. */
export type ReadyCheck = Static<typeof ReadyCheck>;

/** Answer of GET /api/v1/health/ready (200 ready, 503 not: `failed` names the checks that failed). */
export const ReadyAnswer = Type.Object({
  status: OneOf(['ready', 'unready']),
  failed: Type.Array(ReadyCheck, { description: 'The checks that failed (empty when ready).' }),
  database: Type.Object({ dialect: OneOf(['sqlite', 'postgres']), up: Type.Boolean() }),
  redis: OneOf(['off', 'up', 'down'], {
    description: "'off' when REDIS_URL is unset; 'down' fails the check (events would not cross processes).",
  }),
  beacon: Type.Object({
    fresh: Type.Boolean(),
    lagS: Type.Number({ description: "Seconds from the newest verified round's time to now." }),
    round: Type.Number({ description: 'The newest round verified (0: none yet).' }),
    boundS: Type.Number({ description: 'The most lag that still counts as fresh.' }),
  }),
  draining: Type.Boolean({
    description: 'True once SIGTERM arrived: the process finishes what it has and exits.',
  }),
});
/** The readiness answer. */
export type ReadyAnswer = Static<typeof ReadyAnswer>;
