/**
 * Steam sign-in around the OpenID checks: where the client may be sent back to, the signed state carried in
 * return_to, and turning a verified SteamID into a user and a fresh session token.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { OpenIdError, checkidSetupUrl, openIdParams, verifyAssertion, type ProviderPoster } from './openid';
import { findOrCreateUser, issueSession } from './users';
import { avatarUrl } from './avatars';

/** Path of our OpenID return_to endpoint. */
export const CALLBACK_PATH = '/api/v1/auth/steam/callback';
/** How long a started sign-in may take before its state is refused. */
export const STATE_TTL_MS = 15 * 60_000;
const CLIENT_CALLBACK_RE = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/auth\/callback$/;

/** A same-origin path (path + query + hash) for a clientRedirectTo, or null when it points elsewhere. */
export function safeRedirectPath(publicUrl: string, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return '/';
  // eslint-disable-next-line no-control-regex
  if (raw.length > 2048 || /[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  const base = new URL(publicUrl);
  if (raw.startsWith('//')) return null;
  if (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Signs `issuedAt.random` together with the redirect target, so the callback gets back what login checked. */
export function signState(secret: Buffer, target: string, now: number): string {
  const body = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(`${body}|${target}`).digest('base64url')}`;
}

/** True when the state was signed by us for this target and is still fresh. */
export function stateIsValid(secret: Buffer, state: string, target: string, now: number): boolean {
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const issuedAt = parseInt(parts[0], 36);
  if (!Number.isFinite(issuedAt) || now - issuedAt > STATE_TTL_MS || issuedAt - now > 60_000) return false;
  const want = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}|${target}`).digest();
  const got = Buffer.from(parts[2], 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Where the provider should send the browser back to (our callback with the target and state). */
export function returnToUrl(publicUrl: string, target: string, state: string): string {
  const url = new URL(`${publicUrl}${CALLBACK_PATH}`);
  url.searchParams.set('clientRedirectTo', target);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The provider URL that starts a sign-in for this target. */
export function loginUrl(o: { endpoint: string; publicUrl: string; secret: Buffer; target: string; now: number }): string {
  return checkidSetupUrl(o.endpoint, returnToUrl(o.publicUrl, o.target, signState(o.secret, o.target, o.now)), o.publicUrl);
}

/** The client's auth callback route carrying either the token or an error code. */
export function clientCallbackUrl(publicUrl: string, target: string | null, result: { token: string } | { error: string }): string {
  const useTarget = target !== null && CLIENT_CALLBACK_RE.test(new URL(target, publicUrl).pathname);
  const url = new URL(useTarget ? target : '/auth/callback', publicUrl);
  if (!useTarget && target !== null) url.searchParams.set('redirect', target);
  if ('token' in result) url.searchParams.set('token', result.token);
  else url.searchParams.set('error', result.error);
  return url.toString();
}

/** Profile data for a newly seen SteamID (the local provider knows names; real Steam does not tell us). */
export type ProfileLookup = (steamId: string) => { nickname: string; avatar: string } | undefined;

/** Everything finishSignIn needs. */
export interface SignInDeps {
  db: Db;
  publicUrl: string;
  endpoint: string;
  secret: Buffer;
  post: ProviderPoster;
  profile?: ProfileLookup;
  now: number;
}

/** Verifies a callback query and signs the user in; returns the session token and the client target. */
export async function finishSignIn(query: Record<string, unknown>, d: SignInDeps): Promise<{ token: string; target: string; userId: string }> {
  const params = openIdParams(query);
  const checked = await verifyAssertion(params, {
    db: d.db,
    post: d.post,
    endpoint: d.endpoint,
    callbackUrl: `${d.publicUrl}${CALLBACK_PATH}`,
    now: d.now,
  });
  // The target and state come from the provider-signed return_to; the live query must agree with it.
  const target = checked.returnTo.searchParams.get('clientRedirectTo') ?? '';
  const state = checked.returnTo.searchParams.get('state') ?? '';
  if (query.clientRedirectTo !== target || query.state !== state) {
    throw new OpenIdError('invalid_return_to', 'The callback address does not match the signed one');
  }
  if (safeRedirectPath(d.publicUrl, target) !== target || !stateIsValid(d.secret, state, target, d.now)) {
    throw new OpenIdError('invalid_state', 'This sign-in was not started here or took too long');
  }
  const known = d.profile?.(checked.steamId);
  const user = await findOrCreateUser(
    d.db,
    {
      steamId: checked.steamId,
      nickname: known?.nickname ?? `Player ${checked.steamId.slice(-4)}`,
      avatar: known?.avatar ?? avatarUrl(checked.steamId),
    },
    d.now,
  );
  const token = await issueSession(d.db, user.id, d.now);
  return { token, target, userId: user.id };
}
