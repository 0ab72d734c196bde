/** Player-made cases (POST /v1/case/create, GET /v1/case/community, GET /v1/case/mine). Priced by FAIRNESS.md (90% return). */
import type { CaseDetail, CaseSummary } from './catalog';

/** The `type` of every player-made case (CaseSummary.type); catalog lists and types never hold it. */
export const PLAYER_CASE_TYPE = 'player';
/** A player case holds 2..20 catalog items. */
export const PLAYER_CASE_MIN_ITEMS = 2;
export const PLAYER_CASE_MAX_ITEMS = 20;
/** Name length bounds (after trimming). */
export const PLAYER_CASE_NAME_MIN = 3;
export const PLAYER_CASE_NAME_MAX = 32;
/** The creator's published share of every opening of their case: 1%, in basis points. */
export const CREATOR_SHARE_BPS = 100;
/** Who can find a player case: public (listed in community cases) or unlisted (by link only). */
export const CASE_VISIBILITIES = ['public', 'unlisted'] as const;
/** One visibility. */
export type CaseVisibility = (typeof CASE_VISIBILITIES)[number];
/** The community list's periods: openings of all time or of the last 24 hours. */
export const COMMUNITY_PERIODS = ['all', '24h'] as const;
/** One period. */
export type CommunityPeriod = (typeof COMMUNITY_PERIODS)[number];

/** POST /v1/case/create body: chances in tickets summing to 100000. */
export interface CreateCaseRequest {
  name: string;
  items: { itemID: string; chance: number }[];
  visibility: CaseVisibility;
}

/** Who made a case. */
export interface CaseCreator {
  userID: string;
  nickname: string;
  avatar: string;
}

/** A player case in lists: the summary (type 'player'), its creator and its openings (all time and last 24 h). */
export interface PlayerCaseSummary extends CaseSummary {
  creator: CaseCreator;
  visibility: CaseVisibility;
  createdAt: number;
  openings: number;
  openings24h: number;
  /** The art's colour (#rrggbb, the rarest item's rarity colour), for the tile's glow. */
  theme?: string;
}

/** POST /v1/case/create's data `case`: the detail (price and odds rows) with the player-case facts. */
export type PlayerCaseDetail = CaseDetail & Omit<PlayerCaseSummary, keyof CaseSummary>;

/** GET /v1/case/community?period=all|24h&q=&cursor= data. */
export interface CommunityCasesAnswer {
  list: PlayerCaseSummary[];
  cursor: string | null;
}

/** One of the player's own cases in GET /v1/case/mine, with what it earned them (cents). */
export interface MyPlayerCase extends PlayerCaseSummary {
  earnings: number;
}

/** GET /v1/case/mine data: the player's creations, newest first, and their total earnings (cents). */
export interface MyPlayerCasesAnswer {
  list: MyPlayerCase[];
  totalEarnings: number;
}
