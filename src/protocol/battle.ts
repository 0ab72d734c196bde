/**
 * Answer shapes of the battle routes (server/routes/v1/battle.ts, built by server/services/battles/view.ts), shared
 * by the server, the battle websocket events and the client: one shape for a battle, its players and their rolls.
 */
import type { CaseSummary, CatalogItem } from './catalog';
import type { Viewer } from './ws-events';
import type { Battle, BattleDetailExtras, BattleMode, BattleType, BattleUser, Roll } from './types';

/** An item as battles carry it: the catalog item with the grade name in `rarity` and the rank (1 rarest .. 7) in `rarityRank`. */
export type BattleItem = Omit<CatalogItem, 'rarity'> & { rarity: string; rarityRank: number };

/** A played roll: who rolled, the round, the slot, the raw roll (1..100000) and the item won (null if unknown). */
export interface BattleRoll extends Roll {
  round: number;
  slot: number;
  roll: number;
  item: BattleItem | null;
}

/** A player in a battle slot, with the rolls played so far. */
export interface BattlePlayer extends Omit<BattleUser, 'rolls'> {
  rolls: BattleRoll[];
}

/** A battle as the detail, the list, the actions and the events send it (the list leaves rolls, loots and odds empty). */
export interface BattleView extends Omit<Battle, 'users'>, BattleDetailExtras {
  users: BattlePlayer[];
  /** Counts the battle's changes; every battle event states the revision it brings the battle to. */
  revision: number;
  /**
   * A private battle's invite token, only in answers to its creator and seated players (never in events or lists):
   * the link `/battles/view/{id}?invite={token}` lets others see, watch and join it. Its id alone does not.
   */
  inviteToken?: string;
}

/** GET /battle/detail: the battle and the caller's saved template of it (null when none). */
export interface BattleDetailAnswer {
  battle: BattleView;
  templateID: string | null;
}

/** One saved battle setup (GET /battle/template/list): its cases in order, type, seats, mode and cost per player. */
export interface BattleTemplateView {
  id: string;
  createdAt: number;
  cases: { case: CaseSummary; quantity: number }[];
  type: BattleType;
  players: number;
  mode: BattleMode;
  isPublic: boolean;
  /** Cents per player, at today's case prices. */
  cost: number;
  /** False when one of its cases is no longer offered (then it cannot be created again). */
  available: boolean;
}

/** GET /battle/template/list: the caller's saved setups, newest first. */
export interface BattleTemplateListAnswer {
  list: BattleTemplateView[];
}

/** GET /battle/list: public battles and the caller's private ones, running first, newest first. */
export interface BattleListAnswer {
  list: BattleView[];
}

/** GET /battle/viewers: the signed-in viewers listed, the anonymous ones counted. */
export interface ViewersAnswer {
  list: Viewer[];
  anonymous: number;
  count: number;
}

/** POST /battle/create: the cases and their quantities, the format and a key that makes a retried create pay once. */
export interface CreateBattleRequest {
  cases: { caseID: string; quantity: number }[];
  type: BattleType;
  /** 2 to 4 in single battles; team battles always have 4. */
  players?: number;
  mode?: BattleMode;
  isPublic?: boolean;
  idempotencyKey?: string;
}

/** POST /battle/join, /battle/leave and /battle/bot: one slot of one battle. */
export interface SeatRequest {
  battleID: string;
  slot: number;
  /** A private battle's invite token (from its invite link); without it only its seated players reach it. */
  invite?: string;
}

/** POST /battle/viewer/join and /battle/viewer/leave; `invite` as in SeatRequest. */
export interface WatchRequest {
  battleID: string;
  invite?: string;
}
