// A fake /api for RTK Query tests: the real baseApi in a store, fetch answered from a table, every call recorded.
import { configureStore } from '@reduxjs/toolkit';
import { vi } from 'vitest';
import { baseApi } from '../../../src/api/base';

/** One recorded call: method and path with its query string. */
export interface Call {
  method: string;
  path: string;
}

/** Answers `{data}` for `METHOD /api/path` (query string ignored); unknown routes answer 404. */
export type Routes = Record<string, unknown>;

/** Installs the fake fetch (relative URLs resolve against http://app) and builds a store around baseApi. */
export function fakeApi(routes: Routes) {
  const calls: Call[] = [];
  const RealRequest = globalThis.Request;
  // fetchBaseQuery builds `new Request('/api/...')`, which Node refuses without a base URL.
  class RelativeRequest extends RealRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://app${input}` : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      calls.push({ method: req.method, path: url.pathname + url.search });
      const data = routes[`${req.method} ${url.pathname}`];
      if (data === undefined)
        return new Response(JSON.stringify({ error: { code: 'not_found', message: 'none' } }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer },
    middleware: (d) => d().concat(baseApi.middleware),
  });
  /** How many times `METHOD /api/path` was called (query string ignored unless `path` has one). */
  const count = (route: string) => {
    const [method, path] = route.split(' ');
    return calls.filter(
      (c) => c.method === method && (path.includes('?') ? c.path : c.path.split('?')[0]) === path,
    ).length;
  };
  /** Waits (up to 1 s) until `check` holds. */
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    return check();
  };
  return { store, calls, count, until };
}

/** A signed-in user's info as GET /user/me answers it. */
export const ME = {
  user: {
    userID: 'u1',
    nickname: 'Ann',
    avatar: '',
    level: { lv: 1, xp: 0, levelXp: 0, nextLevelXp: 500 },
    steamID: '',
    ownAvatar: '',
  },
  lootBalance: 0,
  wallets: [
    { currency: 'coin', balance: 1500 },
    { currency: 'point', balance: 20 },
  ],
  payBonus: { percent: 0 },
  pinCases: [],
  event: { ticketBalance: 0 },
  prefs: {
    email: { email: '', confirmed: false, receipts: true, security: true },
    tradeURL: '',
    translateNames: false,
    profilePublic: true,
  },
  restrictions: [],
};
