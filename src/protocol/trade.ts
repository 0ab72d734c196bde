/** Withdrawals to Steam (POST /v1/loot/withdraw, GET /v1/loot/withdrawals; live as 90106 tradeChanged on `user:{id}`). */
import { Type, type Static } from 'typebox';
import { WITHDRAW_MAX_ITEMS } from '../domain/withdrawals';
import { CatalogItem } from './catalog';
import { Slug } from './fields';
import { Closed, Nullable, OneOf } from './typebox';

/**
 * A withdrawal's states: `withdrawing` (asked, the provider has not sent yet), `held` (staff stopped it before it
 * was sent), `sent` (a trade offer is out), then `accepted` (the loot is withdrawn; Steam's trade protection keeps
 * it reversible for 7 days), `reversed` (undone within those days: the loot is pending again), or `declined` /
 * `expired` / `cancelled` (staff) (final: the loot is pending again).
 */
export const TRADE_STATUSES = [
  'withdrawing',
  'held',
  'sent',
  'accepted',
  'declined',
  'expired',
  'cancelled',
  'reversed',
] as const;
/** One withdrawal state. */
export const TradeStatus = OneOf(TRADE_STATUSES);
/** One withdrawal state. */
export type TradeStatus = Static<typeof TradeStatus>;

/** POST /v1/loot/withdraw body: pending loot ids; the optional key makes a retry answer the first request. */
export const WithdrawRequest = Closed({
  lootIDs: Type.Array(Slug, {
    minItems: 1,
    maxItems: WITHDRAW_MAX_ITEMS,
    uniqueItems: true,
  }),
  // Its own bound, 64 characters (tests/integration/trades.test.ts refuses 65), not IdempotencyKey's 128.
  idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' })),
});
/** POST /v1/loot/withdraw body. */
export type WithdrawRequest = Static<typeof WithdrawRequest>;

/** One item's withdrawal (also the payload of 90106 tradeChanged). */
export const Withdrawal = Type.Object({
  id: Type.String(),
  lootID: Type.String(),
  item: CatalogItem,
  status: TradeStatus,
  provider: Type.String({ description: "The provider's name ('sandbox' for the built-in one)." }),
  offerID: Nullable(Type.String({ description: "The provider's offer id once sent." })),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
});
/** One item's withdrawal. */
export type Withdrawal = Static<typeof Withdrawal>;

/** POST /v1/loot/withdraw and GET /v1/loot/withdrawals data. */
export const WithdrawalsAnswer = Type.Object({ list: Type.Array(Withdrawal) });
/** POST /v1/loot/withdraw and GET /v1/loot/withdrawals data. */
export type WithdrawalsAnswer = Static<typeof WithdrawalsAnswer>;
