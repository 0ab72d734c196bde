/**
 * Steam sign-in around the OpenID checks: which site address a sign-in runs on, where the client may be sent
 * back to, the signed state carried in return_to (bound to the browser by a cookie), and turning a verified SteamID into a user and a fresh session token.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database';
import {
  OpenIdError,
  checkAssertion,
  checkidSetupUrl,
  confirmAssertion,
  openIdParams,
  type ProviderPoster,
} from './openid';
import { findOrCreateUser, issueSession } from '../users/users';
import { avatarUrl } from '../users/avatars';
import { syncSteamProfile, type WarnLog } from './steam-profile';
import type { SteamApiConfig } from '../../config';
import { hasControlChars } from '../../../src/domain/text';

/** Path of our OpenID return_to endpoint. */
export const CALLBACK_PATH = '/api/v1/auth/steam/callback';
/** How long a started sign-in may take before its state is refused. */
export const STATE_TTL_MS = 15 * 60_000;
const CLIENT_CALLBACK_RE = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/auth\/callback$/;

/** A same-origin path (path + query + hash) for a clientRedirectTo, or null when it points elsewhere. */
export function safeRedirectPath(publicUrl: string, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return '/';
  if (raw.length > 2048 || hasControlChars(raw) || raw.includes('\\')) return null;
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

/** Where sign-in may run: PUBLIC_URL in production or when set, else the address each request came to. */
export interface SiteSettings {
  publicUrl: string;
  publicUrlSet: boolean;
  production: boolean;
}

/** What a request says about the address the browser used. */
export interface RequestAddress {
  protocol: string;
  host: string | undefined;
  /** The Origin header, when the browser sent one ("null" and absent mean unknown). */
  origin: string | undefined;
}

const HOST_RE = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(:\d{1,5})?$/i;

/**
 * The site URL (no trailing slash) this sign-in runs on, or null when the request contradicts itself (an
 * Origin header naming another address than Host). PUBLIC_URL wins in production or when it is set; outside
 * production with PUBLIC_URL unset the site follows the address it was opened on (127.0.0.1, a LAN address).
 */
export function signInSite(s: SiteSettings, r: RequestAddress): string | null {
  if (s.production || s.publicUrlSet) return s.publicUrl;
  const protocol = r.protocol === 'https' ? 'https' : 'http';
  if (!r.host || !HOST_RE.test(r.host)) return s.publicUrl;
  let site: string;
  try {
    // The origin form: lower case, no default port (http://localhost:80 is http://localhost).
    site = new URL(`${protocol}://${r.host}`).origin;
  } catch {
    return s.publicUrl;
  }
  if (r.origin && r.origin !== 'null' && r.origin.toLowerCase() !== site) return null;
  return site;
}

/** A fresh random value for the browser-binding cookie of a sign-in. */
export function newBinding(): string {
  return randomBytes(24).toString('base64url');
}

const stateMac = (secret: Buffer, body: string, site: string, binding: string, target: string) =>
  createHmac('sha256', secret).update(`${body}|${site}|${binding}|${target}`).digest();

/**
 * Signs `issuedAt.random` together with the site, the browser binding (a cookie only this browser holds) and
 * the redirect target, so the callback accepts the state only in the browser that started the sign-in.
 */
function signState(
  secret: Buffer,
  o: { site: string; binding: string; target: string; now: number },
): string {
  const body = `${o.now.toString(36)}.${randomBytes(9).toString('base64url')}`;
  return `${body}.${stateMac(secret, body, o.site, o.binding, o.target).toString('base64url')}`;
}

/** True when the state was signed by us for this site, browser binding and target, and is still fresh. */
function stateIsValid(
  secret: Buffer,
  state: string,
  o: { site: string; binding: string | null; target: string; now: number },
): boolean {
  if (!o.binding) return false;
  const parts = state.split('.');
  if (parts.length !== 3) return false;
  const issuedAt = parseInt(parts[0], 36);
  if (!Number.isFinite(issuedAt) || o.now - issuedAt > STATE_TTL_MS || issuedAt - o.now > 60_000)
    return false;
  const want = stateMac(secret, `${parts[0]}.${parts[1]}`, o.site, o.binding, o.target);
  const got = Buffer.from(parts[2], 'base64url');
  return got.length === want.length && timingSafeEqual(got, want);
}

/** Where the provider should send the browser back to (our callback with the target and state). */
function returnToUrl(site: string, target: string, state: string): string {
  const url = new URL(`${site}${CALLBACK_PATH}`);
  url.searchParams.set('clientRedirectTo', target);
  url.searchParams.set('state', state);
  return url.toString();
}

/** The provider URL that starts a sign-in for this target, bound to this browser. */
export function loginUrl(o: {
  endpoint: string;
  site: string;
  secret: Buffer;
  binding: string;
  target: string;
  now: number;
}): string {
  const state = signState(o.secret, { site: o.site, binding: o.binding, target: o.target, now: o.now });
  return checkidSetupUrl(o.endpoint, returnToUrl(o.site, o.target, state), o.site);
}

/** The client's auth callback route carrying either the token or an error code. */
export function clientCallbackUrl(
  site: string,
  target: string | null,
  result: { token: string } | { error: string },
): string {
  const useTarget = target !== null && CLIENT_CALLBACK_RE.test(new URL(target, site).pathname);
  const url = new URL(useTarget ? target : '/auth/callback', site);
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
  /** The site URL of this request (see signInSite). */
  site: string;
  endpoint: string;
  secret: Buffer;
  /** The browser-binding cookie the callback came with, or null. */
  binding: string | null;
  post: ProviderPoster;
  profile?: ProfileLookup;
  /** Real Steam sign-ins: the Steam Web API to fetch the nickname and avatar from (nothing happens without a key). */
  steam?: { api: SteamApiConfig; log: WarnLog };
  now: number;
}

/** Verifies a callback query and signs the user in; returns the session token and the client target. */
export async function finishSignIn(
  query: Record<string, unknown>,
  d: SignInDeps,
): Promise<{ token: string; target: string; userId: string }> {
  const params = openIdParams(query);
  const verify = {
    db: d.db,
    post: d.post,
    endpoint: d.endpoint,
    callbackUrl: `${d.site}${CALLBACK_PATH}`,
    now: d.now,
  };
  const checked = checkAssertion(params, verify);
  // The target and state come from the provider-signed return_to; the live query must agree with it.
  const target = checked.returnTo.searchParams.get('clientRedirectTo') ?? '';
  const state = checked.returnTo.searchParams.get('state') ?? '';
  if (query.clientRedirectTo !== target || query.state !== state) {
    throw new OpenIdError('invalid_return_to', 'The callback address does not match the signed one');
  }
  // Before the nonce is spent: a response carried to another browser (login CSRF) stops here.
  if (
    safeRedirectPath(d.site, target) !== target ||
    !stateIsValid(d.secret, state, { site: d.site, binding: d.binding, target, now: d.now })
  ) {
    throw new OpenIdError('invalid_state', 'This sign-in was not started in this browser or took too long');
  }
  await confirmAssertion(params, checked, verify);
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
  if (d.steam) await syncSteamProfile(d.db, d.steam.api, user.id, d.now, d.steam.log);
  const token = await issueSession(d.db, user.id, d.now);
  return { token, target, userId: user.id };
}
