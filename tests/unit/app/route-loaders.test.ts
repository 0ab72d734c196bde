// Structural loaders: unmatched paths, validate checks, the sign-in callback and the locale redirect.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import {
  authCallbackLoader,
  localeLoader,
  unmatchedLoader,
  validateLoader,
} from '../../../src/app/route-loaders';
import { RouteError } from '../../../src/app/route-errors';
import { SCREENS } from '../../../src/app/screens';
import { setLogSink } from '../../../src/lib/logger';

function args(url: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`http://x.test${url}`),
    params,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error('did not throw');
}

afterEach(() => {
  vi.unstubAllGlobals();
  setLogSink();
});

describe('unmatchedLoader', () => {
  it.each([
    ['/definitely/not/here', '/not-found'],
    ['/xx/battles', '/not-found'],
    ['/de/definitely/not', '/de/not-found'],
  ])('%s redirects (replace) to %s and logs the SPEC message', (path, target) => {
    const lines: string[] = [];
    setLogSink((_l, _s, m) => lines.push(m));
    const res = thrown(() => unmatchedLoader(args(path))) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(target);
    expect(res.headers.get('X-Remix-Replace')).toBe('true');
    expect(lines).toEqual([`Page not found: ${path}`]);
  });

  it('hands API and asset paths to the server', () => {
    const res = thrown(() => unmatchedLoader(args('/api/v1/nope'))) as Response;
    expect(res.headers.get('X-Remix-Reload-Document')).toBe('true');
  });
});

describe('validateLoader', () => {
  const battle = SCREENS.find((s) => s.id === 'battleView')!;
  it('passes good ids and raises a 404 with the full path otherwise', () => {
    expect(validateLoader(battle)(args('/battles/view/abc-1', { id: 'abc-1' }))).toBeNull();
    const err = thrown(() => validateLoader(battle)(args('/battles/view/a$b?x=1', { id: 'a$b' })));
    expect(err).toBeInstanceOf(RouteError);
    expect(err).toMatchObject({ status: 404, message: 'Page Not Found: /battles/view/a$b?x=1' });
  });
});

describe('authCallbackLoader', () => {
  it('never stores a ?token= that reaches the router, and returns to a same-site page', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    });
    const dispatch = vi.fn();
    const res = thrown(() =>
      authCallbackLoader({ dispatch })(args('/auth/callback?token=t1&redirect=%2Fde%2Fbattles')),
    ) as Response;
    expect(store.get('ca.token')).toBeUndefined();
    expect(dispatch).not.toHaveBeenCalled();
    expect(res.headers.get('Location')).toBe('/de/battles');
    const evil = thrown(() =>
      authCallbackLoader({ dispatch })(args('/auth/callback?redirect=https://evil.test')),
    ) as Response;
    expect(evil.headers.get('Location')).toBe('/');
  });
});

describe('localeLoader (English branch)', () => {
  it('redirects an unprefixed path to the remembered locale', async () => {
    vi.stubGlobal('document', { cookie: 'i18n_redirected=de' });
    vi.stubGlobal('navigator', { languages: ['en-US'] });
    const res = (await localeLoader('en')(args('/battles?x=1')).catch((e: unknown) => e)) as Response;
    expect(res.headers.get('Location')).toBe('/de/battles?x=1');
  });

  it('redirects by browser language when there is no cookie, and remembers it', async () => {
    const doc = { cookie: '' };
    vi.stubGlobal('document', doc);
    vi.stubGlobal('navigator', { languages: ['pt-PT', 'en'] });
    const res = (await localeLoader('en')(args('/')).catch((e: unknown) => e)) as Response;
    expect(res.headers.get('Location')).toBe('/pt-BR');
    expect(doc.cookie).toContain('i18n_redirected=pt-BR');
  });
});
