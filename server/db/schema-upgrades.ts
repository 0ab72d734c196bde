/** Tables of the upgrader (016-upgrades): one row per upgrade and one per loot entry put into it. */

/**
 * One upgrade: the roll on the player's seed pair (nonce, cursor `upgrade`), the chance it had (`win_tickets` out of
 * 100000), the stake (items' prices plus `coins`, cents), the target and its price, and the won loot entry.
 */
export interface UpgradesTable {
  id: string;
  user_id: string;
  /** The request's idempotency key (unique per user). */
  idem_key: string;
  seed_pair_id: string;
  nonce: number;
  roll: number;
  win_tickets: number;
  stake: number;
  coins: number;
  target_item_id: string;
  target_price: number;
  /** 1 when roll <= win_tickets. */
  won: number;
  /** The target's new loot entry when won. */
  loot_id: string | null;
  created_at: number;
}

/** A loot entry put into an upgrade (consumed: its status became 'upgraded'), at the price it counted for. */
export interface UpgradeItemsTable {
  upgrade_id: string;
  position: number;
  loot_id: string;
  item_id: string;
  price: number;
}

/** The tables this part adds to Database. */
export interface UpgradesDatabase {
  upgrades: UpgradesTable;
  upgrade_items: UpgradeItemsTable;
}
