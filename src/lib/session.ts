/**
 * The session token: taken from `?token=` only on /auth/callback at the end of a sign-in this browser started (its
 * one-time nonce, kept in sessionStorage, comes back beside the token); kept in localStorage, mirrored in Redux so
 * the UI follows it. An unasked `?token=` anywhere (a link someone sent) is removed from the address, never stored.
 */
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

/** sessionStorage key of the pending sign-in's one-time nonce. */
export const SIGN_IN_NONCE_KEY = 'ca.signInNonce';

/** The /auth/callback path, with or without a locale prefix. */
const CALLBACK_RE = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/auth\/callback$/;

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Starts a sign-in: keeps a fresh one-time nonce for this tab and returns it (to travel in clientRedirectTo). */
export function startSignInNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  tabStorage()?.setItem(SIGN_IN_NONCE_KEY, nonce);
  return nonce;
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
 * Removes `?token=` (and the sign-in `nonce`) from the current address without a reload, and stores the token only
 * when this is /auth/callback carrying the nonce of a sign-in this tab started (the nonce is then spent). Returns the
 * stored token, or null. Runs before the router starts so the router never sees the token.
 */
export function captureTokenFromLocation(
  loc: Location = window.location,
  hist: History = window.history,
): string | null {
  const url = new URL(loc.href);
  if (!url.searchParams.has('token') && !url.searchParams.has('nonce')) return null;
  const { token } = takeTokenFromUrl(loc.href);
  const nonce = url.searchParams.get('nonce');
  const pending = tabStorage()?.getItem(SIGN_IN_NONCE_KEY) ?? null;
  const asked = CALLBACK_RE.test(url.pathname) && nonce !== null && pending !== null && nonce === pending;
  if (asked) tabStorage()?.removeItem(SIGN_IN_NONCE_KEY);
  const stored = asked && token ? token : null;
  if (stored) writeToken(stored);
  url.searchParams.delete('token');
  url.searchParams.delete('nonce');
  hist.replaceState(hist.state, '', url.pathname + url.search + url.hash);
  return stored;
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
