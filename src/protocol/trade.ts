/** Withdrawals to Steam (POST /v1/loot/withdraw, GET /v1/loot/withdrawals; live as 90106 tradeChanged on `user:{id}`). */
import type { CatalogItem } from './catalog';

/**
 * A withdrawal's states: `withdrawing` (asked, the provider has not sent yet), `sent` (a trade offer is out),
 * then `accepted` (final: the loot is withdrawn) or `declined` / `expired` (final: the loot is pending again).
 */
export const TRADE_STATUSES = ['withdrawing', 'sent', 'accepted', 'declined', 'expired'] as const;
/** One withdrawal state. */
export type TradeStatus = (typeof TRADE_STATUSES)[number];
/** At most this many items in one withdrawal request. */
export const WITHDRAW_MAX_ITEMS = 10;

/** POST /v1/loot/withdraw body: pending loot ids; the optional key makes a retry answer the first request. */
export interface WithdrawRequest {
  lootIDs: string[];
  idempotencyKey?: string;
}

/** One item's withdrawal (also the payload of 90106 tradeChanged). */
export interface Withdrawal {
  id: string;
  lootID: string;
  item: CatalogItem;
  status: TradeStatus;
  /** The provider's name ('sandbox' for the built-in one) and its offer id once sent. */
  provider: string;
  offerID: string | null;
  createdAt: number;
  updatedAt: number;
}

/** POST /v1/loot/withdraw and GET /v1/loot/withdrawals data. */
export interface WithdrawalsAnswer {
  list: Withdrawal[];
}
