/**
 * The payment-provider seam, shaped like real providers: a hosted checkout (we create an order, the provider gives
 * the payer's redirect URL), then a signed webhook (`POST /api/v1/pay/webhook/{provider id}`) telling us what
 * happened. A new provider is one class implementing this interface; orders, crediting and replay protection stay
 * in `webhook.ts` and `orders.ts`.
 */
import type { PayMethod } from './methods';

/** What a provider needs to open a checkout for an order. Amounts in cents. */
export interface CheckoutOrder {
  tradeNo: string;
  method: string;
  /** What the payer is charged (amount + commission). */
  payAmount: number;
  email: string | null;
  /** The site address the payer opened CaseArena on: where the checkout sends them back (PUBLIC_URL in production). */
  returnSite?: string;
}

/** One webhook delivery as it reached us: header names lower-case, the body exactly as sent. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The event types the order book understands. */
export type PaymentEventType = 'payment.succeeded' | 'payment.cancelled';

/** A verified provider event about one of our orders. */
export interface PaymentEvent {
  /** The provider's event id: applied at most once per provider. */
  id: string;
  type: PaymentEventType;
  tradeNo: string;
  /** Cents the provider says it charged (checked against the order for 'payment.succeeded'). */
  amount: number;
}

/** A refund of a paid order, as staff ask the provider for it. Amounts in cents. */
export interface RefundRequest {
  tradeNo: string;
  /** What the payer was charged and gets back. */
  payAmount: number;
  reason: string;
  /** The provider must refund at most once per key, however often it is asked (a retry after a crash). */
  idempotencyKey: string;
}

/** A payment service provider. */
export interface PaymentProvider {
  /** Stored on each order; also the webhook path segment. */
  readonly id: string;
  readonly methods: readonly PayMethod[];
  /** Opens the provider's hosted checkout for a new order and returns where to send the payer. */
  checkout(order: CheckoutOrder): Promise<{ redirectUrl: string }>;
  /**
   * Checks a delivery's signature and freshness and reads its event. Throws a 4xx AppError for anything that is not
   * a genuine, fresh delivery; never touches the database.
   */
  verifyWebhook(delivery: WebhookDelivery, now: number): PaymentEvent;
  /**
   * Gives a paid order's money back to the payer and returns the provider's refund id. Called inside the transaction
   * that takes the coins back (a refused refund rolls it back); throws an AppError (4xx) when the provider refuses.
   */
  refund(r: RefundRequest, now: number): Promise<{ refundId: string }>;
}
