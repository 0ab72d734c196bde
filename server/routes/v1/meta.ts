/** /api/v1/meta: site statistics. */
import type { FastifyInstance } from 'fastify';
import { readStats } from '../../services/stats';

/** Registers GET /meta/stat. */
export async function metaRoutes(app: FastifyInstance): Promise<void> {
  app.get('/meta/stat', async () => {
    const online = app.hasDecorator('onlineCount') ? app.onlineCount() : 0;
    return { data: await readStats(app.db, online) };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live websocket connections (set by the realtime hub when it is running). */
    onlineCount: () => number;
  }
}
