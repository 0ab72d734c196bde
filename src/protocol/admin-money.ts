/** The back office's Money area (/api/admin/v1/money/...): orders, refunds, withdrawals, adjustments, figures. */
import { Type, type Static } from 'typebox';
import { AuditEntryView } from './admin-audit';
import { CatalogItem } from './catalog';
import { EconomyView } from './economy';
import { IdempotencyKey, Slug } from './fields';
import { OrderStatus } from './pay';
import { TradeStatus } from './trade';
import { Closed, Nullable, OneOf } from './typebox';
import { QUEUE_VIEWS } from '../domain/money-admin';

/**
 * A staff action's reason. Checked by the service (400 reason_required when empty or longer than 500 characters),
 * not by the schema, so a missing reason answers that code rather than a schema error.
 */
const Reason = Type.Optional(Type.String({ maxLength: 2000 }));

/** GET /money/orders query: filter by status, player id and creation date range (epoch ms), keyset-paged. */
export const AdminOrdersQuery = Closed({
  status: Type.Optional(OrderStatus),
  userID: Type.Optional(Slug),
  from: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{1,15}$' })),
  cursor: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\d{1,15}\\.[A-Z0-9]{1,40}$' })),
});
/** GET /money/orders query. */
export type AdminOrdersQuery = Static<typeof AdminOrdersQuery>;

/** An order as staff see it. */
export const AdminOrder = Type.Object({
  tradeNo: Type.String(),
  userID: Type.String(),
  nickname: Type.String(),
  provider: Type.String(),
  method: Type.String(),
  amount: Type.Number(),
  bonus: Type.Number(),
  commission: Type.Number(),
  payAmount: Type.Number(),
  status: OrderStatus,
  createdAt: Type.Number(),
  paidAt: Nullable(Type.Number()),
});
/** An order as staff see it. */
export type AdminOrder = Static<typeof AdminOrder>;

/** GET /money/orders answer. */
export const AdminOrdersPage = Type.Object({ list: Type.Array(AdminOrder), cursor: Nullable(Type.String()) });
/** GET /money/orders answer. */
export type AdminOrdersPage = Static<typeof AdminOrdersPage>;

/** One webhook delivery the provider sent about an order, as it was applied. */
export const ProviderEvent = Type.Object({
  eventID: Type.String(),
  type: Type.String(),
  receivedAt: Type.Number(),
});
/** One provider event. */
export type ProviderEvent = Static<typeof ProviderEvent>;

/** A refund as it was made. */
export const OrderRefund = Type.Object({
  providerRefundID: Type.String(),
  coins: Type.Number({ description: 'Coins taken back from the wallet (amount + bonus), cents.' }),
  payAmount: Type.Number({ description: 'What the payer got back, cents.' }),
  reason: Type.String(),
  staffID: Type.String(),
  createdAt: Type.Number(),
});
/** A refund as it was made. */
export type OrderRefund = Static<typeof OrderRefund>;

/**
 * GET /money/orders/{tradeNo}: the order, the provider's events, its refund, the staff actions on it (its audit
 * trail, newest first) and the player's coin balance now.
 */
export const AdminOrderDetail = Type.Object({
  order: AdminOrder,
  events: Type.Array(ProviderEvent),
  refund: Nullable(OrderRefund),
  audit: Type.Array(AuditEntryView),
  coinBalance: Type.Number(),
});
/** GET /money/orders/{tradeNo} answer. */
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

/** /money/orders/{tradeNo} path. */
export const TradeNoParams = Closed({ tradeNo: Type.String({ maxLength: 64 }) });

/** POST /money/orders/{tradeNo}/refund body. */
export const RefundBody = Closed({ reason: Reason });
/** POST /money/orders/{tradeNo}/refund body. */
export type RefundBody = Static<typeof RefundBody>;

/** POST /money/orders/{tradeNo}/refund answer: the provider's refund id and the coins taken back. */
export const RefundAnswer = Type.Object({
  tradeNo: Type.String(),
  providerRefundID: Type.String(),
  coins: Type.Number(),
  balanceBefore: Type.Number(),
  balanceAfter: Type.Number(),
});
/** POST /money/orders/{tradeNo}/refund answer. */
export type RefundAnswer = Static<typeof RefundAnswer>;

/** GET /money/withdrawals query. */
export const WithdrawalQueueQuery = Closed({ view: Type.Optional(OneOf(QUEUE_VIEWS)) });
/** GET /money/withdrawals query. */
export type WithdrawalQueueQuery = Static<typeof WithdrawalQueueQuery>;

/** One withdrawal in the queue. */
export const QueuedWithdrawal = Type.Object({
  id: Type.String(),
  userID: Type.String(),
  nickname: Type.String(),
  lootID: Type.String(),
  item: CatalogItem,
  status: TradeStatus,
  offerID: Nullable(Type.String()),
  createdAt: Type.Number(),
  updatedAt: Type.Number(),
  reversibleUntil: Nullable(
    Type.Number({
      description: "An accepted item can be reverted until then (Steam's 7-day trade protection).",
    }),
  ),
  finalAt: Nullable(Type.Number({ description: 'When the house counted it final.' })),
});
/** One withdrawal in the queue. */
export type QueuedWithdrawal = Static<typeof QueuedWithdrawal>;

/** GET /money/withdrawals answer (at most 200, oldest first: the queue's order). */
export const WithdrawalQueue = Type.Object({ list: Type.Array(QueuedWithdrawal) });
/** GET /money/withdrawals answer. */
export type WithdrawalQueue = Static<typeof WithdrawalQueue>;

/** What staff do to a pending withdrawal. */
export const WITHDRAWAL_ACTIONS = ['approve', 'hold', 'cancel'] as const;
/** What staff do to a pending withdrawal. */
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];
/** /money/withdrawals/{id}/{action} path. */
export const WithdrawalActionParams = Closed({ id: Slug, action: OneOf(WITHDRAWAL_ACTIONS) });
/** POST /money/withdrawals/{id}/{action} body. */
export const WithdrawalActionBody = Closed({ reason: Reason });
/** POST /money/withdrawals/{id}/{action} body. */
export type WithdrawalActionBody = Static<typeof WithdrawalActionBody>;

/** POST /money/adjustments body: a signed amount (cents or point units) against the house's adjustments account. */
export const AdjustmentBody = Closed({
  userID: Slug,
  currency: OneOf(['coin', 'point']),
  amount: Type.Integer({ description: 'Positive credits the wallet, negative debits it.' }),
  reason: Reason,
  idempotencyKey: IdempotencyKey,
});
/** POST /money/adjustments body. */
export type AdjustmentBody = Static<typeof AdjustmentBody>;

/** POST /money/adjustments answer; `applied` false for a replay of the same key (nothing moved again). */
export const AdjustmentAnswer = Type.Object({
  txID: Type.String(),
  applied: Type.Boolean(),
  before: Type.Number(),
  after: Type.Number(),
});
/** POST /money/adjustments answer. */
export type AdjustmentAnswer = Static<typeof AdjustmentAnswer>;

/** One house account (a sharded one summed over its rows). */
export const HouseAccount = Type.Object({
  name: Type.String(),
  currency: Type.String(),
  balance: Type.Number(),
});
/** One house account. */
export type HouseAccount = Static<typeof HouseAccount>;

/** The games (and reward payouts) a daily result is given for. */
export const RESULT_GAMES = ['case', 'battle', 'upgrade', 'exchange', 'rewards'] as const;
/** A game of the daily results. */
export type ResultGame = (typeof RESULT_GAMES)[number];

/** The house's result for one game on one UTC day, cents (positive: the house won). */
export const DailyResult = Type.Object({
  day: Type.String({ description: 'UTC date, YYYY-MM-DD.' }),
  game: OneOf(RESULT_GAMES),
  coinsIn: Type.Number({ description: 'Net coins the game took from players (stakes less coin payouts).' }),
  itemsIn: Type.Number({
    description: "Value of players' items the game took (upgrade and exchange stakes).",
  }),
  itemsOut: Type.Number({ description: 'Value of the items it handed players, at the price won.' }),
  points: Type.Number({ description: 'Point units paid out (rewards only).' }),
  result: Type.Number({ description: 'coinsIn + itemsIn - itemsOut.' }),
});
/** The house's result for one game on one day. */
export type DailyResult = Static<typeof DailyResult>;

/** GET /money/house query: how many days back (1-90, 7 by default). */
export const HouseQuery = Closed({ days: Type.Optional(Type.String({ pattern: '^[1-9]\\d?$' })) });

/** What the house stands to pay or may get back. */
export const Exposure = Type.Object({
  openBattles: Type.Number(),
  openBattleStakes: Type.Number({ description: 'Coins staked in battles not yet settled or cancelled.' }),
  pendingLootCount: Type.Number(),
  pendingLootValue: Type.Number({ description: 'Items players hold on the site, at the price won.' }),
  withdrawingCount: Type.Number(),
  withdrawingValue: Type.Number({ description: 'Items asked for or sent (not yet accepted).' }),
  reversibleCount: Type.Number(),
  reversibleValue: Type.Number({ description: 'Accepted items still inside the 7-day trade protection.' }),
});
/** What the house stands to pay or may get back. */
export type Exposure = Static<typeof Exposure>;

/** GET /money/house answer. */
export const HouseAnswer = Type.Object({
  accounts: Type.Array(HouseAccount),
  days: Type.Array(DailyResult),
  exposure: Exposure,
});
/** GET /money/house answer. */
export type HouseAnswer = Static<typeof HouseAnswer>;

/** /money/players/{id}/economy path. */
export const PlayerParams = Closed({ id: Slug });
/** GET /money/players/{id}/economy: the player's reward budget (ECONOMY.md) and wallets. */
export const PlayerEconomyAnswer = Type.Object({
  userID: Type.String(),
  nickname: Type.String(),
  coinBalance: Type.Number(),
  pointBalance: Type.Number(),
  economy: EconomyView,
});
/** GET /money/players/{id}/economy answer. */
export type PlayerEconomyAnswer = Static<typeof PlayerEconomyAnswer>;
