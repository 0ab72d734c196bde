/**
 * Health for load balancers and orchestrators:
 * - GET /health/live: the process is up (200 while it runs, draining included: restarting it would cut the drain).
 * - GET /health/ready: it should get traffic: database up, Redis up when configured, beacon fresh, not draining;
 *   503 names the checks that failed.
 * - GET /meta/health (older, still used): database, Redis and fan-out as this process sees them; 503 only when it
 *   cannot serve (database unreachable, or shutting down); a Redis outage is reported (`fanout: 'down'`) with 200.
 */
import type { FastifyInstance } from 'fastify';
import { databaseUp } from '../../db/probe';
import { Answer } from '../../../src/protocol/answer';
import { HealthAnswer, LiveAnswer, ReadyAnswer, type ReadyCheck } from '../../../src/protocol/health';
import { doc, errorResponses, type ApiApp } from '../typebox';

function realtimeOf(app: FastifyInstance) {
  return app.hasDecorator('realtimeStatus') ? app.realtimeStatus() : { sockets: 0, fanout: 'off' as const };
}

/** Registers GET /meta/health, /health/live and /health/ready. */
export async function healthRoutes(app: ApiApp): Promise<void> {
  const schema = {
    ...doc('meta', "This process's health, for load balancers (503 when it cannot serve)"),
    // 503 carries the same report (status 'down'), not an ApiError.
    response: { 200: Answer(HealthAnswer), 503: Answer(HealthAnswer), ...errorResponses },
  };
  app.get('/meta/health', { schema }, async (_req, reply) => {
    const db = await databaseUp(app.db);
    const rt = realtimeOf(app);
    const serving = db && !app.drain.active;
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

  const liveSchema = {
    ...doc('meta', 'Liveness: the process is up (nothing else is checked)'),
    response: { 200: Answer(LiveAnswer), ...errorResponses },
  };
  app.get('/health/live', { schema: liveSchema }, async (_req, reply) => {
    const answer: LiveAnswer = { status: 'live', pid: process.pid, uptimeS: Math.round(process.uptime()) };
    return reply.header('cache-control', 'no-store').send({ data: answer });
  });

  const readySchema = {
    ...doc(
      'meta',
      'Readiness: database, Redis when configured, beacon fresh, not draining (503 names what failed)',
    ),
    response: { 200: Answer(ReadyAnswer), 503: Answer(ReadyAnswer), ...errorResponses },
  };
  app.get('/health/ready', { schema: readySchema }, async (_req, reply) => {
    const draining = app.drain.active;
    const [db, beacon] = await Promise.all([databaseUp(app.db), app.beaconFreshness.check()]);
    const fanout = realtimeOf(app).fanout;
    const failed: ReadyCheck[] = [];
    if (!db) failed.push('database');
    if (fanout === 'down') failed.push('redis');
    if (!beacon.fresh) failed.push('beacon');
    // Read again: SIGTERM may have come while the checks ran.
    if (draining || app.drain.active) failed.push('draining');
    const answer: ReadyAnswer = {
      status: failed.length === 0 ? 'ready' : 'unready',
      failed,
      database: { dialect: app.db.dialect, up: db },
      redis: fanout,
      beacon: {
        fresh: beacon.fresh,
        lagS: Math.round(beacon.lagS * 1000) / 1000,
        round: beacon.round,
        boundS: app.beaconFreshness.boundMs / 1000,
      },
      draining: failed.includes('draining'),
    };
    return reply
      .status(failed.length === 0 ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ data: answer });
  });
}
