/**
 * /api/v1/upgrade: rolling an upgrade (POST /upgrade/roll), the signed-in player's own upgrades (GET
 * /upgrade/history) and any one upgrade by id for the verifier (GET /upgrade/detail).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import {
  UPGRADE_MAX_ITEMS,
  type UpgradeHistoryAnswer,
  type UpgradeResult,
  type UpgradeRollRequest,
} from '../../../src/protocol/upgrade';
import { notFound } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { UPGRADE_MAX_COINS, rollUpgrade } from '../../services/games/upgrade';
import { getUpgrade, upgradeHistory } from '../../services/games/upgrade-history';
import { closedObject } from '../schema';

/** A loot, item or upgrade id: a plain slug (UUIDs, catalog ids); anything else is refused before any query. */
const idSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } as const;

const rollSchema = {
  body: closedObject(
    {
      lootIDs: { type: 'array', maxItems: UPGRADE_MAX_ITEMS, uniqueItems: true, items: idSchema },
      coins: { type: 'integer', minimum: 0, maximum: UPGRADE_MAX_COINS },
      targetItemID: idSchema,
      idempotencyKey: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
    },
    ['targetItemID', 'idempotencyKey'],
  ),
} as const;

type RollBody = Omit<UpgradeRollRequest, 'lootIDs' | 'coins'> &
  Partial<Pick<UpgradeRollRequest, 'lootIDs' | 'coins'>>;

const historySchema = {
  querystring: closedObject({ cursor: { type: 'string', maxLength: 200, pattern: '^[A-Za-z0-9_-]*$' } }, []),
} as const;

const detailSchema = { querystring: closedObject({ id: idSchema }, ['id']) } as const;

/** Registers the upgrader's routes. */
export async function upgradeRoutes(app: FastifyInstance): Promise<void> {
  const rollLimit = app.rateLimit({ name: 'upgrade', key: 'user', ...app.config.rateLimits.open });
  // lootIDs and coins may be left out (none, 0); the service refuses a stake of nothing.
  app.post<{ Body: RollBody }>(
    '/upgrade/roll',
    { schema: rollSchema, preHandler: rollLimit },
    async (req): Promise<ApiAnswer<UpgradeResult>> => {
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

  app.get<{ Querystring: { cursor?: string } }>(
    '/upgrade/history',
    { schema: historySchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<UpgradeHistoryAnswer>> => {
      const userId = requireUser(req);
      return { data: await upgradeHistory(app.db, userId, req.query.cursor || null) };
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/upgrade/detail',
    { schema: detailSchema, preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<UpgradeResult>> => {
      const found = await getUpgrade(app.db.kysely, req.query.id, req.userId);
      if (!found) throw notFound('upgrade_not_found', 'No upgrade with that id');
      return { data: found };
    },
  );
}
