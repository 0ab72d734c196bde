/**
 * /api/v1/daily/* (free daily cases) and the player's own cases: POST /user/pin, GET /user/my-cases (issue 9).
 * Validation only; the rules live in server/services/progression/daily.ts and pins.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type { OpeningAnswer } from '../../../src/protocol/catalog';
import type {
  DailyListAnswer,
  DailyOpenRequest,
  MyCasesAnswer,
  PinAnswer,
  PinRequest,
} from '../../../src/protocol/daily';
import { requireUser } from '../../plugins/auth';
import { caseIdSchema } from '../schema';
import { dailyList, dailyStreak, openDaily } from '../../services/progression/daily';
import { myCases, setPin } from '../../services/cases/pins';

const openSchema = {
  body: {
    type: 'object',
    required: ['caseID'],
    properties: { caseID: caseIdSchema },
    additionalProperties: false,
  },
} as const;

const pinSchema = {
  body: {
    type: 'object',
    required: ['caseID', 'pinned'],
    properties: { caseID: caseIdSchema, pinned: { type: 'boolean' } },
    additionalProperties: false,
  },
} as const;

/** Registers the daily case and own-case routes. */
export async function dailyRoutes(app: FastifyInstance): Promise<void> {
  app.get('/daily/list', async (req): Promise<ApiAnswer<DailyListAnswer>> => {
    const now = Date.now();
    const userId = req.userId ?? null;
    return {
      data: {
        list: await dailyList(app.db, userId, now),
        streak: userId ? await dailyStreak(app.db, userId, now) : null,
      },
    };
  });

  // Shares the budget of /case/open: a daily opening is an opening.
  const openLimit = app.rateLimit({ name: 'open', key: 'user', ...app.config.rateLimits.open });
  app.post<{ Body: DailyOpenRequest }>(
    '/daily/open',
    { schema: openSchema, preHandler: openLimit },
    async (req): Promise<ApiAnswer<OpeningAnswer>> => {
      const userId = requireUser(req);
      const now = Date.now();
      const opening = await openDaily(app.db, userId, req.body.caseID, now);
      return { data: { opening } };
    },
  );

  const pinLimit = app.rateLimit({ name: 'pin', key: 'user', ...app.config.rateLimits.open });
  app.post<{ Body: PinRequest }>(
    '/user/pin',
    { schema: pinSchema, preHandler: pinLimit },
    async (req): Promise<ApiAnswer<PinAnswer>> => {
      const userId = requireUser(req);
      return {
        data: { pinCases: await setPin(app.db, userId, req.body.caseID, req.body.pinned, Date.now()) },
      };
    },
  );

  app.get('/user/my-cases', async (req): Promise<ApiAnswer<MyCasesAnswer>> => {
    return { data: await myCases(app.db, requireUser(req)) };
  });
}
