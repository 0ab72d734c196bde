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
