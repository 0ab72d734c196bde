/** i18next set-up: ten locales, one JSON file each, fetched on demand from /_i18n/{code}.json. */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../../locales/en.json';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '../domain/locales';
import { createLogger } from './logger';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}

const log = createLogger('i18n');

/** The app's i18next instance (not the global one, so tests and the app never share state). */
export const i18n = i18next.createInstance();

const pending = new Map<LocaleCode, Promise<boolean>>();

/** Fetches one locale's messages unless already present; false (after a warning) when it fails. */
export function loadMessages(code: LocaleCode, fetchFn: typeof fetch = fetch): Promise<boolean> {
  if (i18n.hasResourceBundle(code, 'translation')) return Promise.resolve(true);
  const inFlight = pending.get(code);
  if (inFlight) return inFlight;
  const job = (async () => {
    try {
      const res = await fetchFn(`/_i18n/${code}.json`, { headers: { accept: 'application/json' } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const messages = (await res.json()) as Record<string, unknown>;
      i18n.addResourceBundle(code, 'translation', messages, true, true);
      return true;
    } catch (err) {
      // The app keeps working with whatever texts it already has.
      log.warn(`Failed to load messages for ${code}`, err);
      return false;
    } finally {
      pending.delete(code);
    }
  })();
  pending.set(code, job);
  return job;
}

function applyDocumentLocale(code: LocaleCode): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALES.find((l) => l.code === code)?.iso ?? code;
}

/** Starts i18next with only the active locale loaded (English too if the active one fails). */
export async function initI18n(locale: LocaleCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  const ok = await loadMessages(locale);
  if (!ok && locale !== DEFAULT_LOCALE) await loadMessages(DEFAULT_LOCALE);
  applyDocumentLocale(locale);
}

/** Loads a locale and makes it active; when loading fails the current texts stay. */
export async function switchLocale(code: LocaleCode): Promise<void> {
  if (i18n.language === code && i18n.hasResourceBundle(code, 'translation')) return;
  const ok = await loadMessages(code);
  if (!ok) return;
  await i18n.changeLanguage(code);
  applyDocumentLocale(code);
}

/** The active locale as a LocaleCode. */
export function activeLocale(): LocaleCode {
  return LOCALES.find((l) => l.code === i18n.language)?.code ?? DEFAULT_LOCALE;
}
