/** /api/v1/roll: the caller's provably fair seed pair (see shared/FAIRNESS.md). */
import { requireUser } from '../../plugins/auth';
import { rotateSeed, seedInfo } from '../../services/fairness/seeds';
import { SeedInfo, SetClientSeedRequest } from '../../../src/protocol/roll';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'roll';
const VERIFY =
  'Every case opening and upgrade of the caller is rolled from this seed pair: the server seed is hidden behind ' +
  'serverSeedHash until the pair is rotated, then revealed in `revealed` with the last nonce it used, so every ' +
  'roll it made can be recomputed (FAIRNESS.md; /provably-fair does it in the browser).';

/** Seed changes per user per minute: each one stores a revealed pair, so they are bounded. */
const SEED_CHANGES_PER_MIN = 30;

/** Registers GET /roll/seed, POST /roll/seed (new client seed) and POST /roll/seed/rotate. */
export async function rollRoutes(app: ApiApp): Promise<void> {
  const changeLimit = app.rateLimit({
    name: 'seed-change',
    key: 'user',
    max: SEED_CHANGES_PER_MIN,
    perMs: 60_000,
  });
  app.get(
    '/roll/seed',
    {
      schema: {
        ...doc(tag, "The caller's seed pair and the revealed earlier pairs", {
          signedIn: true,
          description: VERIFY,
        }),
        response: answerSchema(SeedInfo),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await seedInfo(app.db, userId, Date.now()) };
    },
  );

  app.post(
    '/roll/seed',
    {
      schema: {
        ...doc(tag, 'Sets a new client seed (the pair rotates: the old server seed is revealed)', {
          signedIn: true,
          description: VERIFY,
        }),
        body: SetClientSeedRequest,
        response: answerSchema(SeedInfo),
      },
      preHandler: changeLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await rotateSeed(app.db, userId, req.body.clientSeed, Date.now()) };
    },
  );

  app.post(
    '/roll/seed/rotate',
    {
      schema: {
        ...doc(tag, 'Reveals the server seed and starts a new pair with the same client seed', {
          signedIn: true,
          description: VERIFY,
        }),
        response: answerSchema(SeedInfo),
      },
      preHandler: changeLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await rotateSeed(app.db, userId, null, Date.now()) };
    },
  );
}
