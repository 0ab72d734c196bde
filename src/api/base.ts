/** RTK Query base: /api, JSON, 10 s timeout, bearer token on every call, the SPEC's error interceptor. */
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { announceApi } from './registry';
import { createLogger, type Logger } from '../lib/logger';
import { clearToken, readToken, tokenCleared } from '../lib/session';

/** HTTP timeout of every API call (SPEC section 9). */
export const HTTP_TIMEOUT_MS = 10_000;

/** The words the interceptor logs for a failed status (SPEC section 8). */
export function describeFailure(status: FetchBaseQueryError['status']): string {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'access denied';
  if (status === 404) return 'resource not found';
  if (status === 500) return 'server internal error';
  return 'request failed';
}

/** Options of the base query factory (tests pass their own fetch and an absolute base URL). */
export interface BaseQueryOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  logger?: Logger;
  getToken?: () => string | null;
  onUnauthorized?: () => void;
}

/** Builds the wrapped base query: 401 clears the session; other failures are logged; errors reach the caller. */
export function createBaseQuery(
  opts: BaseQueryOptions = {},
): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  const log = opts.logger ?? createLogger('api');
  const getToken = opts.getToken ?? readToken;
  const raw = fetchBaseQuery({
    baseUrl: opts.baseUrl ?? '/api',
    timeout: HTTP_TIMEOUT_MS,
    fetchFn: opts.fetchFn,
    prepareHeaders(headers) {
      const token = getToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return headers;
    },
  });
  return async (args, api, extra) => {
    const result = await raw(args, api, extra);
    const error = result.error;
    if (!error) return result;
    const url = typeof args === 'string' ? args : args.url;
    if (error.status === 401) {
      clearToken();
      opts.onUnauthorized?.();
      api.dispatch(tokenCleared());
    } else {
      log.error(`${describeFailure(error.status)}: ${url}`, error);
    }
    // The error goes back to the caller (the hook's `error`, or `unwrap()` rethrows it).
    return result;
  };
}

/**
 * The cached server resources, one tag each: a mutation that changes a resource invalidates its tag, and every
 * reader of it refetches together. User: GET /user/me and /user/profile (balances, prefs, restrictions).
 * Stats: GET /meta/stat. Battle: GET /battle/detail (id) and the lobby list. Loot: GET /loot/list.
 * Payments: GET /pay/orders. Seed: GET /roll/seed (its nonce moves with every case opened).
 */
export const API_TAGS = ['User', 'Stats', 'Battle', 'Loot', 'Payments', 'Seed', 'Hunt', 'LootFeed'] as const;

/** The one RTK Query API; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

announceApi(baseApi);
