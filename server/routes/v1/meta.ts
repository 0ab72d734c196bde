/** /api/v1/meta: site statistics and facts about this deployment. */
import { NO_PAGE } from '../../plugins/security';
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { SiteInfo } from '../../../src/protocol/meta';
import { demoProviders } from '../../services/meta/demo-mode';

/** Registers GET /meta/stat and GET /meta/site. */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  // The counts come from memory (server/services/lobby/stats-cache.ts); the text is `{data: Stats}`.
  // No per-request CSP nonces: a JSON answer is never a page (the policy itself is still sent).
  app.get('/meta/stat', { preHandler: app.readLimit, ...NO_PAGE }, async (_req, reply) => {
    const online = app.hasDecorator('onlineCount') ? app.onlineCount() : 0;
    return reply.type('application/json; charset=utf-8').send(await app.lobby.stats.body(online));
  });

  // Fixed for the life of the process: the client asks once per page load.
  const site: SiteInfo = { demo: demoProviders(app.config) };
  app.get('/meta/site', async (): Promise<ApiAnswer<SiteInfo>> => ({ data: site }));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live websocket connections (set by the realtime hub when it is running). */
    onlineCount: () => number;
  }
}
