/** Player-made cases (POST /v1/case/create, GET /v1/case/community, GET /v1/case/mine, GET /v1/case/art-preview). Priced by FAIRNESS.md (90% return). */
import { Type, type Static } from 'typebox';
import { CASE_VISIBILITIES, COMMUNITY_PERIODS, PLAYER_CASE_MAX_ITEMS } from '../domain/player-cases';
import { CaseDetail, CaseSummary } from './catalog';
import { CursorPage } from './fields';
import { Closed, OneOf } from './typebox';
import { PlayerFace } from './types';

/** Who can find a player case: public (listed in community cases) or unlisted (by link only). */
export const CaseVisibility = OneOf(CASE_VISIBILITIES);
/** One visibility. */
export type CaseVisibility = Static<typeof CaseVisibility>;
/** The community list's periods: openings of all time or of the last 24 hours. */
export const CommunityPeriod = OneOf(COMMUNITY_PERIODS);
/** One period. */
export type CommunityPeriod = Static<typeof CommunityPeriod>;

/**
 * POST /v1/case/create body: chances in tickets summing to 100000. Shapes only: every rule (counts, sums, names,
 * visibility) answers its own code from the service, so the name and visibility are any short string here.
 */
export const CreateCaseRequest = Closed({
  name: Type.String({ maxLength: 200 }),
  items: Type.Array(
    Closed({
      itemID: Type.String({ minLength: 1, maxLength: 96, pattern: '^[A-Za-z0-9_-]+$' }),
      chance: Type.Integer(),
    }),
    // Room past the 20-item rule, so 21 items get the rule's own answer, not a shape error.
    { maxItems: PLAYER_CASE_MAX_ITEMS * 3 },
  ),
  visibility: Type.String({ maxLength: 16 }),
});
/** POST /v1/case/create body (`visibility` is checked against CaseVisibility by the service). */
export type CreateCaseRequest = Static<typeof CreateCaseRequest>;

/** What a player case adds to a catalog case: its creator, visibility and openings (all time and last 24 h). */
const PlayerCaseFacts = {
  creator: PlayerFace,
  visibility: CaseVisibility,
  createdAt: Type.Number(),
  openings: Type.Integer(),
  openings24h: Type.Integer(),
  /** The art's colour (#rrggbb, the rarest item's rarity colour), for the tile's glow. */
  theme: Type.Optional(Type.String()),
};

/** A player case in lists: the summary (type 'player') with the player-case facts. */
export const PlayerCaseSummary = Type.Interface([CaseSummary], PlayerCaseFacts);
/** A player case in lists. */
export type PlayerCaseSummary = Static<typeof PlayerCaseSummary>;

/** POST /v1/case/create's data `case`: the detail (price and odds rows) with the player-case facts. */
export const PlayerCaseDetail = Type.Interface([CaseDetail], PlayerCaseFacts);
/** A created player case. */
export type PlayerCaseDetail = Static<typeof PlayerCaseDetail>;

/** POST /v1/case/create data. */
export const CreateCaseAnswer = Type.Object({ case: PlayerCaseDetail });
/** POST /v1/case/create data. */
export type CreateCaseAnswer = Static<typeof CreateCaseAnswer>;

/** GET /v1/case/community query. */
export const CommunityCasesQuery = Closed({
  period: Type.Optional(CommunityPeriod),
  // No control characters: PostgreSQL refuses a NUL byte in text.
  q: Type.Optional(Type.String({ maxLength: 64, pattern: '^[^\\x00-\\x1f\\x7f]*$' })),
  cursor: Type.Optional(Type.String({ maxLength: 6, pattern: '^[0-9]*$' })),
});
/** GET /v1/case/community query. */
export type CommunityCasesQuery = Static<typeof CommunityCasesQuery>;

/** GET /v1/case/community?period=all|24h&q=&cursor= data. */
export const CommunityCasesAnswer = CursorPage(PlayerCaseSummary);
/** GET /v1/case/community data. */
export type CommunityCasesAnswer = Static<typeof CommunityCasesAnswer>;

/** Staff took a player's case down: hidden from everyone else, shown to its creator with the reason. */
export const TakenDown = Type.Object({ at: Type.Number(), reason: Type.String() });
/** Staff took a player's case down. */
export type TakenDown = Static<typeof TakenDown>;

/**
 * One of the player's own cases in GET /v1/case/mine, with what it earned them (cents) and, when staff took it
 * down, when and why (then nobody can find or open it).
 */
export const MyPlayerCase = Type.Interface([PlayerCaseSummary], {
  earnings: Type.Integer(),
  takenDown: Type.Optional(TakenDown),
});
/** One of the player's own cases. */
export type MyPlayerCase = Static<typeof MyPlayerCase>;

/** GET /v1/case/mine data: the player's creations, newest first, and their total earnings (cents). */
export const MyPlayerCasesAnswer = Type.Object({
  list: Type.Array(MyPlayerCase),
  totalEarnings: Type.Integer(),
});
/** GET /v1/case/mine data. */
export type MyPlayerCasesAnswer = Static<typeof MyPlayerCasesAnswer>;

/** GET /v1/case/art-preview query: the generator's live look at the art a name and rarity (1..7) will get. */
export const ArtPreviewQuery = Closed({
  name: Type.Optional(Type.String({ maxLength: 64 })),
  rarity: Type.Optional(Type.String({ pattern: '^[1-7]$' })),
});
/** GET /v1/case/art-preview query. */
export type ArtPreviewQuery = Static<typeof ArtPreviewQuery>;
