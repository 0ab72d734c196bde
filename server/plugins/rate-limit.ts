/**
 * In-memory token-bucket rate limits. `app.rateLimit({key, max, perMs})` returns a preHandler; every call
 * makes its own bucket store, so share one preHandler between routes that should share a budget.
 * Over the limit the request is answered 429 `{error: {code: 'rate_limited'}}` with a Retry-After header.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';

/** Who a bucket belongs to: the client IP, the signed-in user (IP when anonymous), or a custom key. */
export type RateLimitKey = 'ip' | 'user' | ((req: FastifyRequest) => string);

/** A limit: at most `max` requests per `perMs`, refilled continuously. */
export interface RateLimitOptions {
  key: RateLimitKey;
  max: number;
  perMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a rate-limiting preHandler (see server/plugins/rate-limit.ts). */
    rateLimit(opts: RateLimitOptions): preHandlerAsyncHookHandler;
  }
}

interface Bucket {
  tokens: number;
  at: number;
}

const SWEEP_AT = 10_000;
const HARD_CAP = 100_000;
const SWEEP_EVERY_MS = 1_000;

/** 429: too many requests; says when to try again. */
export class RateLimited extends AppError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'rate_limited', `Too many requests, try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`);
  }
}

/** A token bucket store: `take(key, now)` spends one token or answers how long to wait. */
export function createBuckets(max: number, perMs: number): { take(key: string, now: number): number; size(): number } {
  const buckets = new Map<string, Bucket>();
  const ratePerMs = max / perMs;
  const refill = (b: Bucket, now: number) => Math.min(max, b.tokens + Math.max(0, now - b.at) * ratePerMs);
  let sweptAt = -Infinity;
  const sweep = (now: number) => {
    sweptAt = now;
    // Drop buckets that have refilled completely: they carry no state.
    for (const [k, b] of buckets) if (refill(b, now) >= max) buckets.delete(k);
    // Still too many (a flood of distinct keys): forget the oldest rather than grow without bound.
    for (const k of buckets.keys()) {
      if (buckets.size <= HARD_CAP / 2) break;
      buckets.delete(k);
    }
  };
  return {
    take(key, now) {
      if (buckets.size >= HARD_CAP || (buckets.size >= SWEEP_AT && now - sweptAt >= SWEEP_EVERY_MS)) sweep(now);
      const b = buckets.get(key) ?? { tokens: max, at: now };
      const tokens = refill(b, now);
      // Re-insert so Map order stays least-recently-used first.
      buckets.delete(key);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return Math.ceil((1 - tokens) / ratePerMs);
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    },
    size: () => buckets.size,
  };
}

function keyOf(req: FastifyRequest, key: RateLimitKey): string {
  if (typeof key === 'function') return key(req);
  if (key === 'user' && req.userId) return `u:${req.userId}`;
  return `ip:${req.ip}`;
}

/** Decorates `app.rateLimit`. */
export function registerRateLimit(app: FastifyInstance): void {
  app.decorate('rateLimit', (opts: RateLimitOptions): preHandlerAsyncHookHandler => {
    const max = Math.max(1, Math.floor(opts.max));
    const perMs = Math.max(1, Math.floor(opts.perMs));
    const store = createBuckets(max, perMs);
    return async (req, reply) => {
      const wait = store.take(keyOf(req, opts.key), Date.now());
      if (wait > 0) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
        throw new RateLimited(wait);
      }
    };
  });
}
