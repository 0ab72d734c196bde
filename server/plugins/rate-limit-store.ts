/**
 * The store behind @fastify/rate-limit: fixed windows counted in Redis (one atomic script, shared by every
 * process) while the Redis connection is ready, and in this process's memory otherwise, so an outage degrades
 * the limits to per-process counts instead of switching them off. Keys already carry the limiter's name.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

// INCR, and start the window on the first hit; answers the count and the window's remaining milliseconds.
const INCR_LUA = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

/** Entries kept in memory before expired windows are swept (and, past it, the oldest forgotten). */
const LOCAL_CAP = 50_000;

/** Fixed-window counts in memory, bounded under a flood of distinct keys. */
export class LocalWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  /** Counts one hit on `key` at `now` and answers the count in the current window and its remaining time. */
  incr(key: string, windowMs: number, now: number): Result {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= LOCAL_CAP) this.sweep(now);
      w = { count: 0, resetAt: now + windowMs };
      this.windows.delete(key);
      this.windows.set(key, w);
    }
    w.count += 1;
    return { current: w.count, ttl: w.resetAt - now };
  }

  /** Entries held (for tests). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
    // Still full: forget the oldest windows rather than grow without bound.
    for (const k of this.windows.keys()) {
      if (this.windows.size < LOCAL_CAP / 2) break;
      this.windows.delete(k);
    }
  }
}

interface RateLimitRedis extends Redis {
  casearenaRateLimit(
    key: string,
    windowMs: number,
    cb: (err: Error | null, res: [number, number]) => void,
  ): void;
}

/** The store class @fastify/rate-limit instantiates: Redis when given and ready, memory otherwise. */
export function createFallbackStore(redis: Redis | null, prefix: string): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  if (redis) redis.defineCommand('casearenaRateLimit', { numberOfKeys: 1, lua: INCR_LUA });
  const shared = redis as RateLimitRedis | null;

  return class FallbackStore {
    incr(key: string, cb: Callback, timeWindow: number): void {
      if (!shared || shared.status !== 'ready') {
        cb(null, local.incr(key, timeWindow, Date.now()));
        return;
      }
      shared.casearenaRateLimit(`${prefix}${key}`, timeWindow, (err, res) => {
        if (err) cb(null, local.incr(key, timeWindow, Date.now()));
        else cb(null, { current: Number(res[0]), ttl: Number(res[1]) });
      });
    }

    child(): FallbackStore {
      return this;
    }
  };
}
