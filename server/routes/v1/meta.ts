/** /api/v1/meta: site statistics and facts about this deployment. */
import { NO_PAGE } from '../../plugins/security';
import { SiteInfo } from '../../../src/protocol/meta';
import { Stats } from '../../../src/protocol/types';
import { answerSchema, doc, sendJsonText, type ApiApp } from '../typebox';
import { demoProviders } from '../../services/meta/demo-mode';

/** Registers GET /meta/stat and GET /meta/site. */
export async function metaRoutes(app: ApiApp): Promise<void> {
  // The counts come from memory (server/services/lobby/stats-cache.ts); the text is `{data: Stats}`.
  // No per-request CSP nonces: a JSON answer is never a page (the policy itself is still sent).
  const statSchema = {
    ...doc('meta', 'Site statistics: online, users, battles, openings'),
    response: answerSchema(Stats),
  };
  app.get('/meta/stat', { schema: statSchema, preHandler: app.readLimit, ...NO_PAGE }, async (req, reply) => {
    // The people on the site, the one asking included (their page shows the figure).
    const online = app.hasDecorator('visitorsOnline') ? await app.visitorsOnline(req.userId, req.ip) : 1;
    return sendJsonText(reply, await app.lobby.stats.body(online));
  });

  // Fixed for the life of the process: the client asks once per page load.
  const site: SiteInfo = { demo: demoProviders(app.config), operator: app.config.operator };
  app.get(
    '/meta/site',
    {
      schema: {
        ...doc('meta', 'Which demo providers this deployment runs'),
        response: answerSchema(SiteInfo),
      },
    },
    async () => ({ data: site }),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live websocket connections (set by the realtime hub when it is running). */
    onlineCount: () => number;
    /** Notes this visitor as on the site and answers how many people are (server/realtime/presence.ts). */
    visitorsOnline: (userId: string | null, address: string) => Promise<number>;
  }
}
