/**
 * The built-in sandbox provider: a hosted checkout page on this server with Pay and Cancel buttons, no real money.
 * The buttons do what a real provider's servers do: sign a webhook event with the sandbox secret and deliver it to
 * the webhook handler (in process), so the sandbox pays orders by exactly the path a real provider will.
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import { badRequest } from '../../errors';
import type { PayMethod } from './methods';
import { getOrder } from './orders';
import type {
  CheckoutOrder,
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  RefundRequest,
  WebhookDelivery,
} from './provider';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';
import { receiveWebhook, type WebhookResult } from './webhook';

/** Path prefix of the sandbox checkout pages. */
export const SANDBOX_PATH = '/api/v1/pay/sandbox';

/**
 * A sandbox method (its logo is /payment-logos/<id>.svg). Its limits and suggestions are given in whole dollars
 * (stored in cents); the commission is [basis points, fixed cents, text].
 */
function sandboxMethod(
  id: string,
  [minDollars, maxDollars]: [number, number],
  suggestedDollars: number,
  listDollars: number[],
  [bps, fixed, text]: [number, number, string],
): PayMethod {
  return {
    id,
    logo: `/payment-logos/${id}.svg`,
    minAmount: minDollars * 100,
    maxAmount: maxDollars * 100,
    suggestedAmount: suggestedDollars * 100,
    suggestedAmountList: listDollars.map((d) => d * 100),
    commission: { bps, fixed, text },
  };
}

/** What the sandbox offers. */
const SANDBOX_METHODS: readonly PayMethod[] = [
  sandboxMethod('card', [5, 5_000], 25, [10, 25, 50, 100, 250], [0, 0, 'No fee']),
  sandboxMethod('crypto', [10, 10_000], 50, [20, 50, 100, 500, 1_000], [150, 0, '1.5% network fee']),
  sandboxMethod('paypal-sandbox', [5, 2_000], 20, [5, 10, 20, 50, 100], [290, 30, '2.9% + $0.30 wallet fee']),
];

/**
 * The sandbox's webhook secret: PAYMENT_SANDBOX_SECRET, else derived from AUTH_SECRET, else random per process.
 * Several processes serving one site must share it, so set one of the two there.
 */
export function sandboxSecret(c: { paymentSandboxSecret?: string; authSecret?: string }): string {
  if (c.paymentSandboxSecret) return c.paymentSandboxSecret;
  if (c.authSecret)
    return createHmac('sha256', c.authSecret).update('casearena:payment-sandbox:webhook').digest('hex');
  return randomBytes(32).toString('hex');
}

const EVENT_TYPES: readonly string[] = ['payment.succeeded', 'payment.cancelled'];

/** Reads the sandbox's event body: `{id, type, tradeNo, amount}`; 400 bad_webhook for anything else. */
function parseEvent(body: Buffer): PaymentEvent {
  let v: unknown;
  try {
    v = JSON.parse(body.toString('utf8'));
  } catch {
    v = null;
  }
  const e = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const ok =
    typeof e.id === 'string' &&
    /^[A-Za-z0-9_.:-]{1,128}$/.test(e.id) &&
    typeof e.type === 'string' &&
    EVENT_TYPES.includes(e.type) &&
    typeof e.tradeNo === 'string' &&
    e.tradeNo.length <= 64 &&
    Number.isSafeInteger(e.amount) &&
    Number(e.amount) >= 0;
  if (!ok) throw badRequest('bad_webhook', 'The webhook body is not a sandbox payment event');
  return {
    id: e.id as string,
    type: e.type as PaymentEventType,
    tradeNo: e.tradeNo as string,
    amount: Number(e.amount),
  };
}

/** The sandbox provider for a site at publicUrl, signing its webhooks with `secret`. */
export class SandboxProvider implements PaymentProvider {
  readonly id = 'sandbox';
  readonly methods = SANDBOX_METHODS;

  constructor(
    private readonly publicUrl: string,
    private readonly secret: string,
  ) {}

  async checkout(order: CheckoutOrder): Promise<{ redirectUrl: string }> {
    return {
      redirectUrl: `${order.returnSite ?? this.publicUrl}${SANDBOX_PATH}/checkout/${encodeURIComponent(order.tradeNo)}`,
    };
  }

  /** No money moved, so none goes back: the refund id is derived from the key, the same on every retry. */
  async refund(r: RefundRequest): Promise<{ refundId: string }> {
    return {
      refundId: `sandbox-refund-${createHash('sha256').update(r.idempotencyKey).digest('hex').slice(0, 24)}`,
    };
  }

  verifyWebhook(delivery: WebhookDelivery, now: number): PaymentEvent {
    verifyWebhookSignature(this.secret, delivery, now);
    return parseEvent(delivery.body);
  }

  /** The delivery the sandbox's servers send after the payer acts: a fresh event id, signed now. */
  signEvent(e: { type: PaymentEventType; tradeNo: string; amount: number }, now: number): WebhookDelivery {
    const body = Buffer.from(
      JSON.stringify({ id: `evt_${randomUUID()}`, type: e.type, tradeNo: e.tradeNo, amount: e.amount }),
    );
    return signWebhook(this.secret, body, now);
  }
}

/**
 * The payer pressed Pay or Cancel on the sandbox checkout: the sandbox signs the event and delivers it to the
 * webhook handler. 404 for an unknown order; the handler refuses orders of other providers (403).
 */
export async function sandboxCheckoutAction(
  db: Db,
  sandbox: SandboxProvider,
  tradeNo: string,
  action: 'pay' | 'cancel',
  now: number,
): Promise<WebhookResult> {
  const order = await getOrder(db, tradeNo);
  const type: PaymentEventType = action === 'pay' ? 'payment.succeeded' : 'payment.cancelled';
  // An unknown order still goes through the handler, which answers it as it would a provider's (404).
  const delivery = sandbox.signEvent({ type, tradeNo, amount: order?.pay_amount ?? 0 }, now);
  return receiveWebhook(db, sandbox, delivery, now);
}
