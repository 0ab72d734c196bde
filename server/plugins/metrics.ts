/**
 * GET /metrics in Prometheus text format, never public: behind `Authorization: Bearer <METRICS_TOKEN>` on the site's
 * port, or on a listener of its own (METRICS_PORT, on HOST), and then the site's port answers 404. With neither set
 * nothing is collected and /metrics is 404 (a production start says so in the log). What is exported:
 * server/metrics/README.md.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFound, unauthorized } from '../errors';
import { countDomainEvents } from '../metrics/domain';
import { instrumentHttp } from '../metrics/http';
import { createMetrics } from '../metrics/registry';
import { ScrapeState } from '../metrics/state';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** True when the Authorization header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  // Digests have one length whatever was sent, so the comparison's time tells nothing about the token.
  return timingSafeEqual(digest(m?.[1] ?? ''), digest(token)) && m !== null;
}

const NOT_SERVED = 'Not found: GET /metrics';
const NEEDS_TOKEN = 'The metrics need their bearer token';

/** Registers the metrics (when configured) and the /metrics route. */
async function registerMetrics(app: FastifyInstance): Promise<void> {
  const { token, port } = app.config.metrics;
  // The public port's /metrics: a route of its own, so the client's catch-all never answers it with a page.
  const publicServes = token !== undefined && port === undefined;
  if (!token && port === undefined) {
    if (app.config.production)
      app.log.warn('metrics: METRICS_TOKEN and METRICS_PORT are unset, so GET /metrics is not served');
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound('not_found', NOT_SERVED);
    });
    return;
  }

  const m = createMetrics();
  const state = new ScrapeState(app, m);
  instrumentHttp(app, m);
  const off = countDomainEvents(app.events, m);
  app.addHook('onClose', async () => off());
  const render = async () => {
    await state.refresh();
    return m.register.metrics();
  };

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!publicServes || token === undefined) throw notFound('not_found', NOT_SERVED);
    if (!bearerMatches(req.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized(NEEDS_TOKEN);
    }
    const text = await render();
    return reply.header('cache-control', 'no-store').type(m.register.contentType).send(text);
  });

  if (port === undefined) return;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const answer = (status: number, body: string, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    const error = (status: number, code: string, message: string) =>
      answer(status, JSON.stringify({ error: { code, message } }));
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD'))
      return error(404, 'not_found', `Not found: ${req.method} ${path}`);
    if (token !== undefined && !bearerMatches(req.headers.authorization, token)) {
      res.setHeader('www-authenticate', 'Bearer realm="metrics"');
      return error(401, 'unauthorized', NEEDS_TOKEN);
    }
    render().then(
      (text) => answer(200, text, m.register.contentType),
      (err: unknown) => {
        app.log.error({ err }, 'metrics: scrape failed');
        error(500, 'internal', 'The scrape failed');
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, app.config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    app.log.info({ port }, 'metrics: GET /metrics is served on its own port');
  });
  app.addHook('onClose', async () => {
    if (!server.listening) return;
    // Prometheus keeps its connection open between scrapes: close it rather than wait for it.
    const closed = new Promise<void>((r) => server.close(() => r()));
    server.closeAllConnections();
    await closed;
  });
}

/** The metrics plugin. Register it before the routes: its onResponse hook counts every route's answers. */
export const metricsPlugin = fp(async (app: FastifyInstance) => registerMetrics(app), {
  name: 'metrics',
  dependencies: ['db', 'events', 'drain'],
});
