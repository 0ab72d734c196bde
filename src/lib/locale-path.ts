/** Pure rules for locales in paths, cookies and browser language lists (SPEC section 4, Locale). */
import { DEFAULT_LOCALE, LOCALE_CODES, isLocaleCode, type LocaleCode } from '../domain/locales';

/** Name of the cookie that remembers the chosen locale. */
export const LOCALE_COOKIE = 'i18n_redirected';

/** Lifetime of the locale cookie in days. */
export const LOCALE_COOKIE_DAYS = 365;

/** Locales that appear as a path prefix (all but English). */
export const PREFIXED_LOCALES: readonly LocaleCode[] = LOCALE_CODES.filter((c) => c !== DEFAULT_LOCALE);

/** Finds a locale code ignoring case ('zh-cn' -> 'zh-CN'). */
export function normalizeLocale(v: string | null | undefined): LocaleCode | null {
  if (!v) return null;
  const lower = v.toLowerCase();
  return LOCALE_CODES.find((c) => c.toLowerCase() === lower) ?? null;
}

/** Splits a pathname into its locale prefix (null when none) and the rest ('/' at least). */
export function splitLocalePath(pathname: string): { locale: LocaleCode | null; rest: string } {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = m ? normalizeLocale(m[1]) : null;
  if (!m || !first || first === DEFAULT_LOCALE) return { locale: null, rest: pathname || '/' };
  return { locale: first, rest: m[2] || '/' };
}

/** True when the first path segment looks like a locale prefix we do not support (e.g. /xx/, /pt-PT/). */
export function hasUnsupportedLocalePrefix(pathname: string): boolean {
  const first = /^\/([^/]+)(?:\/|$)/.exec(pathname)?.[1];
  if (!first || !/^[a-z]{2}(?:-[a-z]{2,4})?$/i.test(first)) return false;
  return normalizeLocale(first) === null || normalizeLocale(first) === DEFAULT_LOCALE;
}

/** The same page under another locale: '/de/battles' + 'fr' -> '/fr/battles'; English drops the prefix. */
export function localizePath(pathname: string, locale: LocaleCode): string {
  const { rest } = splitLocalePath(pathname);
  if (locale === DEFAULT_LOCALE) return rest;
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`;
}

/** Picks a locale from a browser language list: exact tag first, then base language, in list order. */
export function matchBrowserLanguages(languages: readonly string[]): LocaleCode | null {
  for (const tag of languages) {
    const exact = normalizeLocale(tag);
    if (exact) return exact;
    const lower = tag.toLowerCase();
    if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-TW';
    if (/^zh\b/.test(lower)) return 'zh-CN';
    if (/^pt\b/.test(lower)) return 'pt-BR';
    const base = lower.split('-')[0];
    if (isLocaleCode(base)) return base;
  }
  return null;
}

/** Inputs to locale detection. */
export interface LocaleSignals {
  pathname: string;
  cookie: string | null;
  languages: readonly string[];
}

/** Detection order: route prefix, then the cookie, then the browser list, then English. */
export function detectLocale(s: LocaleSignals): LocaleCode {
  return (
    splitLocalePath(s.pathname).locale ??
    normalizeLocale(s.cookie) ??
    matchBrowserLanguages(s.languages) ??
    DEFAULT_LOCALE
  );
}
