/** /api/v1/exchange: swapping pending items for catalog items (the difference back as coins), and the history. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth';
import { closedObject } from '../schema';
import { exchangeItems } from '../../services/games/exchange';
import { exchangeHistory } from '../../services/games/exchange-history';
import type { ApiAnswer } from '../../../src/protocol/answer';
import {
  EXCHANGE_MAX_ITEMS,
  type ExchangeHistoryAnswer,
  type ExchangeRequest,
  type ExchangeResult,
} from '../../../src/protocol/exchange';

const idList = {
  type: 'array',
  minItems: 1,
  maxItems: EXCHANGE_MAX_ITEMS,
  items: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
} as const;

const exchangeSchema = {
  body: closedObject(
    {
      lootIDs: idList,
      itemIDs: idList,
      idempotencyKey: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
    },
    ['lootIDs', 'itemIDs', 'idempotencyKey'],
  ),
} as const;

/** Registers the exchange routes. */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  // Its own counter on the sale's budget: both turn items into something else.
  const limit = app.rateLimit({ name: 'exchange', key: 'user', ...app.config.rateLimits.sell });
  app.post<{ Body: ExchangeRequest }>(
    '/exchange',
    { schema: exchangeSchema, preHandler: limit },
    async (req): Promise<ApiAnswer<ExchangeResult>> => {
      const userId = requireUser(req);
      return { data: await exchangeItems(app.db, userId, req.body, Date.now()) };
    },
  );

  app.get('/exchange/history', async (req): Promise<ApiAnswer<ExchangeHistoryAnswer>> => {
    const userId = requireUser(req);
    return { data: { list: await exchangeHistory(app.db, userId) } };
  });
}
