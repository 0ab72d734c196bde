// The RTK Query base query: URL, bearer token, timeout, and the SPEC's interceptor (401 clears, others log).
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP_TIMEOUT_MS, createBaseQuery, describeFailure } from '../../../src/api/base';
import type { Logger } from '../../../src/lib/logger';
import { TOKEN_KEY, sessionSlice } from '../../../src/lib/session';
import { memoryStorage } from './memory-storage';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(respond: (req: Request) => Response | Promise<Response>, token: string | null = 'tok-1') {
  const storage = memoryStorage(token ? { [TOKEN_KEY]: token } : {});
  vi.stubGlobal('localStorage', storage);
  const requests: Request[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const req = input as Request;
    requests.push(req);
    return respond(req);
  }) as unknown as typeof fetch;
  const lines: string[] = [];
  const logger: Logger = {
    debug: () => {},
    info: () => {},
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
  };
  const api = createApi({
    reducerPath: 'api',
    baseQuery: createBaseQuery({ baseUrl: 'http://test.local/api', fetchFn, logger }),
    endpoints: (b) => ({
      stat: b.query<unknown, void>({ query: () => 'v1/meta/stat' }),
      sell: b.mutation<unknown, { lootIDs: string[] }>({
        query: (body) => ({ url: 'v1/loot/sell', method: 'POST', body }),
      }),
    }),
  });
  const store = configureStore({
    reducer: { api: api.reducer, session: sessionSlice.reducer },
    middleware: (g) => g().concat(api.middleware),
    preloadedState: { session: { token } },
  });
  return { api, store, requests, lines, storage };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('base query', () => {
  it('calls /api with JSON and the bearer token from the session', async () => {
    const { api, store, requests } = setup(() => json(200, { data: { online: 3 } }));
    const res = await store.dispatch(api.endpoints.stat.initiate());
    expect(res.data).toEqual({ data: { online: 3 } });
    expect(requests[0].url).toBe('http://test.local/api/v1/meta/stat');
    expect(requests[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0].headers.get('accept')).toBe('application/json');
  });

  it('sends no authorization header without a token, and JSON bodies on mutations', async () => {
    const { api, store, requests } = setup(() => json(200, {}), null);
    await store.dispatch(api.endpoints.sell.initiate({ lootIDs: ['a'] }));
    expect(requests[0].headers.get('authorization')).toBeNull();
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toContain('application/json');
    expect(await requests[0].text()).toBe('{"lootIDs":["a"]}');
  });

  it('a 401 clears the stored token and the session state, and the error reaches the caller', async () => {
    const { api, store, storage, lines } = setup(() => json(401, { error: { code: 'unauthorized' } }));
    const res = await store.dispatch(api.endpoints.stat.initiate());
    expect(res.error).toMatchObject({ status: 401 });
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState().session.token).toBeNull();
    expect(lines).toEqual([]);
  });

  it.each([
    [403, 'access denied'],
    [404, 'resource not found'],
    [500, 'server internal error'],
    [502, 'request failed'],
  ])('a %i is logged as "%s", keeps the token and is rethrown by unwrap', async (status, words) => {
    const { api, store, storage, lines } = setup(() =>
      json(status, { error: { code: 'x', message: 'nope' } }),
    );
    const promise = store.dispatch(api.endpoints.sell.initiate({ lootIDs: [] }));
    await expect(promise.unwrap()).rejects.toMatchObject({ status, data: { error: { message: 'nope' } } });
    expect(lines).toEqual([`${words}: v1/loot/sell`]);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok-1');
  });

  it('a network failure is logged as "request failed"', async () => {
    const { api, store, lines } = setup(() => {
      throw new TypeError('network down');
    });
    const res = await store.dispatch(api.endpoints.stat.initiate());
    expect(res.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(lines).toEqual(['request failed: v1/meta/stat']);
  });

  it('times out after 10 s', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    const { api, store, lines } = setup(
      (req) =>
        new Promise<Response>((_, reject) => {
          req.signal.addEventListener('abort', () =>
            reject(req.signal.reason ?? new DOMException('aborted', 'AbortError')),
          );
        }),
    );
    const pending = store.dispatch(api.endpoints.stat.initiate());
    await vi.advanceTimersByTimeAsync(9_999);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const res = await pending;
    expect(res.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(lines).toEqual(['request failed: v1/meta/stat']);
  });

  it('describes statuses with the SPEC words', () => {
    expect(describeFailure(403)).toBe('access denied');
    expect(describeFailure(404)).toBe('resource not found');
    expect(describeFailure(500)).toBe('server internal error');
    expect(describeFailure('PARSING_ERROR')).toBe('request failed');
  });
});
