/** /api/v1/loot/withdraw and /api/v1/loot/withdrawals: sending won items to the player's Steam account. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { listWithdrawals, requestWithdrawal } from '../../services/trades/withdraw';
import type { ApiAnswer } from '../../../src/protocol/answer';
import {
  WITHDRAW_MAX_ITEMS,
  type WithdrawalsAnswer,
  type WithdrawRequest,
} from '../../../src/protocol/trade';

const withdrawSchema = {
  body: {
    type: 'object',
    required: ['lootIDs'],
    additionalProperties: false,
    properties: {
      lootIDs: {
        type: 'array',
        minItems: 1,
        maxItems: WITHDRAW_MAX_ITEMS,
        uniqueItems: true,
        items: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      },
      idempotencyKey: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' },
    },
  },
} as const;

/** Registers POST /loot/withdraw and GET /loot/withdrawals. */
export async function tradeRoutes(app: FastifyInstance): Promise<void> {
  // Withdrawing shares the selling's budget: both act on the same pending items.
  const limit = app.rateLimit({ name: 'withdraw', key: 'user', ...app.config.rateLimits.sell });
  app.post<{ Body: WithdrawRequest }>(
    '/loot/withdraw',
    { schema: withdrawSchema, preHandler: limit },
    async (req): Promise<ApiAnswer<WithdrawalsAnswer>> => {
      const userId = requireUser(req);
      const { list } = await requestWithdrawal(
        app.db,
        app.trades.provider,
        userId,
        { lootIds: req.body.lootIDs, idempotencyKey: req.body.idempotencyKey },
        Date.now(),
      );
      return { data: { list } };
    },
  );

  app.get('/loot/withdrawals', async (req): Promise<ApiAnswer<WithdrawalsAnswer>> => {
    const userId = requireUser(req);
    return { data: { list: await listWithdrawals(app.db, userId) } };
  });
}
