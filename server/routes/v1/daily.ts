/**
 * /api/v1/daily/* (free daily cases) and the player's own cases: POST /user/pin, GET /user/my-cases (issue 9).
 * Validation only; the rules live in server/services/progression/daily.ts and pins.ts.
 */
import { OpeningAnswer } from '../../../src/protocol/catalog';
import {
  DailyListAnswer,
  DailyOpenRequest,
  MyCasesAnswer,
  PinAnswer,
  PinRequest,
} from '../../../src/protocol/daily';
import { requireUser } from '../../plugins/auth';
import { announceOpening } from '../../plugins/opening-events';
import { dailyList, dailyStreak, openDaily } from '../../services/progression/daily';
import { myCases, setPin } from '../../services/cases/pins';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'daily';

/** Registers the daily case and own-case routes. */
export async function dailyRoutes(app: ApiApp): Promise<void> {
  const listSchema = {
    ...doc(tag, "The free daily cases and, signed in, the caller's streak"),
    response: answerSchema(DailyListAnswer),
  };
  app.get('/daily/list', { schema: listSchema }, async (req) => {
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
  app.post(
    '/daily/open',
    {
      schema: {
        ...doc(tag, 'Opens a free daily case (once a day per case; 409 daily_cooldown with nextOpenAt)', {
          signedIn: true,
        }),
        body: DailyOpenRequest,
        response: answerSchema(OpeningAnswer),
      },
      preHandler: openLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      const now = Date.now();
      const opening = await openDaily(app.db, userId, req.body.caseID, now);
      announceOpening(app, req.log, userId, opening, now);
      return { data: { opening } };
    },
  );

  const pinLimit = app.rateLimit({ name: 'pin', key: 'user', ...app.config.rateLimits.open });
  app.post(
    '/user/pin',
    {
      schema: {
        ...doc(tag, 'Pins or unpins a case', { signedIn: true }),
        body: PinRequest,
        response: answerSchema(PinAnswer),
      },
      preHandler: pinLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return {
        data: { pinCases: await setPin(app.db, userId, req.body.caseID, req.body.pinned, Date.now()) },
      };
    },
  );

  const myCasesSchema = {
    ...doc(tag, "The caller's pinned, most opened and recently opened cases", { signedIn: true }),
    response: answerSchema(MyCasesAnswer),
  };
  app.get('/user/my-cases', { schema: myCasesSchema }, async (req) => {
    return { data: await myCases(app.db, requireUser(req)) };
  });
}
