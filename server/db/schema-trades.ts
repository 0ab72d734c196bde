/** Tables of the withdrawals (019-trades): the requests and one trade per item sent. schema.ts joins them into Database. */
import type { TradeStatus } from '../../src/protocol/trade';

/** One POST /loot/withdraw: unique per player and idempotency key (when given). */
export interface TradeRequestsTable {
  id: string;
  user_id: string;
  idem_key: string | null;
  /** sha256 of the loot ids asked for (sorted, comma-joined): a replay of the key must ask for the same. */
  request_hash: string;
  created_at: number;
}

/** One item on its way to Steam (src/protocol/trade.ts describes the states). */
export interface TradesTable {
  id: string;
  request_id: string;
  user_id: string;
  loot_id: string;
  /** The item's place in its request. */
  position: number;
  /** The provider's id ('sandbox' for the built-in one). */
  provider: string;
  /** The provider's offer id once sent. */
  offer_id: string | null;
  /** The trade URL the offer goes to (the player's, when they asked). */
  trade_url: string;
  status: TradeStatus;
  /** When the settlement next looks at it; null once final. */
  next_at: number | null;
  sent_at: number | null;
  /** 025: an accepted trade can be undone until then (Steam's 7-day trade protection); null before acceptance. */
  reversible_until: number | null;
  /** 025: when the house counted the accepted trade final (its protection window over). */
  final_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The tables this part adds to Database. */
export interface TradesDatabase {
  trade_requests: TradeRequestsTable;
  trades: TradesTable;
}
