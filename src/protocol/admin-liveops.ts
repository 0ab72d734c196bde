/**
 * The back office's live ops (issue 29; server/routes/admin/v1/liveops.ts): battles (look up, cancel a stuck one),
 * the lobby bots' settings, races and giveaways (end early, prize tables), the marketplace's stock, hunts and the site
 * banner. Coins in integer cents; times are ms on the server clock.
 */
import { Type, type Static } from 'typebox';
import { LOCALE_CODES } from '../domain/locales';
import { RACE_KINDS } from '../domain/races';
import { GIVEAWAY_KINDS } from '../domain/giveaways';
import { CatalogItem } from './catalog';
import { Giveaway, Race } from './contests';
import { Closed, Nullable, OneOf } from './typebox';

/** Why staff do something (required for destructive actions: 400 reason_required when blank). */
export const StaffReason = Type.String({ maxLength: 500 });

// ---------------------------------------------------------------- battles

/** The states a look-up filters by ('stuck': running battles nobody can finish). */
export const StaffBattleState = OneOf(['waiting', 'processing', 'playing', 'finished', 'stuck'] as const);
/** How a battle stands for staff. */
export const BattleHealth = OneOf(['waiting', 'running', 'stuck', 'finished', 'cancelled'] as const);
/** Why a running battle is stuck. */
export const StuckReason = OneOf(['no_owner', 'lease_expired', 'failing', 'overdue'] as const);

/** GET /liveops/battles query: by id, by player (user id or SteamID64), by state; newest first. */
export const StaffBattleQuery = Closed({
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  player: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  state: Type.Optional(StaffBattleState),
});
/** GET /liveops/battles query. */
export type StaffBattleQuery = Static<typeof StaffBattleQuery>;

/** One seat of a battle as staff see it. */
export const StaffSeat = Type.Object({
  slot: Type.Integer(),
  userID: Type.String(),
  nickname: Type.String(),
  isBot: Type.Boolean(),
});

/** A battle as staff see it: where it stands, who sits in it, and who runs it. */
export const StaffBattle = Type.Object({
  id: Type.String(),
  status: Type.String(),
  health: BattleHealth,
  stuck: Nullable(StuckReason),
  cancelled: Type.Boolean(),
  isPublic: Type.Boolean(),
  createdAt: Type.Number(),
  processingAt: Nullable(Type.Number()),
  startedAt: Nullable(Type.Number()),
  finishedAt: Nullable(Type.Number()),
  currentRound: Type.Integer(),
  totalRounds: Type.Integer(),
  /** Cents per seat. */
  cost: Type.Integer(),
  players: Type.Integer(),
  seats: Type.Array(StaffSeat),
  lease: Nullable(
    Type.Object({ owner: Type.String(), until: Type.Number(), failingSince: Nullable(Type.Number()) }),
  ),
});
/** A battle as staff see it. */
export type StaffBattle = Static<typeof StaffBattle>;

/** GET /liveops/battles. */
export const StaffBattleList = Type.Object({ list: Type.Array(StaffBattle), now: Type.Number() });
/** GET /liveops/battles. */
export type StaffBattleList = Static<typeof StaffBattleList>;

/** POST /liveops/battles/:id/cancel body. */
export const CancelBattleBody = Closed({ reason: StaffReason });
/** POST /liveops/battles/:id/cancel body. */
export type CancelBattleBody = Static<typeof CancelBattleBody>;

/** POST /liveops/battles/:id/cancel: the battle after, and each seat's refund. */
export const CancelBattleAnswer = Type.Object({
  battle: StaffBattle,
  refunds: Type.Array(Type.Object({ slot: Type.Integer(), userID: Type.String(), cents: Type.Integer() })),
});
/** POST /liveops/battles/:id/cancel. */
export type CancelBattleAnswer = Static<typeof CancelBattleAnswer>;

/** Params naming one thing by id. */
export const LiveopsIdParams = Closed({ id: Type.String({ minLength: 1, maxLength: 128 }) });

// ---------------------------------------------------------------- bots

/** The lobby bots: on or off, and their pace in percent of normal (25..400). */
export const BotSettings = Type.Object({ enabled: Type.Boolean(), pace: Type.Integer() });
/** The lobby bots' settings. */
export type BotSettings = Static<typeof BotSettings>;

/** GET /liveops/bots: in force now, whether staff set it, and the environment's default. */
export const BotSettingsAnswer = Type.Object({
  ...BotSettings.properties,
  stored: Type.Boolean(),
  defaults: BotSettings,
});
/** GET /liveops/bots. */
export type BotSettingsAnswer = Static<typeof BotSettingsAnswer>;

/** PUT /liveops/bots body. */
export const BotSettingsBody = Closed({
  enabled: Type.Boolean(),
  pace: Type.Integer({ minimum: 25, maximum: 400 }),
  reason: Type.Optional(StaffReason),
});
/** PUT /liveops/bots body. */
export type BotSettingsBody = Static<typeof BotSettingsBody>;

// ---------------------------------------------------------------- races and giveaways

/** A race for staff: the public view plus its entrants. */
export const StaffRace = Type.Object({ ...Race.properties, entrants: Type.Integer() });
/** A race for staff. */
export type StaffRace = Static<typeof StaffRace>;

/** GET /liveops/races: unsettled races, then the last settled ones. */
export const StaffRaceList = Type.Object({ list: Type.Array(StaffRace), now: Type.Number() });
/** GET /liveops/races. */
export type StaffRaceList = Static<typeof StaffRaceList>;

/** A prize table: cents per place, place 1 first. */
export const PrizeTable = Type.Array(Type.Integer({ minimum: 1, maximum: 10_000_000 }), {
  minItems: 1,
  maxItems: 50,
});

/** POST /liveops/races: a race of its own window (inside the kind's board history) with its prize table. */
export const CreateRaceBody = Closed({
  kind: OneOf(RACE_KINDS),
  startsAt: Type.Integer({ minimum: 0 }),
  endsAt: Type.Integer({ minimum: 0 }),
  minWager: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  prizes: PrizeTable,
  reason: Type.Optional(StaffReason),
});
/** POST /liveops/races body. */
export type CreateRaceBody = Static<typeof CreateRaceBody>;

/** PUT /liveops/races/:id/prizes body: the prize table of a race not settled yet. */
export const RacePrizesBody = Closed({ prizes: PrizeTable, reason: StaffReason });
/** PUT /liveops/races/:id/prizes body. */
export type RacePrizesBody = Static<typeof RacePrizesBody>;

/** POST .../end body (races, giveaways, hunts). */
export const EndEarlyBody = Closed({ reason: StaffReason });
/** POST .../end body. */
export type EndEarlyBody = Static<typeof EndEarlyBody>;

/** GET /liveops/giveaways: open and drawing ones, then the last drawn (the players' view of each). */
export const StaffGiveawayList = Type.Object({ list: Type.Array(Giveaway), now: Type.Number() });
/** GET /liveops/giveaways. */
export type StaffGiveawayList = Static<typeof StaffGiveawayList>;

/** POST /liveops/giveaways: a giveaway from now to endsAt with the kind's rules and the prizes staff pick. */
export const CreateGiveawayBody = Closed({
  kind: OneOf(GIVEAWAY_KINDS),
  endsAt: Type.Integer({ minimum: 0 }),
  itemIDs: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 10 }),
  reason: Type.Optional(StaffReason),
});
/** POST /liveops/giveaways body. */
export type CreateGiveawayBody = Static<typeof CreateGiveawayBody>;

/** What a create answers: the new id. */
export const CreatedAnswer = Type.Object({ id: Type.String() });
/** What a create answers. */
export type CreatedAnswer = Static<typeof CreatedAnswer>;

// ---------------------------------------------------------------- feast, marketplace, hunts

/** A marketplace offer with its stock. */
export const StaffOffer = Type.Object({
  id: Type.String(),
  feastId: Nullable(Type.String()),
  kind: Type.String(),
  currency: Type.String(),
  price: Type.Integer(),
  stock: Type.Integer(),
  stockTotal: Type.Integer(),
  perPlayerLimit: Type.Integer(),
  item: Nullable(CatalogItem),
  caseID: Nullable(Type.String()),
  sold: Type.Integer(),
});
/** A marketplace offer with its stock. */
export type StaffOffer = Static<typeof StaffOffer>;

/** GET /liveops/feast: the running feast and the marketplace's offers. */
export const StaffFeastAnswer = Type.Object({
  feast: Nullable(
    Type.Object({
      id: Type.String(),
      season: Type.String(),
      startsAt: Type.Number(),
      endsAt: Type.Number(),
      players: Type.Integer(),
      wagered: Type.Integer(),
      ticketsEarned: Type.Integer(),
    }),
  ),
  offers: Type.Array(StaffOffer),
  now: Type.Number(),
});
/** GET /liveops/feast. */
export type StaffFeastAnswer = Static<typeof StaffFeastAnswer>;

/** POST /liveops/market/:id/stock body: add (restock) or take away units. */
export const StockBody = Closed({
  delta: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
  reason: StaffReason,
});
/** POST /liveops/market/:id/stock body. */
export type StockBody = Static<typeof StockBody>;

// ---------------------------------------------------------------- banner

/** A banner's kind. */
export const BannerKind = OneOf(['info', 'warning'] as const);
/** A banner's kind. */
export type BannerKind = Static<typeof BannerKind>;

const BannerText = Type.String({ minLength: 1, maxLength: 300 });
/** The banner's text per locale: English required (the fallback), the others optional. */
export const BannerMessages = Closed(
  Object.fromEntries(
    LOCALE_CODES.map((c) => [c, c === 'en' ? BannerText : Type.Optional(BannerText)]),
  ) as Record<string, typeof BannerText>,
);
/** The banner's text per locale. */
export type BannerMessages = { en: string } & Partial<Record<(typeof LOCALE_CODES)[number], string>>;

/** POST /liveops/banners body. */
export const BannerBody = Closed({
  kind: BannerKind,
  messages: BannerMessages,
  startsAt: Type.Integer({ minimum: 0 }),
  endsAt: Type.Integer({ minimum: 0 }),
  reason: Type.Optional(StaffReason),
});
/** POST /liveops/banners body. */
export type BannerBody = Omit<Static<typeof BannerBody>, 'messages'> & { messages: BannerMessages };

/** A banner for staff. */
export const StaffBanner = Type.Object({
  id: Type.String(),
  kind: BannerKind,
  messages: Type.Record(Type.String(), Type.String()),
  startsAt: Type.Number(),
  endsAt: Type.Number(),
  createdAt: Type.Number(),
  endedAt: Nullable(Type.Number()),
  state: OneOf(['scheduled', 'live', 'ended'] as const),
});
/** A banner for staff. */
export type StaffBanner = Static<typeof StaffBanner>;

/** GET /liveops/banners: newest first. */
export const StaffBannerList = Type.Object({ list: Type.Array(StaffBanner), now: Type.Number() });
/** GET /liveops/banners. */
export type StaffBannerList = Static<typeof StaffBannerList>;
