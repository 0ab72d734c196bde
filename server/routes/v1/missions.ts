/** /api/v1/mission/*, /api/v1/economy and /api/v1/rakeback/claim: missions with real progress, their claims, rakeback. */
import { EconomyAnswer } from '../../../src/protocol/economy';
import {
  MissionClaimAnswer,
  MissionClaimRequest,
  MissionListAnswer,
  RakebackClaimAnswer,
} from '../../../src/protocol/missions';
import { NoFields } from '../../../src/protocol/fields';
import { requireUser } from '../../plugins/auth';
import { economyOf, economyRates } from '../../services/economy/budget';
import { claimMission, listMissions } from '../../services/missions/missions';
import { claimRakeback, rakebackOf } from '../../services/missions/rakeback';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'missions';

/** Registers GET /mission/list, GET /economy, POST /mission/claim and POST /rakeback/claim. */
export async function missionRoutes(app: ApiApp): Promise<void> {
  // Signed out: the same missions with progress 0 and nothing claimable, so the page can show what there is to do.
  app.get(
    '/mission/list',
    {
      schema: {
        ...doc(tag, "Every mission with the caller's progress, and their rakeback (signed out: progress 0)"),
        querystring: NoFields,
        response: answerSchema(MissionListAnswer),
      },
    },
    async (req) => {
      const now = Date.now();
      const userId = req.userId;
      const [list, rakeback] = await Promise.all([
        listMissions(app.db, userId, now),
        userId ? rakebackOf(app.db, userId) : Promise.resolve(null),
      ]);
      return { data: { list, rakeback, now } };
    },
  );

  // The published rates (ECONOMY.md rule 5) and, signed in, the player's budget and wagering requirement.
  app.get(
    '/economy',
    {
      schema: {
        ...doc(
          tag,
          "The published reward rates and, signed in, the caller's budget and wagering requirement",
        ),
        querystring: NoFields,
        response: answerSchema(EconomyAnswer),
      },
    },
    async (req) => {
      const userId = req.userId;
      const [rates, me] = await Promise.all([
        economyRates(app.db.kysely),
        userId ? economyOf(app.db.kysely, userId) : Promise.resolve(null),
      ]);
      return { data: { rates, me } };
    },
  );

  app.post(
    '/mission/claim',
    {
      schema: {
        ...doc(tag, "Claims a completed mission's points, once per window", { signedIn: true }),
        body: MissionClaimRequest,
        response: answerSchema(MissionClaimAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await claimMission(app.db, userId, req.body.missionID, Date.now()) };
    },
  );

  app.post(
    '/rakeback/claim',
    {
      schema: {
        ...doc(tag, 'Claims the rakeback earned since the last claim', { signedIn: true }),
        body: NoFields,
        response: answerSchema(RakebackClaimAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await claimRakeback(app.db, userId, Date.now()) };
    },
  );
}
