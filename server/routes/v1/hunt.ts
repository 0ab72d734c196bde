/** /api/v1/hunt/list: the running skin hunt (created on first need), its targets and finders, and the last hunts. */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { HuntListAnswer } from '../../../src/protocol/hunt';
import { listHunts } from '../../services/events/hunts';

/** Registers GET /hunt/list. */
export async function huntRoutes(app: FastifyInstance): Promise<void> {
  app.get('/hunt/list', { preHandler: app.readLimit }, async (): Promise<ApiAnswer<HuntListAnswer>> => ({
    data: await listHunts(app.db, Date.now()),
  }));
}
