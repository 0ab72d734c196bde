/**
 * /api/v1/upgrade: rolling an upgrade (POST /upgrade/roll), the signed-in player's own upgrades (GET
 * /upgrade/history) and any one upgrade by id for the verifier (GET /upgrade/detail).
 */
import {
  UpgradeDetailQuery,
  UpgradeHistoryAnswer,
  UpgradeHistoryQuery,
  UpgradeResult,
  UpgradeRollRequest,
} from '../../../src/protocol/upgrade';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { rollUpgrade } from '../../services/games/upgrade';
import { getUpgrade, upgradeHistory } from '../../services/games/upgrade-history';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'upgrade';

/** Registers the upgrader's routes. */
export async function upgradeRoutes(app: ApiApp): Promise<void> {
  const rollLimit = app.rateLimit({ name: 'upgrade', key: 'user', ...app.config.rateLimits.open });
  // lootIDs and coins may be left out (none, 0); the service refuses a stake of nothing.
  app.post(
    '/upgrade/roll',
    {
      schema: {
        ...doc(tag, 'Stakes pending items and coins on one catalog item', {
          signedIn: true,
          description:
            "Provably fair on the caller's own seed pair: winTickets = floor(stake * 95000 / target price), and it " +
            'wins when roll(serverSeed, clientSeed, nonce, `upgrade`) <= winTickets (FAIRNESS.md). Rotate the pair ' +
            '(POST /roll/seed/rotate) to reveal the server seed; /provably-fair recomputes the roll.',
        }),
        body: UpgradeRollRequest,
        response: answerSchema(UpgradeResult),
      },
      preHandler: rollLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      const result = await rollUpgrade(
        app.db,
        userId,
        {
          lootIds: req.body.lootIDs ?? [],
          coins: req.body.coins ?? 0,
          targetItemId: req.body.targetItemID,
          idempotencyKey: req.body.idempotencyKey,
        },
        Date.now(),
      );
      return { data: result };
    },
  );

  app.get(
    '/upgrade/history',
    {
      schema: {
        ...doc(tag, "The caller's own upgrades, newest first, page by page", { signedIn: true }),
        querystring: UpgradeHistoryQuery,
        response: answerSchema(UpgradeHistoryAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await upgradeHistory(app.db, userId, req.query.cursor || null) };
    },
  );

  app.get(
    '/upgrade/detail',
    {
      schema: {
        ...doc(tag, 'Any one upgrade by id, for verification (the seed once its pair was revealed)', {
          description:
            'serverSeed is present once the pair was rotated: check SHA256(serverSeed) = serverSeedHash, then ' +
            'roll(serverSeed, clientSeed, nonce, `upgrade`) <= winTickets decides `won` (FAIRNESS.md).',
        }),
        querystring: UpgradeDetailQuery,
        response: answerSchema(UpgradeResult),
      },
      preHandler: app.readLimit,
    },
    async (req) => {
      const found = await getUpgrade(app.db.kysely, req.query.id, req.userId);
      if (!found) throw notFound('upgrade_not_found', 'No upgrade with that id');
      return { data: found };
    },
  );
}
