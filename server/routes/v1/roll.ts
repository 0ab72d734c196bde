/** /api/v1/roll: the caller's provably fair seed pair (see shared/FAIRNESS.md). */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { rotateSeed, seedInfo } from '../../services/fairness/seeds';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { SeedInfo } from '../../../src/protocol/roll';

const setSchema = {
  body: {
    type: 'object',
    required: ['clientSeed'],
    properties: {
      clientSeed: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[\\x20-\\x39\\x3b-\\x7e]+$' },
    },
  },
} as const;

/** Seed changes per user per minute: each one stores a revealed pair, so they are bounded. */
const SEED_CHANGES_PER_MIN = 30;

/** Registers GET /roll/seed, POST /roll/seed (new client seed) and POST /roll/seed/rotate. */
export async function rollRoutes(app: FastifyInstance): Promise<void> {
  const changeLimit = app.rateLimit({
    name: 'seed-change',
    key: 'user',
    max: SEED_CHANGES_PER_MIN,
    perMs: 60_000,
  });
  app.get('/roll/seed', async (req): Promise<ApiAnswer<SeedInfo>> => {
    const userId = requireUser(req);
    return { data: await seedInfo(app.db, userId, Date.now()) };
  });

  app.post<{ Body: { clientSeed: string } }>(
    '/roll/seed',
    { schema: setSchema, preHandler: changeLimit },
    async (req): Promise<ApiAnswer<SeedInfo>> => {
      const userId = requireUser(req);
      return { data: await rotateSeed(app.db, userId, req.body.clientSeed, Date.now()) };
    },
  );

  app.post('/roll/seed/rotate', { preHandler: changeLimit }, async (req): Promise<ApiAnswer<SeedInfo>> => {
    const userId = requireUser(req);
    return { data: await rotateSeed(app.db, userId, null, Date.now()) };
  });
}
