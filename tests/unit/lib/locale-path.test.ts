// Locale rules: route prefixes, cookie, browser languages, and the same page under another locale.
import { describe, expect, it } from 'vitest';
import {
  detectLocale,
  hasUnsupportedLocalePrefix,
  localizePath,
  matchBrowserLanguages,
  splitLocalePath,
} from '../../../src/lib/locale-path';
import { parseCookie, serializeCookie } from '../../../src/lib/cookies';

describe('splitLocalePath', () => {
  it.each([
    ['/', null, '/'],
    ['/battles', null, '/battles'],
    ['/de', 'de', '/'],
    ['/de/battles/view/42', 'de', '/battles/view/42'],
    ['/zh-CN/faq', 'zh-CN', '/faq'],
    ['/zh-cn/faq', 'zh-CN', '/faq'],
    ['/pt-BR', 'pt-BR', '/'],
    ['/en/battles', null, '/en/battles'],
    ['/xx/battles', null, '/xx/battles'],
  ])('%s -> %s + %s', (path, locale, rest) => {
    expect(splitLocalePath(path)).toEqual({ locale, rest });
  });
});

describe('hasUnsupportedLocalePrefix', () => {
  it.each([
    ['/xx/battles', true],
    ['/pt-PT/faq', true],
    ['/en/battles', true],
    ['/de/battles', false],
    ['/battles', false],
    ['/faq', false],
    ['/tos', false],
    ['/definitely/not/here', false],
  ])('%s -> %s', (path, expected) => {
    // Three-letter first segments like /faq and /tos are routes, not locale prefixes.
    expect(hasUnsupportedLocalePrefix(path)).toBe(expected);
  });
});

describe('localizePath', () => {
  it.each([
    ['/battles', 'de', '/de/battles'],
    ['/de/battles', 'fr', '/fr/battles'],
    ['/de/battles', 'en', '/battles'],
    ['/', 'uk', '/uk'],
    ['/uk', 'en', '/'],
    ['/zh-TW/cases/open/7', 'pt-BR', '/pt-BR/cases/open/7'],
  ] as const)('%s in %s -> %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });
});

describe('matchBrowserLanguages', () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-TW'], 'zh-TW'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['uk-UA'], 'uk'],
    [['ja', 'es-MX'], 'es'],
    [['ja', 'ko'], null],
    [[], null],
  ])('%j -> %s', (langs, expected) => {
    expect(matchBrowserLanguages(langs)).toBe(expected);
  });
});

describe('detectLocale', () => {
  it('prefers the route prefix, then the cookie, then the browser, then English', () => {
    expect(detectLocale({ pathname: '/ru/faq', cookie: 'de', languages: ['fr'] })).toBe('ru');
    expect(detectLocale({ pathname: '/faq', cookie: 'de', languages: ['fr'] })).toBe('de');
    expect(detectLocale({ pathname: '/faq', cookie: 'bogus', languages: ['fr'] })).toBe('fr');
    expect(detectLocale({ pathname: '/faq', cookie: null, languages: ['ja'] })).toBe('en');
  });
});

describe('cookies', () => {
  it('serialises for 365 days, path /, SameSite=Lax, and parses back', () => {
    expect(serializeCookie('i18n_redirected', 'zh-CN', 365)).toBe(
      'i18n_redirected=zh-CN; max-age=31536000; path=/; SameSite=Lax',
    );
    expect(parseCookie('a=1; i18n_redirected=pt-BR; b=2', 'i18n_redirected')).toBe('pt-BR');
    expect(parseCookie('a=1', 'i18n_redirected')).toBeNull();
  });
});
