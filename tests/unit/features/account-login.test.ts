// The Steam button's address, sign-in error codes, active-items selection maths and API error parsing.
import { describe, expect, it } from 'vitest';
import { authErrorCode, steamLoginUrl } from '../../../src/features/account/login-url';
import { appendPage, selectionSummary, toggleId } from '../../../src/features/active-items/selection';
import { apiError } from '../../../src/api/error';

describe('steam login url', () => {
  it('points the server at our /auth/callback with the current page as redirect', () => {
    const url = steamLoginUrl('https://casearena.test', '/de/battles?tab=2', 'n0nce');
    expect(url.startsWith('/api/v1/auth/steam/login?clientRedirectTo=')).toBe(true);
    const target = new URL(new URLSearchParams(url.split('?').slice(1).join('?')).get('clientRedirectTo')!);
    expect(target.origin + target.pathname).toBe('https://casearena.test/auth/callback');
    expect(target.searchParams.get('redirect')).toBe('/de/battles?tab=2');
    // The sign-in's nonce comes back beside the token: the only token the client takes.
    expect(target.searchParams.get('nonce')).toBe('n0nce');
  });

  it('known error codes keep their own message; others read as generic', () => {
    expect(authErrorCode('replayed')).toBe('replayed');
    expect(authErrorCode('auth_unavailable')).toBe('auth_unavailable');
    expect(authErrorCode('invalid_signature')).toBe('generic');
    expect(authErrorCode(null)).toBe('generic');
  });
});

describe('active items selection', () => {
  const list = [
    { id: 'a', item: { price: 150 } },
    { id: 'b', item: { price: 275 } },
    { id: 'c', item: { price: 5 } },
  ];

  it('counts and totals only the selected entries', () => {
    expect(selectionSummary(list, new Set())).toEqual({ count: 0, total: 0 });
    expect(selectionSummary(list, new Set(['a', 'c', 'gone']))).toEqual({ count: 2, total: 155 });
  });

  it('toggles ids and appends pages without duplicates', () => {
    expect([...toggleId(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleId(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect(appendPage(list.slice(0, 2), list.slice(1)).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('apiError', () => {
  it('reads code and message from the server answer', () => {
    expect(apiError({ status: 409, data: { error: { code: 'restriction_locked', message: 'm' } } })).toEqual({
      status: 409,
      code: 'restriction_locked',
      message: 'm',
    });
    expect(apiError({ status: 'TIMEOUT_ERROR', error: 'x' })).toEqual({
      status: 'TIMEOUT_ERROR',
      code: null,
      message: null,
    });
    expect(apiError(undefined)).toEqual({ status: null, code: null, message: null });
  });
});
