/** /api/v1/loot/withdraw and /api/v1/loot/withdrawals: sending won items to the player's Steam account. */
import { requireUser } from '../../plugins/auth';
import { listWithdrawals, requestWithdrawal } from '../../services/trades/withdraw';
import { WithdrawalsAnswer, WithdrawRequest } from '../../../src/protocol/trade';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'loot';

/** Registers POST /loot/withdraw and GET /loot/withdrawals. */
export async function tradeRoutes(app: ApiApp): Promise<void> {
  // Withdrawing shares the selling's budget: both act on the same pending items.
  const limit = app.rateLimit({ name: 'withdraw', key: 'user', ...app.config.rateLimits.sell });
  app.post(
    '/loot/withdraw',
    {
      schema: {
        ...doc(tag, "Sends pending loot to the caller's Steam account (a trade offer per item)", {
          signedIn: true,
        }),
        body: WithdrawRequest,
        response: answerSchema(WithdrawalsAnswer),
      },
      preHandler: limit,
    },
    async (req) => {
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

  app.get(
    '/loot/withdrawals',
    {
      schema: {
        ...doc(tag, "The caller's withdrawals, newest first", { signedIn: true }),
        response: answerSchema(WithdrawalsAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: { list: await listWithdrawals(app.db, userId) } };
    },
  );
}
