/**
 * The feast and its event marketplace (issue 13; server/routes/v1/event.ts). Units: coins in integer cents; points
 * in point units (1000 = 1 point, as the point wallet); tickets are whole. Times are ms on the server clock; every
 * answer carries `now` so a countdown does not trust the browser's clock. Races and giveaways: contests.ts.
 */
import { Type, type Static } from 'typebox';
import { LADDER, MAX_BUY_QUANTITY, SEASONS } from '../domain/feast';
import { CaseSummary, CatalogItem, LootView } from './catalog';
import { IdempotencyKey, Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';

// ---------------------------------------------------------------- the feast

/** The season a feast is named after (the client translates it: "Winter Feast"...). */
export const FeastSeason = OneOf(SEASONS);
/** The season a feast is named after. */
export type FeastSeason = Static<typeof FeastSeason>;

/** One rung of the feast's prize ladder: earn `tickets` during this feast, claim `points` once. */
export const FeastRung = Type.Object({
  step: Type.Integer(),
  tickets: Type.Integer(),
  points: Type.Integer(),
  /** Signed in: the player claimed it already. */
  claimed: Type.Boolean(),
  /** Signed in: reached and not yet claimed. */
  claimable: Type.Boolean(),
});
/** One rung of the ladder. */
export type FeastRung = Static<typeof FeastRung>;

/** The running feast. `ticketRate`: every `cents` wagered (cases opened, battles played) earn `tickets`. */
export const FeastEvent = Type.Object({
  id: Type.String(),
  season: FeastSeason,
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  ticketRate: Type.Object({ cents: Type.Integer(), tickets: Type.Integer() }),
  ladder: Type.Array(FeastRung),
});
/** The running feast. */
export type FeastEvent = Static<typeof FeastEvent>;

/** The player's standing in the running feast. */
export const FeastMe = Type.Object({
  /** The ticket wallet (the SPEC's `event.ticketBalance`). */
  tickets: Type.Integer(),
  /** Tickets earned during this feast (the ladder counts these; spending does not lower it). */
  earned: Type.Integer(),
  /** Cents wagered during this feast. */
  wagered: Type.Integer(),
});
/** The player's standing in the running feast. */
export type FeastMe = Static<typeof FeastMe>;

/** GET /v1/event/current: the running feast (null between feasts) and, signed in, the player's standing. */
export const EventCurrentAnswer = Type.Object({
  event: Nullable(FeastEvent),
  me: Nullable(FeastMe),
  now: Type.Number(),
});
/** GET /v1/event/current data. */
export type EventCurrentAnswer = Static<typeof EventCurrentAnswer>;

/** POST /v1/event/ladder/claim {step}: 404 rung_not_found, 409 rung_locked, 409 rung_claimed, 409 no_event. */
export const LadderClaimRequest = Closed({
  // Room past the ladder, so a step that is not a rung gets the rule's own 404, not a shape error.
  step: Type.Integer({ minimum: 1, maximum: LADDER.length + 10 }),
});
/** POST /v1/event/ladder/claim body. */
export type LadderClaimRequest = Static<typeof LadderClaimRequest>;

/** POST /v1/event/ladder/claim data. */
export const LadderClaimAnswer = Type.Object({
  step: Type.Integer(),
  points: Type.Integer(),
  /** The point wallet after the claim. */
  pointBalance: Type.Integer(),
});
/** POST /v1/event/ladder/claim data. */
export type LadderClaimAnswer = Static<typeof LadderClaimAnswer>;

// ---------------------------------------------------------------- the marketplace

/** What an offer is paid in: event tickets (only while a feast runs) or points (always). */
export const MarketCurrency = OneOf(['ticket', 'point']);
/** What an offer is paid in. */
export type MarketCurrency = Static<typeof MarketCurrency>;

/** One offer: a catalog item, or a case that is opened for the buyer at once (its drop lands in active items). */
export const MarketOffer = Type.Object({
  id: Type.String(),
  kind: OneOf(['item', 'case']),
  item: Nullable(CatalogItem),
  case: Nullable(CaseSummary),
  currency: MarketCurrency,
  /** Per unit: tickets, or point units. */
  price: Type.Integer(),
  /** Units left for everyone. */
  stock: Type.Integer(),
  stockTotal: Type.Integer(),
  perPlayerLimit: Type.Integer(),
  /** Signed in: units this player bought already (0 signed out). */
  bought: Type.Integer(),
  /** False for ticket offers while no feast runs. */
  available: Type.Boolean(),
});
/** One offer. */
export type MarketOffer = Static<typeof MarketOffer>;

/** GET /v1/event/marketplace. */
export const MarketplaceAnswer = Type.Object({ offers: Type.Array(MarketOffer), now: Type.Number() });
/** GET /v1/event/marketplace data. */
export type MarketplaceAnswer = Static<typeof MarketplaceAnswer>;

/**
 * POST /v1/event/buy: atomic, stock never below zero, a retried key charges once (same answer).
 * 404 offer_not_found, 409 out_of_stock, 409 limit_reached, 409 insufficient_balance, 409 event_over,
 * 409 idempotency_key_used.
 */
export const MarketBuyRequest = Closed({
  offerID: Slug,
  quantity: Type.Integer({ minimum: 1, maximum: MAX_BUY_QUANTITY }),
  idempotencyKey: IdempotencyKey,
});
/** POST /v1/event/buy body. */
export type MarketBuyRequest = Static<typeof MarketBuyRequest>;

/** POST /v1/event/buy data. */
export const MarketBuyAnswer = Type.Object({
  purchaseID: Type.String(),
  offerID: Type.String(),
  quantity: Type.Integer(),
  /** Total paid, in the offer's currency units. */
  paid: Type.Integer(),
  currency: MarketCurrency,
  /** What landed in active items (items bought, or the drops of the cases opened). */
  loot: Type.Array(LootView),
  /** The paying wallet after the purchase. */
  balance: Type.Integer(),
});
/** POST /v1/event/buy data. */
export type MarketBuyAnswer = Static<typeof MarketBuyAnswer>;
