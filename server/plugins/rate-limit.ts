/**
 * Rate limits on @fastify/rate-limit. `app.rateLimit({name, key, max, perMs})` returns a preHandler; limiters with
 * the same name share one count, so share a name (or one preHandler) between routes that should share a budget.
 * With REDIS_URL the counts live in Redis, so every process of the site shares them; while Redis is unreachable
 * each process falls back to its own count rather than letting everything through. Over the limit the request is
 * answered 429 `{error: {code: 'rate_limited'}}` with a Retry-After header.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../errors';
import { createFallbackStore } from './rate-limit-store';

/** Who a count belongs to: the client address, the signed-in user (address when anonymous), or a custom key. */
export type RateLimitKey = 'ip' | 'user' | ((req: FastifyRequest) => string);

/** A limit: at most `max` requests per `perMs` window. */
export interface RateLimitOptions {
  /** The count's name, stable across processes and restarts; limiters with one name share a count. */
  name: string;
  key: RateLimitKey;
  max: number;
  perMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a rate-limiting preHandler (see server/plugins/rate-limit.ts). */
    rateLimit(opts: RateLimitOptions): preHandlerAsyncHookHandler;
    /** The shared per-address limit of public reads (`/meta/stat`, `/battle/list`, `/battle/detail`). */
    readLimit: preHandlerAsyncHookHandler;
  }
}

/** 429: too many requests; says when to try again. */
class RateLimited extends AppError {
  constructor(readonly retryAfterMs: number) {
    super(
      429,
      'rate_limited',
      `Too many requests, try again in ${Math.max(1, Math.ceil(retryAfterMs / 1000))} s`,
    );
  }
}

function keyOf(req: FastifyRequest, key: RateLimitKey): string {
  if (typeof key === 'function') return key(req);
  if (key === 'user' && req.userId) return `u:${req.userId}`;
  return `ip:${req.ip}`;
}

/** Registers @fastify/rate-limit (Redis store when REDIS_URL is set) and decorates `app.rateLimit`. */
async function registerRateLimit(app: FastifyInstance): Promise<void> {
  const url = app.config.redisUrl;
  // Its own connection: no offline queue, so a request never waits for a Redis that is down (the local count answers).
  const redis = url
    ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null;
  redis?.on('error', (err: Error) => app.log.debug({ err }, 'rate-limit redis error'));
  if (redis) app.addHook('onClose', async () => void redis.disconnect());

  // Our decorator goes first: the plugin only adds its own `rateLimit` when the name is free.
  app.decorate('rateLimit', (opts: RateLimitOptions): preHandlerAsyncHookHandler => {
    const { name } = opts;
    const max = Math.max(1, Math.floor(opts.max));
    const timeWindow = Math.max(1, Math.floor(opts.perMs));
    const check = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (req) => `${name}|${keyOf(req, opts.key)}`,
    });
    return async (req, reply) => {
      const res = await check(req);
      if (res.isAllowed || !res.isExceeded) return;
      const waitMs = Math.max(1, res.ttl);
      reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      throw new RateLimited(waitMs);
    };
  });

  await app.register(fastifyRateLimit, {
    global: false,
    cache: 20_000,
    skipOnError: true,
    store: createFallbackStore(redis, `${app.config.redisPrefix}:rl:`),
  });

  // Public reads anyone can hammer without signing in: one shared count per address for all of them.
  app.decorate('readLimit', app.rateLimit({ name: 'read', key: 'ip', ...app.config.rateLimits.read }));
}

/** The rate-limit plugin: `app.rateLimit` (per user once auth has named them). */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => registerRateLimit(app), {
  name: 'rate-limit',
  dependencies: ['auth'],
});
