/**
 * GET /api/v1/meta/health for load balancers: the database, Redis and cross-process fan-out as this process sees
 * them. 503 when this process cannot serve (database unreachable, or shutting down); a Redis outage is reported
 * (`fanout: 'down'`) with 200, because every process shares it and taking them all out would take the site down.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Answer } from '../../../src/protocol/answer';
import { HealthAnswer } from '../../../src/protocol/health';
import { doc, errorResponses, type ApiApp } from '../typebox';

const DB_TIMEOUT_MS = 2_000;

async function databaseUp(app: FastifyInstance): Promise<boolean> {
  const probe = sql`select 1 as ok`.execute(app.db.kysely).then(
    () => true,
    () => false,
  );
  const timeout = new Promise<boolean>((r) => setTimeout(() => r(false), DB_TIMEOUT_MS).unref());
  return Promise.race([probe, timeout]);
}

/** Registers GET /meta/health. */
export async function healthRoutes(app: ApiApp): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const schema = {
    ...doc('meta', "This process's health, for load balancers (503 when it cannot serve)"),
    // 503 carries the same report (status 'down'), not an ApiError.
    response: { 200: Answer(HealthAnswer), 503: Answer(HealthAnswer), ...errorResponses },
  };
  app.get('/meta/health', { schema }, async (_req, reply) => {
    const db = await databaseUp(app);
    const rt = app.hasDecorator('realtimeStatus')
      ? app.realtimeStatus()
      : { sockets: 0, fanout: 'off' as const };
    const serving = db && !closing;
    const answer: HealthAnswer = {
      status: serving ? (rt.fanout === 'down' ? 'degraded' : 'ok') : 'down',
      database: { dialect: app.db.dialect, up: db },
      redis: rt.fanout === 'off' ? 'off' : rt.fanout === 'up' ? 'up' : 'down',
      fanout: rt.fanout,
      sockets: rt.sockets,
      pid: process.pid,
      uptimeS: Math.round(process.uptime()),
    };
    return reply
      .status(serving ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ data: answer });
  });
}
