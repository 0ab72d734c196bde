/** Tables of the exchange (017-exchanges): the exchanges and the loot each one took and created. schema.ts joins them into Database. */

/** One exchange, unique per player and idempotency key; the figures are cents (src/domain/exchange.ts). */
export interface ExchangesTable {
  id: string;
  user_id: string;
  idem_key: string;
  /** sha256 of the request's loot ids (as a set) and item ids (as a multiset): a replay must match it. */
  request_hash: string;
  given_total: number;
  fee: number;
  received_total: number;
  change: number;
  /** The coin balance right after the exchange, as answered. */
  balance_after: number;
  created_at: number;
}

/** A loot entry an exchange took ('given': the key makes each entry givable once) or created ('received'). */
export interface ExchangeLootTable {
  loot_id: string;
  side: 'given' | 'received';
  exchange_id: string;
  /** The entry's place in the request's list of its side. */
  position: number;
}

/** The tables this part adds to Database. */
export interface ExchangesDatabase {
  exchanges: ExchangesTable;
  exchange_loot: ExchangeLootTable;
}
