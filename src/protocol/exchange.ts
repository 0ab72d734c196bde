/** The exchange's wire shapes (POST /v1/exchange, GET /v1/exchange/history). No randomness: values only. */
import type { LootView } from './catalog';

/** The published exchange fee: 5% of what is given, in basis points. */
export const EXCHANGE_FEE_BPS = 500;
/** At most this many items on each side of one exchange. */
export const EXCHANGE_MAX_ITEMS = 10;

/** POST /v1/exchange body: pending loot to give, catalog items to receive (an id may repeat to receive it twice). */
export interface ExchangeRequest {
  lootIDs: string[];
  itemIDs: string[];
  idempotencyKey: string;
}

/**
 * An exchange: `givenTotal` (the loot's prices), `fee` = floor(givenTotal * 500 / 10000), `receivedTotal` (catalog
 * prices now), `change` = givenTotal - fee - receivedTotal >= 0, credited as coins; `balance` the coin balance after.
 */
export interface ExchangeResult {
  id: string;
  given: LootView[];
  received: LootView[];
  givenTotal: number;
  fee: number;
  receivedTotal: number;
  change: number;
  balance: number;
  createdAt: number;
}

/** GET /v1/exchange/history: the player's own exchanges, newest first (the last EXCHANGE_HISTORY_LIMIT). */
export interface ExchangeHistoryAnswer {
  list: ExchangeResult[];
}
/** How many exchanges the history answers. */
export const EXCHANGE_HISTORY_LIMIT = 20;
