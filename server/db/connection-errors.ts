/**
 * Tells a lost database (or Redis) connection from every other failure: such an error is the infrastructure's, not
 * the request's, so it is answered 503 `unavailable` with Retry-After (server/plugins/errors.ts) instead of a 500,
 * and a background loop logs it and tries again on its next tick.
 */

/** PostgreSQL SQLSTATEs of a server going away or refusing connections. */
const PG_UNAVAILABLE = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
  '53300', // too_many_connections
]);

/** Socket-level error codes of Node's net/dns. */
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Messages of pg, pg-pool and ioredis that carry no code. */
const MESSAGES = [
  /^Connection terminated/i, // pg: "Connection terminated unexpectedly", "... due to connection timeout"
  /not queryable/i, // pg: "Client has encountered a connection error and is not queryable"
  /timeout exceeded when trying to connect/i, // pg-pool
  /^Connection is closed/i, // ioredis
  /Stream isn't writeable/i, // ioredis without an offline queue
  /Reached the max retries per request/i, // ioredis MaxRetriesPerRequestError
];

/** True when `err` (or its cause) says the database or Redis cannot be reached right now. */
export function isConnectionError(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 3) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE.has(code) || NET_CODES.has(code)) return true;
    // Class 08: connection exception (08000, 08003, 08006, 08001, 08004...).
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (MESSAGES.some((re) => re.test(err.message))) return true;
  if (err instanceof AggregateError && err.errors.some((e) => isConnectionError(e, depth + 1))) return true;
  return isConnectionError(err.cause, depth + 1);
}
