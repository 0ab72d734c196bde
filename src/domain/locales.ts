/** The ten interface languages (SPEC section 3, Locale). English is the default and has no route prefix. */
export const LOCALE_CODES = ['en', 'pt-BR', 'zh-CN', 'zh-TW', 'ru', 'de', 'pl', 'fr', 'uk', 'es'] as const;

/** One supported locale code. */
export type LocaleCode = (typeof LOCALE_CODES)[number];

/** The default locale. */
export const DEFAULT_LOCALE: LocaleCode = 'en';

/** Locale metadata: ISO tag, native display name and flag image path. */
export interface LocaleInfo {
  code: LocaleCode;
  iso: string;
  name: string;
  flag: string;
}

/** Display data for every locale, in menu order. */
export const LOCALES: readonly LocaleInfo[] = [
  { code: 'en', iso: 'en-US', name: 'English', flag: '/flags/en.svg' },
  { code: 'pt-BR', iso: 'pt-BR', name: 'Português (Brasil)', flag: '/flags/pt-BR.svg' },
  { code: 'zh-CN', iso: 'zh-CN', name: '简体中文', flag: '/flags/zh-CN.svg' },
  { code: 'zh-TW', iso: 'zh-TW', name: '繁體中文', flag: '/flags/zh-TW.svg' },
  { code: 'ru', iso: 'ru-RU', name: 'Русский', flag: '/flags/ru.svg' },
  { code: 'de', iso: 'de-DE', name: 'Deutsch', flag: '/flags/de.svg' },
  { code: 'pl', iso: 'pl-PL', name: 'Polski', flag: '/flags/pl.svg' },
  { code: 'fr', iso: 'fr-FR', name: 'Français', flag: '/flags/fr.svg' },
  { code: 'uk', iso: 'uk-UA', name: 'Українська', flag: '/flags/uk.svg' },
  { code: 'es', iso: 'es-ES', name: 'Español', flag: '/flags/es.svg' },
];

/** True when the text is one of the supported locale codes (exact case). */
export function isLocaleCode(v: string): v is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(v);
}
