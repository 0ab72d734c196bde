/** Loaders of the structural routes: locale branches, validation, the sign-in callback and unmatched paths. */
import type { Dispatch } from '@reduxjs/toolkit';
import { redirectDocument, replace, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, type LocaleCode } from '../domain/locales';
import { showSignInError } from '../features/account/auth-callback';
import { getCookie, setCookie } from '../lib/cookies';
import { switchLocale } from '../lib/i18n';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  detectLocale,
  hasUnsupportedLocalePrefix,
  localizePath,
  normalizeLocale,
  splitLocalePath,
} from '../lib/locale-path';
import { createLogger } from '../lib/logger';
import { isExemptPath, safeRedirect, unmatchedRouteError, validationError } from './route-errors';
import type { ScreenDef } from './screens';

const log = createLogger('router');

/**
 * Loader of one locale branch. Under English (no prefix) a remembered or detected other locale
 * redirects to its prefix: the i18n_redirected behaviour. Otherwise it makes the branch's locale active.
 */
export function localeLoader(locale: LocaleCode) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    if (locale === DEFAULT_LOCALE) {
      const url = new URL(request.url);
      const cookie = getCookie(LOCALE_COOKIE);
      const wanted = detectLocale({
        pathname: url.pathname,
        cookie,
        languages: typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
      });
      if (wanted !== DEFAULT_LOCALE) {
        // Remember the detected language, so later unprefixed visits redirect the same way.
        if (normalizeLocale(cookie) === null) setCookie(LOCALE_COOKIE, wanted, LOCALE_COOKIE_DAYS);
        throw replace(localizePath(url.pathname, wanted) + url.search);
      }
    }
    await switchLocale(locale);
    return null;
  };
}

/** Loader running a screen's validate check; failure raises the SPEC's 404. */
export function validateLoader(screen: ScreenDef) {
  return ({ params, request }: LoaderFunctionArgs): null => {
    if (screen.validate && !screen.validate(params)) {
      const url = new URL(request.url);
      throw validationError(url.pathname + url.search);
    }
    return null;
  };
}

/** What the callback loader needs to update the session. */
export interface SessionSink {
  dispatch: Dispatch;
}

/**
 * /auth/callback?redirect= (or ?error=): toasts a failure and goes back. The token of a sign-in this tab started was
 * taken before the router ran (lib/session.ts captureTokenFromLocation); a `?token=` reaching the router (an in-app
 * link) is never stored.
 */
export function authCallbackLoader(store: SessionSink) {
  return ({ request }: LoaderFunctionArgs): never => {
    const url = new URL(request.url);
    const error = url.searchParams.get('error');
    if (error) showSignInError(store.dispatch, error);
    throw replace(safeRedirect(url.searchParams.get('redirect')));
  };
}

/** The catch-all: exempt paths go to the server; everything else lands on /not-found (in its locale). */
export function unmatchedLoader({ request }: LoaderFunctionArgs): never {
  const url = new URL(request.url);
  if (isExemptPath(url.pathname)) throw redirectDocument(url.pathname + url.search);
  log.warn(unmatchedRouteError(url.pathname).message);
  if (hasUnsupportedLocalePrefix(url.pathname)) throw replace('/not-found');
  throw replace(localizePath('/not-found', splitLocalePath(url.pathname).locale ?? DEFAULT_LOCALE));
}
