// The session token: taken from ?token= before the router starts, stored, and cleared.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_KEY,
  captureTokenFromLocation,
  SIGN_IN_NONCE_KEY,
  startSignInNonce,
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
  const capture = (href: string) => {
    const replaceState = vi.fn();
    const token = captureTokenFromLocation(
      { href } as Location,
      {
        state: null,
        replaceState,
      } as unknown as History,
    );
    return { token, address: replaceState.mock.calls[0]?.[2] as string | undefined };
  };

  it('stores the token only on /auth/callback with the pending nonce, which it then spends', () => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('sessionStorage', memoryStorage());
    const nonce = startSignInNonce();
    expect(sessionStorage.getItem(SIGN_IN_NONCE_KEY)).toBe(nonce);
    expect(capture(`https://x.test/de/auth/callback?redirect=%2Ffaq&nonce=${nonce}&token=abc`)).toEqual({
      token: 'abc',
      address: '/de/auth/callback?redirect=%2Ffaq',
    });
    expect(readToken()).toBe('abc');
    expect(localStorage.getItem(TOKEN_KEY)).toBe('abc');
    expect(sessionStorage.getItem(SIGN_IN_NONCE_KEY)).toBeNull();
    // The same answer again (a replayed or shared link) finds no pending nonce.
    clearToken();
    expect(capture(`https://x.test/auth/callback?nonce=${nonce}&token=abc`).token).toBeNull();
    expect(readToken()).toBeNull();
  });

  it('strips an unasked ?token= from the address without storing it', () => {
    vi.stubGlobal('localStorage', memoryStorage({ [TOKEN_KEY]: 'mine' }));
    vi.stubGlobal('sessionStorage', memoryStorage());
    const nonce = startSignInNonce();
    expect(capture('https://x.test/battles?token=theirs&tab=2#top')).toEqual({
      token: null,
      address: '/battles?tab=2#top',
    });
    expect(capture('https://x.test/auth/callback?token=theirs')).toEqual({
      token: null,
      address: '/auth/callback',
    });
    expect(capture('https://x.test/auth/callback?token=theirs&nonce=guess').token).toBeNull();
    // The nonce on another page does not count either.
    expect(capture(`https://x.test/?token=theirs&nonce=${nonce}`).token).toBeNull();
    expect(readToken()).toBe('mine');
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
