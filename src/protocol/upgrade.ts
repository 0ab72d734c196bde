/** The upgrader's wire shapes (POST /v1/upgrade/roll, GET /v1/upgrade/history, GET /v1/upgrade/detail). FAIRNESS.md cursor `upgrade`. */
import type { CatalogItem, LootView } from './catalog';

/** At most this many pending items go into one upgrade. */
export const UPGRADE_MAX_ITEMS = 10;
/** The multiplier presets the target picker offers (targets priced near stake x preset). */
export const UPGRADE_PRESETS = [1.5, 2, 5, 10] as const;

/** POST /v1/upgrade/roll body: 0..10 pending loot ids and coins (cents, >= 0), at least one of them; the target catalog item. */
export interface UpgradeRollRequest {
  lootIDs: string[];
  coins: number;
  targetItemID: string;
  idempotencyKey: string;
}

/**
 * One upgrade, as POST /v1/upgrade/roll answers it (data) and the history lists it. `stake` = the items' prices plus
 * `coins` (cents); `winTickets` = floor(stake * 95000 / target.price) in 1000..80000; won when roll <= winTickets;
 * `loot` is the target's new pending loot entry when won. `serverSeed` is set once the pair was revealed.
 */
export interface UpgradeResult {
  id: string;
  roll: number;
  winTickets: number;
  won: boolean;
  loot?: LootView;
  nonce: number;
  serverSeedHash: string;
  serverSeed?: string;
  clientSeed: string;
  stake: number;
  coins: number;
  items: CatalogItem[];
  /** The loot entries put in, in the order of `items` (each now has status 'upgraded'). */
  lootIDs?: string[];
  target: CatalogItem;
  createdAt: number;
}

/** GET /v1/upgrade/history's data (the signed-in player's own, newest first). */
export interface UpgradeHistoryAnswer {
  list: UpgradeResult[];
  cursor: string | null;
}
