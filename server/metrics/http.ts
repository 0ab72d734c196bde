/**
 * HTTP request metrics: a count by method, route and status and a latency histogram by method and route. The route
 * label is the route's pattern (`/api/v1/battle/detail`, `/api/v1/art/:version/item/:file`), never the raw URL, so
 * ids and query strings cannot grow the number of series; a request no route matched is `unmatched`.
 */
import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from './registry';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Adds the onResponse hook that counts and times every answered request. */
export function instrumentHttp(app: FastifyInstance, m: AppMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    // A route's pattern; the not-found handler (and anything no route matched) has none.
    const pattern = req.is404 ? undefined : req.routeOptions.url;
    const route = pattern ?? 'unmatched';
    const method = METHODS.has(req.method) ? req.method : 'OTHER';
    m.http.requests.inc({ method, route, status: String(reply.statusCode) });
    m.http.duration.observe({ method, route }, reply.elapsedTime / 1000);
  });
}
