/** /api/v1/hunt/list: the running skin hunt (created on first need), its targets and finders, and the last hunts. */
import { HuntListAnswer } from '../../../src/protocol/hunt';
import { listHunts } from '../../services/events/hunts';
import { answerSchema, doc, type ApiApp } from '../typebox';

/** Registers GET /hunt/list. */
export async function huntRoutes(app: ApiApp): Promise<void> {
  const schema = {
    ...doc('hunt', 'The running skin hunt, its targets and finders, and the last hunts'),
    response: answerSchema(HuntListAnswer),
  };
  app.get('/hunt/list', { schema, preHandler: app.readLimit }, async () => ({
    data: await listHunts(app.db, Date.now()),
  }));
}
