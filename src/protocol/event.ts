/**
 * The events (issue 13): the feast and its event tickets, the event marketplace, giveaways and wager races.
 * Units: coins in integer cents; points in point units (1000 = 1 point, as the point wallet); tickets are whole.
 * Times are ms on the server clock; every answer carries `now` so a countdown does not trust the browser's clock.
 */
import type { CaseSummary, CatalogItem, LootView } from './catalog';

/** The public face of a player on a board or a result page. */
export interface EventPlayer {
  userID: string;
  nickname: string;
  avatar: string;
  level: number;
  isBot: boolean;
}

// ---------------------------------------------------------------- the feast

/** The season a feast is named after (the client translates it: "Winter Feast"...). */
export type FeastSeason = 'winter' | 'spring' | 'summer' | 'autumn';

/** One rung of the feast's prize ladder: earn `tickets` during this feast, claim `points` once. */
export interface FeastRung {
  step: number;
  tickets: number;
  points: number;
  /** Signed in: the player claimed it already. */
  claimed: boolean;
  /** Signed in: reached and not yet claimed. */
  claimable: boolean;
}

/** The running feast. `ticketRate`: every `cents` wagered (cases opened, battles played) earn `tickets`. */
export interface FeastEvent {
  id: string;
  season: FeastSeason;
  startsAt: number;
  endsAt: number;
  ticketRate: { cents: number; tickets: number };
  ladder: FeastRung[];
}

/** The player's standing in the running feast. */
export interface FeastMe {
  /** The ticket wallet (the SPEC's `event.ticketBalance`). */
  tickets: number;
  /** Tickets earned during this feast (the ladder counts these; spending does not lower it). */
  earned: number;
  /** Cents wagered during this feast. */
  wagered: number;
}

/** GET /v1/event/current: the running feast (null between feasts) and, signed in, the player's standing. */
export interface EventCurrentAnswer {
  event: FeastEvent | null;
  me: FeastMe | null;
  now: number;
}

/** POST /v1/event/ladder/claim {step}: 404 rung_not_found, 409 rung_locked, 409 rung_claimed, 409 no_event. */
export interface LadderClaimRequest {
  step: number;
}
export interface LadderClaimAnswer {
  step: number;
  points: number;
  /** The point wallet after the claim. */
  pointBalance: number;
}

// ---------------------------------------------------------------- the marketplace

/** What an offer is paid in: event tickets (only while a feast runs) or points (always). */
export type MarketCurrency = 'ticket' | 'point';

/** One offer: a catalog item, or a case that is opened for the buyer at once (its drop lands in active items). */
export interface MarketOffer {
  id: string;
  kind: 'item' | 'case';
  item: CatalogItem | null;
  case: CaseSummary | null;
  currency: MarketCurrency;
  /** Per unit: tickets, or point units. */
  price: number;
  /** Units left for everyone. */
  stock: number;
  stockTotal: number;
  perPlayerLimit: number;
  /** Signed in: units this player bought already (0 signed out). */
  bought: number;
  /** False for ticket offers while no feast runs. */
  available: boolean;
}

/** GET /v1/event/marketplace. */
export interface MarketplaceAnswer {
  offers: MarketOffer[];
  now: number;
}

/**
 * POST /v1/event/buy: atomic, stock never below zero, a retried key charges once (same answer).
 * 404 offer_not_found, 409 out_of_stock, 409 limit_reached, 409 insufficient_balance, 409 event_over,
 * 409 idempotency_key_used.
 */
export interface MarketBuyRequest {
  offerID: string;
  quantity: number;
  idempotencyKey: string;
}
export interface MarketBuyAnswer {
  purchaseID: string;
  offerID: string;
  quantity: number;
  /** Total paid, in the offer's currency units. */
  paid: number;
  currency: MarketCurrency;
  /** What landed in active items (items bought, or the drops of the cases opened). */
  loot: LootView[];
  /** The paying wallet after the purchase. */
  balance: number;
}

// ---------------------------------------------------------------- giveaways

export type GiveawayKind = 'hourly' | 'daily' | 'weekly';

/** Who may enter and how many extra entries may be bought (points, per entry). */
export interface GiveawayRules {
  minLevel: number;
  /** Cents wagered in the last 7 days. */
  minWager7d: number;
  /** Point units per extra entry. */
  extraEntryPrice: number;
  maxExtraEntries: number;
}

/** The prize of draw k (winner k gets it). */
export interface GiveawayPrize {
  k: number;
  item: CatalogItem;
}

/** A drawn winner. */
export interface GiveawayWinner {
  k: number;
  roll: number;
  /** The ranges the winner held in draw k (recomputed after each removal). */
  rangeMin: number;
  rangeMax: number;
  player: EventPlayer;
  item: CatalogItem;
}

/** The player's eligibility (signed in). */
export interface GiveawayEligibility {
  level: number;
  wagered7d: number;
  eligible: boolean;
}

/** 'open' until endsAt; 'drawing' while the beacon round is awaited; 'drawn' once settled. */
export type GiveawayStatus = 'open' | 'drawing' | 'drawn';

export interface Giveaway {
  id: string;
  kind: GiveawayKind;
  startsAt: number;
  endsAt: number;
  status: GiveawayStatus;
  prizes: GiveawayPrize[];
  /** Announced at creation: the first beacon round published strictly after endsAt. */
  beacon: { chain: string; round: number };
  serverSeedHash: string;
  rules: GiveawayRules;
  /** Players entered, and entries in all (weights). */
  entrants: number;
  entries: number;
  /** Signed in: entered, and this player's entries (1 + extra bought). */
  entered: boolean;
  myEntries: number;
  eligibility: GiveawayEligibility | null;
  /** Once drawn. */
  winners: GiveawayWinner[];
}

/** GET /v1/event/giveaway/list: the open (and drawing) giveaways, then the last drawn ones. */
export interface GiveawayListAnswer {
  list: Giveaway[];
  recent: Giveaway[];
  now: number;
}

/**
 * POST /v1/event/giveaway/join {giveawayID}: one free entry. 404 giveaway_not_found, 409 giveaway_closed,
 * 403 level_too_low, 403 wager_too_low, 409 already_entered, 409 giveaway_full (100000 entries in all).
 * POST /v1/event/giveaway/extra {giveawayID, quantity, idempotencyKey}: extra entries for points (entered first).
 * 409 not_entered, 409 extra_limit, 409 giveaway_full, 409 insufficient_balance, 409 giveaway_closed.
 * Both answer the giveaway as the list shows it.
 */
export interface GiveawayJoinRequest {
  giveawayID: string;
}
export interface GiveawayExtraRequest {
  giveawayID: string;
  quantity: number;
  idempotencyKey: string;
}
export interface GiveawayAnswer {
  giveaway: Giveaway;
}

/** One entrant of a draw, in entry order, with the ranges of draw 1. */
export interface GiveawayEntrantView {
  player: EventPlayer;
  entries: number;
  rangeMin: number;
  rangeMax: number;
}

/** The draw, for verification: serverSeed revealed, the beacon round with its signature. */
export interface GiveawayDraw {
  serverSeed: string;
  clientSeed: string;
  nonce: 1;
  beacon: { chain: string; round: number; randomness: string; signature: string };
  entrants: GiveawayEntrantView[];
  drawnAt: number;
}

/** GET /v1/event/giveaway/result?giveawayID=: the giveaway and, once drawn, its draw (null before). */
export interface GiveawayResultAnswer {
  giveaway: Giveaway;
  draw: GiveawayDraw | null;
  now: number;
}

// ---------------------------------------------------------------- wager races

export type RaceKind = 'daily' | 'weekly';

/** The prize of a place, in coins (cents). */
export interface RacePrize {
  place: number;
  coins: number;
}

/**
 * A player on a race board. Bots are listed (their battles are real) but never take a prize: places and prizes
 * count players only (`place` null for a bot).
 */
export interface RaceStanding {
  /** Board position (1-based, bots included). */
  rank: number;
  /** Prize place among players, null for bots. */
  place: number | null;
  player: EventPlayer;
  wagered: number;
  /** When the player reached `wagered` (the tie-break: earlier first). */
  reachedAt: number;
  /** Coins won (or to be won at the current standing). */
  prize: number;
}

export interface Race {
  id: string;
  kind: RaceKind;
  startsAt: number;
  endsAt: number;
  prizes: RacePrize[];
  /** Cents a player must wager to take a prize place. */
  minWager: number;
  /** The top of the board (at most 20). */
  standings: RaceStanding[];
  settled: boolean;
  settledAt: number | null;
}

/** GET /v1/event/race/current: the running daily and weekly races; `me` per race id when signed in. */
export interface RaceCurrentAnswer {
  races: Race[];
  me: Record<string, RaceStanding | null>;
  now: number;
}

/** GET /v1/event/race/history?kind=&cursor=: settled races, newest first. */
export interface RaceHistoryAnswer {
  list: Race[];
  cursor: string | null;
}

// ---------------------------------------------------------------- live events

/** 90040 on `leaderboard`: a race board moved (at most once a second per race). */
export interface RaceBoardEvent {
  race: Race;
  now: number;
}

/** 90041 on `giveaway`: a giveaway's entrants moved, or it was drawn. */
export interface GiveawayChangedEvent {
  giveawayID: string;
  status: GiveawayStatus;
  entrants: number;
  entries: number;
}

/** 90102 on `user:{id}`: the player won a giveaway prize (it is in their active items). */
export interface GiveawayWonEvent {
  giveawayID: string;
  k: number;
  item: CatalogItem;
  lootID: string;
}

/** 90103 on `user:{id}`: the player took a prize place in a settled race (coins credited). */
export interface RacePrizeEvent {
  raceID: string;
  kind: RaceKind;
  place: number;
  coins: number;
}
