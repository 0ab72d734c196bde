/** React hooks for the active locale and locale-aware paths. */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, isLocaleCode, type LocaleCode } from '../domain/locales';
import { localizePath } from './locale-path';

/** The active locale; re-renders when it changes. */
export function useLocale(): LocaleCode {
  const { i18n } = useTranslation();
  return isLocaleCode(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** A function turning an English path ('/battles') into the active locale's path ('/de/battles'). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** The active locale's ISO tag for Intl formatting ('de-DE'). */
export function useIntlLocale(): string {
  const locale = useLocale();
  return LOCALES.find((l) => l.code === locale)?.iso ?? 'en-US';
}
