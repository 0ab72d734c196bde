/**
 * Wager races and giveaways (issue 13; server/routes/v1/contests.ts), and their live events. Units: coins in integer
 * cents; points in point units (1000 = 1 point); times are ms on the server clock, and every answer carries `now`.
 */
import { Type, type Static } from 'typebox';
import { GIVEAWAY_KINDS } from '../domain/giveaways';
import { RACE_KINDS } from '../domain/races';
import { CatalogItem } from './catalog';
import { CursorPage, IdempotencyKey, PageCursor, Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';
import { PlayerFace } from './types';

/** The public face of a player on a board or a result page. */
export const EventPlayer = Type.Object({
  ...PlayerFace.properties,
  level: Type.Integer(),
  isBot: Type.Boolean(),
});
/** The public face of a player on a board or a result page. */
export type EventPlayer = Static<typeof EventPlayer>;

/** A beacon round as a giveaway announces it. */
const BeaconRound = { chain: Type.String(), round: Type.Integer() };

// ---------------------------------------------------------------- giveaways

/** How often a giveaway kind is drawn. */
export const GiveawayKind = OneOf(GIVEAWAY_KINDS);
/** One giveaway kind. */
export type GiveawayKind = Static<typeof GiveawayKind>;

/** Who may enter and how many extra entries may be bought (points, per entry). */
export const GiveawayRules = Type.Object({
  minLevel: Type.Integer(),
  /** Cents wagered in the last 7 days. */
  minWager7d: Type.Integer(),
  /** Point units per extra entry. */
  extraEntryPrice: Type.Integer(),
  maxExtraEntries: Type.Integer(),
});
/** Who may enter a giveaway. */
export type GiveawayRules = Static<typeof GiveawayRules>;

/** The prize of draw k (winner k gets it). */
export const GiveawayPrize = Type.Object({ k: Type.Integer(), item: CatalogItem });
/** The prize of draw k. */
export type GiveawayPrize = Static<typeof GiveawayPrize>;

/** A drawn winner. */
export const GiveawayWinner = Type.Object({
  k: Type.Integer(),
  roll: Type.Integer(),
  /** The ranges the winner held in draw k (recomputed after each removal). */
  rangeMin: Type.Integer(),
  rangeMax: Type.Integer(),
  player: EventPlayer,
  item: CatalogItem,
});
/** A drawn winner. */
export type GiveawayWinner = Static<typeof GiveawayWinner>;

/** The player's eligibility (signed in). */
export const GiveawayEligibility = Type.Object({
  level: Type.Integer(),
  wagered7d: Type.Integer(),
  eligible: Type.Boolean(),
});
/** The player's eligibility. */
export type GiveawayEligibility = Static<typeof GiveawayEligibility>;

/** 'open' until endsAt; 'drawing' while the beacon round is awaited; 'drawn' once settled. */
export const GiveawayStatus = OneOf(['open', 'drawing', 'drawn']);
/** A giveaway's state. */
export type GiveawayStatus = Static<typeof GiveawayStatus>;

/** A giveaway as the list, the result page and the join answers show it. */
export const Giveaway = Type.Object({
  id: Type.String(),
  kind: GiveawayKind,
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  status: GiveawayStatus,
  prizes: Type.Array(GiveawayPrize),
  /** Announced at creation: the first beacon round published strictly after endsAt. */
  beacon: Type.Object(BeaconRound),
  serverSeedHash: Type.String(),
  rules: GiveawayRules,
  /** Players entered, and entries in all (weights). */
  entrants: Type.Integer(),
  entries: Type.Integer(),
  /** Signed in: entered, and this player's entries (1 + extra bought). */
  entered: Type.Boolean(),
  myEntries: Type.Integer(),
  eligibility: Nullable(GiveawayEligibility),
  /** Once drawn. */
  winners: Type.Array(GiveawayWinner),
});
/** A giveaway. */
export type Giveaway = Static<typeof Giveaway>;

/** GET /v1/event/giveaway/list: the open (and drawing) giveaways, then the last drawn ones. */
export const GiveawayListAnswer = Type.Object({
  list: Type.Array(Giveaway),
  recent: Type.Array(Giveaway),
  now: Type.Number(),
});
/** GET /v1/event/giveaway/list data. */
export type GiveawayListAnswer = Static<typeof GiveawayListAnswer>;

/**
 * POST /v1/event/giveaway/join {giveawayID}: one free entry. 404 giveaway_not_found, 409 giveaway_closed,
 * 403 level_too_low, 403 wager_too_low, 409 already_entered, 409 giveaway_full (100000 entries in all).
 */
export const GiveawayJoinRequest = Closed({ giveawayID: Slug });
/** POST /v1/event/giveaway/join body. */
export type GiveawayJoinRequest = Static<typeof GiveawayJoinRequest>;

/**
 * POST /v1/event/giveaway/extra {giveawayID, quantity, idempotencyKey}: extra entries for points (entered first).
 * 409 not_entered, 409 extra_limit, 409 giveaway_full, 409 insufficient_balance, 409 giveaway_closed.
 */
export const GiveawayExtraRequest = Closed({
  giveawayID: Slug,
  quantity: Type.Integer({ minimum: 1, maximum: 100 }),
  idempotencyKey: IdempotencyKey,
});
/** POST /v1/event/giveaway/extra body. */
export type GiveawayExtraRequest = Static<typeof GiveawayExtraRequest>;

/** What join and extra answer: the giveaway as the list shows it. */
export const GiveawayAnswer = Type.Object({ giveaway: Giveaway });
/** Join and extra data. */
export type GiveawayAnswer = Static<typeof GiveawayAnswer>;

/** One entrant of a draw, in entry order, with the ranges of draw 1. */
export const GiveawayEntrantView = Type.Object({
  player: EventPlayer,
  entries: Type.Integer(),
  rangeMin: Type.Integer(),
  rangeMax: Type.Integer(),
});
/** One entrant of a draw. */
export type GiveawayEntrantView = Static<typeof GiveawayEntrantView>;

/** The draw, for verification: serverSeed revealed, the beacon round with its signature. */
export const GiveawayDraw = Type.Object({
  serverSeed: Type.String(),
  clientSeed: Type.String(),
  nonce: Type.Literal(1),
  beacon: Type.Object({ ...BeaconRound, randomness: Type.String(), signature: Type.String() }),
  entrants: Type.Array(GiveawayEntrantView),
  drawnAt: Type.Number(),
});
/** The draw, for verification. */
export type GiveawayDraw = Static<typeof GiveawayDraw>;

/** GET /v1/event/giveaway/result query. */
export const GiveawayResultQuery = Closed({ giveawayID: Slug });
/** GET /v1/event/giveaway/result query. */
export type GiveawayResultQuery = Static<typeof GiveawayResultQuery>;

/** GET /v1/event/giveaway/result?giveawayID=: the giveaway and, once drawn, its draw (null before). */
export const GiveawayResultAnswer = Type.Object({
  giveaway: Giveaway,
  draw: Nullable(GiveawayDraw),
  now: Type.Number(),
});
/** GET /v1/event/giveaway/result data. */
export type GiveawayResultAnswer = Static<typeof GiveawayResultAnswer>;

// ---------------------------------------------------------------- wager races

/** One board a day, one a week. */
export const RaceKind = OneOf(RACE_KINDS);
/** One race kind. */
export type RaceKind = Static<typeof RaceKind>;

/** The prize of a place, in coins (cents). */
export const RacePrize = Type.Object({ place: Type.Integer(), coins: Type.Integer() });
/** The prize of a place. */
export type RacePrize = Static<typeof RacePrize>;

/**
 * A player on a race board. Bots are listed (their battles are real) but never take a prize: places and prizes
 * count players only (`place` null for a bot).
 */
export const RaceStanding = Type.Object({
  /** Board position (1-based, bots included). */
  rank: Type.Integer(),
  /** Prize place among players, null for bots. */
  place: Nullable(Type.Integer()),
  player: EventPlayer,
  wagered: Type.Integer(),
  /** When the player reached `wagered` (the tie-break: earlier first). */
  reachedAt: Type.Number(),
  /** Coins won (or to be won at the current standing). */
  prize: Type.Integer(),
});
/** A player on a race board. */
export type RaceStanding = Static<typeof RaceStanding>;

/** A wager race. */
export const Race = Type.Object({
  id: Type.String(),
  kind: RaceKind,
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  prizes: Type.Array(RacePrize),
  /** Cents a player must wager to take a prize place. */
  minWager: Type.Integer(),
  /** The top of the board (at most 20). */
  standings: Type.Array(RaceStanding),
  settled: Type.Boolean(),
  settledAt: Nullable(Type.Number()),
});
/** A wager race. */
export type Race = Static<typeof Race>;

/** GET /v1/event/race/current: the running daily and weekly races; `me` per race id when signed in. */
export const RaceCurrentAnswer = Type.Object({
  races: Type.Array(Race),
  me: Type.Record(Type.String(), Nullable(RaceStanding)),
  now: Type.Number(),
});
/** GET /v1/event/race/current data. */
export type RaceCurrentAnswer = Static<typeof RaceCurrentAnswer>;

/** GET /v1/event/race/history query. */
export const RaceHistoryQuery = Closed({ kind: Type.Optional(RaceKind), cursor: Type.Optional(PageCursor) });
/** GET /v1/event/race/history query. */
export type RaceHistoryQuery = Static<typeof RaceHistoryQuery>;

/** GET /v1/event/race/history?kind=&cursor=: settled races, newest first. */
export const RaceHistoryAnswer = CursorPage(Race);
/** GET /v1/event/race/history data. */
export type RaceHistoryAnswer = Static<typeof RaceHistoryAnswer>;

// ---------------------------------------------------------------- live events

/** 90040 on `leaderboard`: a race board moved (at most once a second per race). */
export const RaceBoardEvent = Type.Object({ race: Race, now: Type.Number() });
/** 90040 payload. */
export type RaceBoardEvent = Static<typeof RaceBoardEvent>;

/** 90041 on `giveaway`: a giveaway's entrants moved, or it was drawn. */
export const GiveawayChangedEvent = Type.Object({
  giveawayID: Type.String(),
  status: GiveawayStatus,
  entrants: Type.Integer(),
  entries: Type.Integer(),
});
/** 90041 payload. */
export type GiveawayChangedEvent = Static<typeof GiveawayChangedEvent>;

/** 90102 on `user:{id}`: the player won a giveaway prize (it is in their active items). */
export const GiveawayWonEvent = Type.Object({
  giveawayID: Type.String(),
  k: Type.Integer(),
  item: CatalogItem,
  lootID: Type.String(),
});
/** 90102 payload. */
export type GiveawayWonEvent = Static<typeof GiveawayWonEvent>;

/** 90103 on `user:{id}`: the player took a prize place in a settled race (coins credited). */
export const RacePrizeEvent = Type.Object({
  raceID: Type.String(),
  kind: RaceKind,
  place: Type.Integer(),
  coins: Type.Integer(),
});
/** 90103 payload. */
export type RacePrizeEvent = Static<typeof RacePrizeEvent>;
