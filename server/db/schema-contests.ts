/**
 * Table types of the contests (013-contests): wager races with their entries and results, giveaways with their
 * prizes, entrants, extra-entry purchases and winners. schema.ts joins them into Database.
 */

/** A wager race: its clock window, minimum wager and prize table (JSON array of cents, place 1 first). */
export interface RacesTable {
  id: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  min_wager: number;
  prizes_json: string;
  created_at: number;
  /** Set once, by the settlement that paid the prizes. */
  settled_at: number | null;
}

/** A player's (or bot's) total in a race and when it was reached (the tie-break). */
export interface RaceEntriesTable {
  race_id: string;
  user_id: string;
  is_bot: number;
  wagered: number;
  reached_at: number;
}

/** A paid prize place of a settled race (players only). */
export interface RaceResultsTable {
  race_id: string;
  place: number;
  user_id: string;
  wagered: number;
  coins: number;
  tx_id: string;
}

/** A giveaway: window, rules, the beacon round announced at creation, its seeds and, once drawn, the draw. */
export interface GiveawaysTable {
  id: string;
  kind: string;
  starts_at: number;
  ends_at: number;
  min_level: number;
  min_wager_7d: number;
  extra_entry_price: number;
  max_extra_entries: number;
  beacon_chain: string;
  beacon_round: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string | null;
  beacon_randomness: string | null;
  beacon_signature: string | null;
  created_at: number;
  drawn_at: number | null;
}

/** Prize k of a giveaway (the item winner k receives, at its price when the giveaway was created). */
export interface GiveawayPrizesTable {
  giveaway_id: string;
  k: number;
  item_id: string;
  price: number;
}

/** An entrant: one free entry plus `extra` bought ones; entry order is (entered_at, user_id). */
export interface GiveawayEntriesTable {
  giveaway_id: string;
  user_id: string;
  extra: number;
  entered_at: number;
}

/** A purchase of extra entries, once per key (`giveaway-extra:{user}:{idempotencyKey}`). */
export interface GiveawayExtraBuysTable {
  idem_key: string;
  giveaway_id: string;
  user_id: string;
  quantity: number;
  tx_id: string;
  created_at: number;
}

/** Winner k of a drawn giveaway: roll, the range held in draw k, and the loot entry of the prize. */
export interface GiveawayWinnersTable {
  giveaway_id: string;
  k: number;
  user_id: string;
  item_id: string;
  roll: number;
  range_min: number;
  range_max: number;
  loot_id: string;
}

/** The tables above, by name. */
export interface ContestsDatabase {
  races: RacesTable;
  race_entries: RaceEntriesTable;
  race_results: RaceResultsTable;
  giveaways: GiveawaysTable;
  giveaway_prizes: GiveawayPrizesTable;
  giveaway_entries: GiveawayEntriesTable;
  giveaway_extra_buys: GiveawayExtraBuysTable;
  giveaway_winners: GiveawayWinnersTable;
}
