/** /api/v1/exchange: swapping pending items for catalog items (the difference back as coins), and the history. */
import { ExchangeHistoryAnswer, ExchangeRequest, ExchangeResult } from '../../../src/protocol/exchange';
import { NoFields } from '../../../src/protocol/fields';
import { requireUser } from '../../plugins/auth';
import { exchangeItems } from '../../services/games/exchange';
import { exchangeHistory } from '../../services/games/exchange-history';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'exchange';

/** Registers the exchange routes. */
export async function exchangeRoutes(app: ApiApp): Promise<void> {
  // Its own counter on the sale's budget: both turn items into something else.
  const limit = app.rateLimit({ name: 'exchange', key: 'user', ...app.config.rateLimits.sell });
  app.post(
    '/exchange',
    {
      schema: {
        ...doc(tag, 'Gives pending items for catalog items, the change (after the 5% fee) as coins', {
          signedIn: true,
        }),
        body: ExchangeRequest,
        response: answerSchema(ExchangeResult),
      },
      preHandler: limit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await exchangeItems(app.db, userId, req.body, Date.now()) };
    },
  );

  app.get(
    '/exchange/history',
    {
      schema: {
        ...doc(tag, "The caller's last exchanges, newest first", { signedIn: true }),
        querystring: NoFields,
        response: answerSchema(ExchangeHistoryAnswer),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: { list: await exchangeHistory(app.db, userId) } };
    },
  );
}
