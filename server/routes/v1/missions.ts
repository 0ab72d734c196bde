/** /api/v1/mission/* and /api/v1/rakeback/claim: missions with real progress, their claims, and rakeback. */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  MissionClaimAnswer,
  MissionClaimRequest,
  MissionListAnswer,
  RakebackClaimAnswer,
} from '../../../src/protocol/missions';
import type { EconomyAnswer } from '../../../src/protocol/economy';
import { requireUser } from '../../plugins/auth';
import { economyOf, economyRates } from '../../services/economy/budget';
import { claimMission, listMissions } from '../../services/missions/missions';
import { claimRakeback, rakebackOf } from '../../services/missions/rakeback';

const claimSchema = {
  body: {
    type: 'object',
    required: ['missionID'],
    properties: { missionID: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
    additionalProperties: false,
  },
} as const;

const emptySchema = {
  body: { type: 'object', additionalProperties: false, maxProperties: 0 },
} as const;

/** Registers GET /mission/list, GET /economy, POST /mission/claim and POST /rakeback/claim. */
export async function missionRoutes(app: FastifyInstance): Promise<void> {
  // Signed out: the same missions with progress 0 and nothing claimable, so the page can show what there is to do.
  app.get('/mission/list', async (req): Promise<ApiAnswer<MissionListAnswer>> => {
    const now = Date.now();
    const userId = req.userId;
    const [list, rakeback] = await Promise.all([
      listMissions(app.db, userId, now),
      userId ? rakebackOf(app.db, userId) : Promise.resolve(null),
    ]);
    return { data: { list, rakeback, now } };
  });

  // The published rates (ECONOMY.md rule 5) and, signed in, the player's budget and wagering requirement.
  app.get('/economy', async (req): Promise<ApiAnswer<EconomyAnswer>> => {
    const userId = req.userId;
    const [rates, me] = await Promise.all([
      economyRates(app.db.kysely),
      userId ? economyOf(app.db.kysely, userId) : Promise.resolve(null),
    ]);
    return { data: { rates, me } };
  });

  app.post<{ Body: MissionClaimRequest }>(
    '/mission/claim',
    { schema: claimSchema },
    async (req): Promise<ApiAnswer<MissionClaimAnswer>> => {
      const userId = requireUser(req);
      return { data: await claimMission(app.db, userId, req.body.missionID, Date.now()) };
    },
  );

  app.post(
    '/rakeback/claim',
    { schema: emptySchema },
    async (req): Promise<ApiAnswer<RakebackClaimAnswer>> => {
      const userId = requireUser(req);
      return { data: await claimRakeback(app.db, userId, Date.now()) };
    },
  );
}
