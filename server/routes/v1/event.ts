/**
 * /api/v1/event/current, /event/ladder/claim, /event/marketplace, /event/buy: the feast and the event marketplace.
 * Validation only; the rules live in server/services/events/feast.ts and marketplace.ts. The reads work signed
 * out (no standing, nothing bought); the writes need a session.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiAnswer } from '../../../src/protocol/answer';
import type {
  EventCurrentAnswer,
  LadderClaimAnswer,
  LadderClaimRequest,
  MarketBuyAnswer,
  MarketBuyRequest,
  MarketplaceAnswer,
} from '../../../src/protocol/event';
import { LADDER, MAX_BUY_QUANTITY } from '../../../src/domain/feast';
import { requireUser } from '../../plugins/auth';
import { claimRung, currentEvent } from '../../services/events/feast';
import { buyOffer } from '../../services/events/marketplace';
import { listMarket } from '../../services/events/market-offers';
import { closedObject } from '../schema';

const claimSchema = {
  body: closedObject({ step: { type: 'integer', minimum: 1, maximum: LADDER.length + 10 } }, ['step']),
} as const;

const buySchema = {
  body: closedObject(
    {
      offerID: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
      quantity: { type: 'integer', minimum: 1, maximum: MAX_BUY_QUANTITY },
      idempotencyKey: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.:-]+$' },
    },
    ['offerID', 'quantity', 'idempotencyKey'],
  ),
} as const;

/** Registers the feast and marketplace routes. */
export async function eventRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/event/current',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<EventCurrentAnswer>> => ({
      data: await currentEvent(app.db, req.userId ?? null, Date.now()),
    }),
  );

  app.get(
    '/event/marketplace',
    { preHandler: app.readLimit },
    async (req): Promise<ApiAnswer<MarketplaceAnswer>> => ({
      data: await listMarket(app.db, req.userId ?? null, Date.now()),
    }),
  );

  // Buying opens cases and lands loot: it shares the per-player budget of /case/open.
  const writeLimit = app.rateLimit({ name: 'event', key: 'user', ...app.config.rateLimits.open });
  app.post<{ Body: LadderClaimRequest }>(
    '/event/ladder/claim',
    { schema: claimSchema, preHandler: writeLimit },
    async (req): Promise<ApiAnswer<LadderClaimAnswer>> => {
      const userId = requireUser(req);
      return { data: await claimRung(app.db, userId, req.body.step, Date.now()) };
    },
  );

  app.post<{ Body: MarketBuyRequest }>(
    '/event/buy',
    { schema: buySchema, preHandler: writeLimit },
    async (req): Promise<ApiAnswer<MarketBuyAnswer>> => {
      const userId = requireUser(req);
      const now = Date.now();
      const { answer } = await buyOffer(app.db, userId, req.body, now);
      return { data: answer };
    },
  );
}
