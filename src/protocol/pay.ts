/** Wire shapes of the pay routes (server/routes/v1/pay.ts, pay-sandbox.ts). Amounts in cents. */
import { Type, type Static } from 'typebox';
import { CursorPage } from './fields';
import { Closed, Nullable, OneOf } from './typebox';

/** A payment-method entry as GET /pay/payments answers it (SPEC section 3). */
export const PayMethodEntry = Type.Object({
  id: Type.String(),
  method: Type.Object({ id: Type.String(), logo: Type.String() }),
  minAmount: Type.Number(),
  maxAmount: Type.Number(),
  suggestedAmount: Type.Number(),
  suggestedAmountList: Type.Array(Type.Number()),
});
/** A payment-method entry. */
export type PayMethodEntry = Static<typeof PayMethodEntry>;

/** The result of POST /pay/calculate. `amount` is what the wallet receives (top-up plus bonus). */
export const PayCalculation = Type.Object({
  payAmount: Type.Number(),
  amount: Type.Number(),
  commissionAmount: Type.Number(),
  commissionText: Type.String(),
  bonusAmount: Type.Number(),
  bonusPercent: Type.Number(),
});
/** The result of POST /pay/calculate. */
export type PayCalculation = Static<typeof PayCalculation>;

/** POST /pay/order's answer: the new order's reference and checkout page. */
export const OrderCreated = Type.Object({ tradeNo: Type.String(), redirectUrl: Type.String() });
/** POST /pay/order's answer. */
export type OrderCreated = Static<typeof OrderCreated>;

/**
 * An order's state as its owner sees it (a pending order past its time shows as expired; `refunded`: paid, then
 * refunded by staff through the provider, its coins taken back).
 */
export const OrderStatus = OneOf(['pending', 'paid', 'cancelled', 'expired', 'refunded']);
/** An order's state. */
export type OrderStatus = Static<typeof OrderStatus>;

/** An order as its owner sees it in GET /pay/orders. */
export const OrderView = Type.Object({
  tradeNo: Type.String(),
  method: Type.String(),
  amount: Type.Number(),
  bonus: Type.Number(),
  commission: Type.Number(),
  payAmount: Type.Number(),
  status: OrderStatus,
  createdAt: Type.Number(),
  paidAt: Nullable(Type.Number()),
});
/** An order as its owner sees it. */
export type OrderView = Static<typeof OrderView>;

/** One page of GET /pay/orders; `cursor` is null on the last page. */
export const OrdersPage = CursorPage(OrderView);
/** One page of GET /pay/orders. */
export type OrdersPage = Static<typeof OrdersPage>;

/** GET /pay/orders query: whose (only one's own), from where, how many (1-999, at most 100 are answered). */
export const OrdersQuery = Closed({
  userID: Type.Optional(Type.String({ maxLength: 64 })),
  cursor: Type.Optional(Type.String({ maxLength: 64, pattern: '^\\d{1,15}\\.[A-Z0-9]{1,40}$' })),
  pageSize: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,2}$' })),
});
/** GET /pay/orders query. */
export type OrdersQuery = Static<typeof OrdersQuery>;

/** GET /pay/payments: the payment methods this deployment offers. */
export const PayMethodsAnswer = Type.Object({ payments: Type.Array(PayMethodEntry) });
/** GET /pay/payments answer. */
export type PayMethodsAnswer = Static<typeof PayMethodsAnswer>;

/** POST /pay/calculate and POST /pay/order: the amount in cents, the method id and, for an order, the receipt email. */
export const PayRequest = Closed({
  amount: Type.Integer({ minimum: 1 }),
  method: Type.String({ minLength: 1, maxLength: 64 }),
  email: Type.Optional(Type.String({ maxLength: 1024 })),
});
/** POST /pay/calculate and POST /pay/order body. */
export type PayRequest = Static<typeof PayRequest>;

/** POST /pay/webhook/{provider} path: the provider's id. */
export const WebhookParams = Closed({ provider: Type.String({ maxLength: 64 }) });

/** What a webhook did to its order (`duplicate`: this event was already handled). */
export const WebhookOutcome = OneOf(['paid', 'already_paid', 'expired', 'cancelled', 'duplicate']);
/** What a webhook did to its order. */
export type WebhookOutcome = Static<typeof WebhookOutcome>;

/** POST /pay/webhook/{provider}: the event was received and what it did (the body is the provider's raw, signed JSON). */
export const WebhookAnswer = Type.Object({ received: Type.Literal(true), outcome: WebhookOutcome });
/** POST /pay/webhook/{provider} answer. */
export type WebhookAnswer = Static<typeof WebhookAnswer>;

/** /pay/sandbox/{action}/{tradeNo} path: the order's reference. */
export const SandboxOrderParams = Closed({ tradeNo: Type.String({ maxLength: 64 }) });

/** POST /pay/sandbox/confirm|cancel with `Accept: application/json`: the order and its state now. */
export const SandboxActionAnswer = Type.Object({ tradeNo: Type.String(), status: Type.String() });
/** The sandbox actions' JSON answer. */
export type SandboxActionAnswer = Static<typeof SandboxActionAnswer>;
