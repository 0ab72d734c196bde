/**
 * Table types of the feast (012-feast): feasts, the players' feast progress and ladder claims, the event
 * marketplace's offers and purchases, and the wager log every event counts from. schema.ts joins them into Database.
 */

/** One wager, logged once by its key: a paid case opening's debit, or a battle stake once the battle is played. */
export interface WagersTable {
  key: string;
  user_id: string;
  is_bot: number;
  /** Cents. */
  amount: number;
  created_at: number;
}

/** A feast (src/domain/feast.ts feastAt) with the ticket rate and ladder it published. */
export interface FeastsTable {
  id: string;
  season: string;
  starts_at: number;
  ends_at: number;
  rate_cents: number;
  rate_tickets: number;
  /** JSON array of {step, tickets, points}. */
  ladder_json: string;
  created_at: number;
}

/** A player's totals in a feast: cents wagered and tickets earned (credited) from them. */
export interface FeastProgressTable {
  feast_id: string;
  user_id: string;
  wagered: number;
  earned: number;
  updated_at: number;
}

/** A ladder rung claimed (once per feast, player and step). */
export interface FeastLadderClaimsTable {
  feast_id: string;
  user_id: string;
  step: number;
  points: number;
  created_at: number;
}

/** A marketplace offer: an item or a case, for tickets (feast_id set) or points (standing, feast_id null). */
export interface MarketOffersTable {
  id: string;
  feast_id: string | null;
  position: number;
  kind: string;
  item_id: string | null;
  case_id: string | null;
  currency: string;
  /** Per unit: tickets, or point units. */
  price: number;
  stock_total: number;
  stock: number;
  per_player_limit: number;
  created_at: number;
}

/** A purchase, unique per player and idempotency key; `opening_id` is the opening of a case offer. */
export interface MarketPurchasesTable {
  id: string;
  user_id: string;
  idem_key: string;
  offer_id: string;
  quantity: number;
  paid: number;
  currency: string;
  balance_after: number;
  opening_id: string | null;
  created_at: number;
}

/** The tables above, by name. */
export interface FeastDatabase {
  wagers: WagersTable;
  feasts: FeastsTable;
  feast_progress: FeastProgressTable;
  feast_ladder_claims: FeastLadderClaimsTable;
  market_offers: MarketOffersTable;
  market_purchases: MarketPurchasesTable;
}
