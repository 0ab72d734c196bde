/** Answer of GET /api/v1/meta/health (server/routes/v1/health.ts), for load balancers and operators. */

/** One process's view of what it depends on. */
export interface HealthAnswer {
  /** ok: serving; degraded: serving, but events do not cross processes (Redis down); down: answers 503. */
  status: 'ok' | 'degraded' | 'down';
  database: { dialect: 'sqlite' | 'postgres'; up: boolean };
  /** 'off' when REDIS_URL is unset. */
  redis: 'off' | 'up' | 'down';
  /** Cross-process websocket fan-out: up once Redis has confirmed this process's subscription. */
  fanout: 'off' | 'up' | 'down';
  /** Open websockets on this process. */
  sockets: number;
  pid: number;
  uptimeS: number;
}
