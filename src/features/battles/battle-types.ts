/** Client-side shapes of the battle API answers (the server's BattleView, viewers, cases). */
import type { Viewer } from '../../protocol/events';
import type { Battle, BattleDetailExtras, BattleUser, Roll } from '../../protocol/types';

/** An item as battles carry it: grade name in `rarity`, rank in `rarityRank`. */
export interface BattleItemView {
  id: string;
  name: string;
  rarity: string;
  rarityRank: number;
  price: number;
  image: string;
  exterior?: string;
  stattrak?: boolean;
}

/** A roll as the detail carries it. */
export interface DetailRoll extends Roll {
  round: number;
  slot: number;
  roll: number;
  item: BattleItemView | null;
}

/** A player as the detail carries it. */
export interface DetailUser extends Omit<BattleUser, 'rolls'> {
  rolls: DetailRoll[];
}

/** GET /v1/battle/detail's battle, plus `clientAt` (our clock when it arrived) and per-round start times. */
export interface BattleDetail extends Omit<Battle, 'users'>, BattleDetailExtras {
  users: DetailUser[];
  /** Client clock (Date.now()) when `now` was read: server offset = now - clientAt. */
  clientAt: number;
  /** Round number -> start time (server clock) learned from events. */
  roundStarts?: Record<number, number>;
}

/** GET /v1/battle/viewers. */
export interface ViewersAnswer {
  list: Viewer[];
  anonymous: number;
  count: number;
}

/** What POST /v1/battle/create takes. */
export interface CreateBattleBody {
  cases: { caseID: string; quantity: number }[];
  type: 'single' | 'team';
  players?: number;
  mode: 'default' | 'crazy' | 'sharing';
  isPublic: boolean;
}
