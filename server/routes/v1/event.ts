/**
 * /api/v1/event/current, /event/ladder/claim, /event/marketplace, /event/buy: the feast and the event marketplace.
 * Validation only; the rules live in server/services/events/feast.ts and marketplace.ts. The reads work signed
 * out (no standing, nothing bought); the writes need a session.
 */
import {
  EventCurrentAnswer,
  LadderClaimAnswer,
  LadderClaimRequest,
  MarketBuyAnswer,
  MarketBuyRequest,
  MarketplaceAnswer,
} from '../../../src/protocol/event';
import { NoFields } from '../../../src/protocol/fields';
import { requireUser } from '../../plugins/auth';
import { claimRung, currentEvent } from '../../services/events/feast';
import { buyOffer } from '../../services/events/marketplace';
import { listMarket } from '../../services/events/market-offers';
import { answerSchema, doc, type ApiApp } from '../typebox';

const tag = 'event';

/** Registers the feast and marketplace routes. */
export async function eventRoutes(app: ApiApp): Promise<void> {
  app.get(
    '/event/current',
    {
      schema: {
        ...doc(tag, "The running feast and, signed in, the caller's standing"),
        querystring: NoFields,
        response: answerSchema(EventCurrentAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({ data: await currentEvent(app.db, req.userId ?? null, Date.now()) }),
  );

  app.get(
    '/event/marketplace',
    {
      schema: {
        ...doc(tag, "The event marketplace's offers (signed in: what the caller bought)"),
        querystring: NoFields,
        response: answerSchema(MarketplaceAnswer),
      },
      preHandler: app.readLimit,
    },
    async (req) => ({ data: await listMarket(app.db, req.userId ?? null, Date.now()) }),
  );

  // Buying opens cases and lands loot: it shares the per-player budget of /case/open.
  const writeLimit = app.rateLimit({ name: 'event', key: 'user', ...app.config.rateLimits.open });
  app.post(
    '/event/ladder/claim',
    {
      schema: {
        ...doc(tag, "Claims a reached rung of the feast's ladder, once", { signedIn: true }),
        body: LadderClaimRequest,
        response: answerSchema(LadderClaimAnswer),
      },
      preHandler: writeLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      return { data: await claimRung(app.db, userId, req.body.step, Date.now()) };
    },
  );

  app.post(
    '/event/buy',
    {
      schema: {
        ...doc(tag, 'Buys an offer for tickets or points; a bought case is opened at once', {
          signedIn: true,
          description:
            "A bought case is opened on the caller's own seed pair like POST /case/open (FAIRNESS.md, cursor " +
            '`case:i`); a retried idempotency key charges once and answers the first purchase.',
        }),
        body: MarketBuyRequest,
        response: answerSchema(MarketBuyAnswer),
      },
      preHandler: writeLimit,
    },
    async (req) => {
      const userId = requireUser(req);
      const now = Date.now();
      const answer = await buyOffer(app.db, userId, req.body, now);
      return { data: answer };
    },
  );
}
