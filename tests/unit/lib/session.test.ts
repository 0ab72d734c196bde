// The session token: taken from ?token= before the router starts, stored, and cleared.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  captureTokenFromLocation,
  clearToken,
  readToken,
  sessionSlice,
  takeTokenFromUrl,
  tokenCleared,
  tokenSet,
} from '../../../src/lib/session';
import { memoryStorage } from './memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('takeTokenFromUrl', () => {
  it('removes only the token and keeps the rest of the address', () => {
    expect(takeTokenFromUrl('https://x.test/de/battles?token=abc&tab=2#top')).toEqual({
      token: 'abc',
      cleanUrl: '/de/battles?tab=2#top',
    });
    expect(takeTokenFromUrl('https://x.test/?token=abc')).toEqual({ token: 'abc', cleanUrl: '/' });
    expect(takeTokenFromUrl('https://x.test/faq?a=1')).toEqual({ token: null, cleanUrl: '/faq?a=1' });
  });
});

describe('captureTokenFromLocation', () => {
  it('stores the token and rewrites the address without reloading', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const replaceState = vi.fn();
    const token = captureTokenFromLocation(
      { href: 'https://x.test/?token=abc' } as Location,
      { state: null, replaceState } as unknown as History,
    );
    expect(token).toBe('abc');
    expect(readToken()).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(replaceState).toHaveBeenCalledWith(null, '', '/');
    clearToken();
    expect(readToken()).toBeNull();
  });

  it('leaves the address alone when there is no token', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    const replaceState = vi.fn();
    expect(
      captureTokenFromLocation(
        { href: 'https://x.test/faq' } as Location,
        { state: null, replaceState } as unknown as History,
      ),
    ).toBeNull();
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('works without localStorage (privacy modes)', () => {
    expect(readToken()).toBeNull();
  });
});

describe('sessionSlice', () => {
  it('mirrors set and clear', () => {
    const s1 = sessionSlice.reducer(undefined, tokenSet('t'));
    expect(s1.token).toBe('t');
    expect(sessionSlice.reducer(s1, tokenCleared()).token).toBeNull();
  });
});
