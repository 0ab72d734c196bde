/** /api/v1/meta: site statistics and facts about this deployment. */
import { NO_PAGE } from '../../plugins/security';
import { SiteBannerAnswer, SiteInfo } from '../../../src/protocol/meta';
import { bannerCacheOf } from '../../services/liveops/banner';
import { Stats } from '../../../src/protocol/types';
import { answerSchema, doc, sendJsonText, type ApiApp } from '../typebox';
import { demoProviders } from '../../services/meta/demo-mode';

/** Registers GET /meta/stat, GET /meta/site and GET /meta/banner. */
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

  // The staff's site banner (server/services/liveops/banner.ts): every page asks, so the answer is cached per process
  // and shared caches may keep it a little (a new banner reaches everyone within about 20 s).
  app.get(
    '/meta/banner',
    {
      schema: {
        ...doc('meta', 'The site banner shown at the top of every page now, or null'),
        response: answerSchema(SiteBannerAnswer),
      },
      preHandler: app.readLimit,
      ...NO_PAGE,
    },
    async (_req, reply) => {
      const banner = await bannerCacheOf(app.db).get(Date.now());
      void reply.header('cache-control', 'public, max-age=15');
      return { data: { banner } };
    },
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
