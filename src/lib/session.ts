/** The session token: read from `?token=` on load, kept in localStorage, mirrored in Redux so the UI follows it. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { safeStorage as storage } from './safe-storage';

/** localStorage key of the session token. */
export const TOKEN_KEY = 'ca.token';

/** The stored session token, or null. */
export function readToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

/** Stores the session token. */
export function writeToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

/** Forgets the session token. */
export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/** Splits a `token` query parameter off a URL: the token (or null) and the address without it. */
export function takeTokenFromUrl(href: string): { token: string | null; cleanUrl: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, cleanUrl: url.pathname + url.search + url.hash };
  url.searchParams.delete('token');
  return { token: token || null, cleanUrl: url.pathname + url.search + url.hash };
}

/**
 * Stores `?token=` from the current address and removes it without a reload.
 * Runs before the router starts so the router never sees the token.
 */
export function captureTokenFromLocation(
  loc: Location = window.location,
  hist: History = window.history,
): string | null {
  const { token, cleanUrl } = takeTokenFromUrl(loc.href);
  if (!new URL(loc.href).searchParams.has('token')) return null;
  if (token) writeToken(token);
  hist.replaceState(hist.state, '', cleanUrl);
  return token;
}

/** Session state as the UI sees it. */
export interface SessionState {
  token: string | null;
}

/** Redux slice mirroring the stored token; storage is written by the callers of these actions. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ token: null }),
  reducers: {
    tokenSet(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    tokenCleared(state) {
      state.token = null;
    },
  },
});

/** Session actions. */
export const { tokenSet, tokenCleared } = sessionSlice.actions;
