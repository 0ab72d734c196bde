/**
 * Answer shapes of a profile's history tabs (GET /user/profile/{tab}?userID=&cursor=), shared by server and
 * client. Every list is newest first; `cursor` is null on the last page. A private profile answers 403
 * `profile_private` to everyone but its owner.
 */
import type { CatalogItem, LootPage } from './catalog';
import type { BattleMode, BattleType } from './types';

/** The history tabs of a profile. */
export const PROFILE_TABS = ['inventory', 'battles', 'openings', 'upgrades'] as const;
/** One history tab. */
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** How a battle the player sat in stands: still waiting or running, finished, or cancelled (stakes refunded). */
export type ProfileBattleState = 'waiting' | 'running' | 'finished' | 'cancelled';

/** One battle of the player: its settings, their stake, and (once finished) whether they won and what they got. */
export interface ProfileBattle {
  id: string;
  type: BattleType;
  mode: BattleMode;
  /** Seats of the battle. */
  players: number;
  /** The stake per player (cents). */
  cost: number;
  state: ProfileBattleState;
  /** Null until the battle is finished (and for a cancelled one). */
  won: boolean | null;
  /** What the player received: items and coin together (cents); 0 before the end. */
  winAmount: number;
  createdAt: number;
  finishedAt: number | null;
}

/** One case of an opening: its place, the roll's cursor (`case:<index>`, or `daily`), its roll and the item it gave. */
export interface ProfileOpeningResult {
  index: number;
  cursor: string;
  roll: number;
  item: CatalogItem;
}

/** One opening (up to 5 cases of one kind at once) with what the verifier needs: seed hash, client seed, nonce. */
export interface ProfileOpening {
  id: string;
  caseID: string;
  caseTitle: string;
  caseImage: string;
  /** What one case cost the player (cents; 0 for a free daily case). */
  price: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  results: ProfileOpeningResult[];
  createdAt: number;
}

/**
 * One upgrade: the stake (items' prices plus `coins`, cents) and how many items went in, the target (at its price
 * then), the chance in tickets, the roll and the outcome, and the public facts the verifier needs (cursor `upgrade`).
 */
export interface ProfileUpgrade {
  id: string;
  stake: number;
  coins: number;
  itemsCount: number;
  target: CatalogItem;
  winTickets: number;
  roll: number;
  won: boolean;
  nonce: number;
  serverSeedHash: string;
  createdAt: number;
}

/** A page of one tab. */
export interface ProfilePage<T> {
  list: T[];
  cursor: string | null;
}

/** What each tab answers. */
export interface ProfileTabPages {
  inventory: LootPage;
  battles: ProfilePage<ProfileBattle>;
  openings: ProfilePage<ProfileOpening>;
  upgrades: ProfilePage<ProfileUpgrade>;
}
