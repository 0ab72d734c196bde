/**
 * The signed-webhook scheme: HMAC-SHA256 with the provider's secret over `{timestamp}.{raw body}`, hex in
 * `x-webhook-signature`, the Unix time in seconds in `x-webhook-timestamp`. The timestamp is inside the signed
 * bytes so it cannot be swapped for a fresh one; deliveries older (or newer) than five minutes are refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, badRequest } from '../../errors';
import type { WebhookDelivery } from './provider';

/** Header carrying the hex HMAC. */
const SIGNATURE_HEADER = 'x-webhook-signature';
/** Header carrying the delivery time, Unix seconds. */
const TIMESTAMP_HEADER = 'x-webhook-timestamp';
/** How far a delivery's timestamp may be from our clock. */
const WEBHOOK_TOLERANCE_MS = 5 * 60_000;

const mac = (secret: string, timestamp: string, body: Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();

const header = (d: WebhookDelivery, name: string) => {
  const v = d.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** Signs a body as a provider would send it (the sandbox's own deliveries, and tests). */
export function signWebhook(secret: string, body: Buffer, now: number): WebhookDelivery {
  const timestamp = String(Math.floor(now / 1000));
  return {
    headers: {
      'content-type': 'application/json',
      [TIMESTAMP_HEADER]: timestamp,
      [SIGNATURE_HEADER]: mac(secret, timestamp, body).toString('hex'),
    },
    body,
  };
}

/** Throws 400 when unsigned or malformed, 401 when the signature is wrong, 400 when the timestamp is stale. */
export function verifyWebhookSignature(secret: string, d: WebhookDelivery, now: number): void {
  const timestamp = header(d, TIMESTAMP_HEADER);
  const signature = header(d, SIGNATURE_HEADER);
  if (!timestamp || !signature)
    throw badRequest(
      'webhook_unsigned',
      `Webhook deliveries need ${SIGNATURE_HEADER} and ${TIMESTAMP_HEADER}`,
    );
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature))
    throw badRequest('webhook_unsigned', 'Malformed webhook signature or timestamp');
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), mac(secret, timestamp, d.body))) {
    throw new AppError(401, 'bad_signature', 'The webhook signature does not match');
  }
  if (Math.abs(now - Number(timestamp) * 1000) > WEBHOOK_TOLERANCE_MS) {
    throw badRequest('webhook_stale', 'The webhook timestamp is more than five minutes from now');
  }
}
