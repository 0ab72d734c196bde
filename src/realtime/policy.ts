/** Websocket client timing and retry rules (SPEC section 9), as constants and one pure backoff function. */

/** Give up on a connection attempt that has not opened after 10 s. */
export const CONNECT_TIMEOUT_MS = 10_000;
/** Send a heartbeat every 25 s while open. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
/** Treat the connection as dead when nothing arrived for 35 s. */
export const HEARTBEAT_TIMEOUT_MS = 35_000;
/** First reconnect delay. */
export const BACKOFF_BASE_MS = 1_000;
/** Largest reconnect delay before jitter. */
export const BACKOFF_MAX_MS = 30_000;
/** Up to this much random delay is added to each reconnect. */
export const JITTER_MAX_MS = 1_000;
/** Reconnects allowed in one outage before giving up (until resumed). */
export const MAX_RECONNECTS = 5;
/** Consecutive failed attempts after which retrying pauses (until resumed). */
export const PAUSE_AFTER_ERRORS = 3;
/** A connection open this long is stable: the reconnect budget starts over. */
export const STABLE_OPEN_MS = 30_000;
/** The close code of a normal close: never followed by a reconnect. */
export const NORMAL_CLOSURE = 1000;
/** Close code used locally when the heartbeat timeout fires. */
export const HEARTBEAT_TIMEOUT_CODE = 4000;

/** Delay before reconnect number `attempt` (1-based): 1 s doubling to 30 s, plus `random()` × 1 s of jitter. */
export function backoffDelay(attempt: number, random: () => number): number {
  const base = Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
  const r = Math.min(Math.max(random(), 0), 0.999999);
  return base + Math.floor(r * JITTER_MAX_MS);
}
