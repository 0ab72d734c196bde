// Display formats of SPEC section 9: one formatter for money, points and chances that follows the locale.
import { describe, expect, it } from 'vitest';
import { formatChance, formatCount, formatMoney, formatPoints } from '../../../src/domain/format';

// Intl writes these spaces; spelled out so the expected strings show exactly what a user gets.
const NBSP = '\u00a0';

describe('formatMoney (cents)', () => {
  it.each([
    ['en-US', '$12.34', '$1,234,567.89', '$0.05', '-$2.50'],
    ['de-DE', `12,34${NBSP}$`, `1.234.567,89${NBSP}$`, `0,05${NBSP}$`, `-2,50${NBSP}$`],
    ['ru-RU', `12,34${NBSP}$`, `1${NBSP}234${NBSP}567,89${NBSP}$`, `0,05${NBSP}$`, `-2,50${NBSP}$`],
    ['zh-CN', '$12.34', '$1,234,567.89', '$0.05', '-$2.50'],
    ['pl-PL', `12,34${NBSP}$`, `1${NBSP}234${NBSP}567,89${NBSP}$`, `0,05${NBSP}$`, `-2,50${NBSP}$`],
  ])('%s', (locale, small, big, tiny, negative) => {
    expect(formatMoney(1234, locale)).toBe(small);
    expect(formatMoney(123456789, locale)).toBe(big);
    expect(formatMoney(5, locale)).toBe(tiny);
    expect(formatMoney(-250, locale)).toBe(negative);
  });

  it('always writes the plain dollar sign, never US$ or USD', () => {
    for (const locale of [
      'en-US',
      'pt-BR',
      'zh-CN',
      'zh-TW',
      'ru-RU',
      'de-DE',
      'pl-PL',
      'fr-FR',
      'uk-UA',
      'es-ES',
    ]) {
      expect(formatMoney(1000, locale)).toMatch(/^[^A-Z]*\$[^A-Z]*$/);
    }
  });

  it('writes a signed amount with its sign, a profit with + and a loss with -, zero with none', () => {
    expect(formatMoney(312, 'en-US', { signed: true })).toBe('+$3.12');
    expect(formatMoney(-289, 'en-US', { signed: true })).toBe('-$2.89');
    expect(formatMoney(0, 'en-US', { signed: true })).toBe('$0.00');
    expect(formatMoney(-289, 'de-DE', { signed: true })).toBe(`-2,89${NBSP}$`);
    // The plain format is unchanged beside it (formats are cached per option).
    expect(formatMoney(312, 'en-US')).toBe('$3.12');
  });

  it('drops zero cents only when asked for a whole amount', () => {
    expect(formatMoney(1000, 'en-US', { whole: true })).toBe('$10');
    expect(formatMoney(1000, 'de-DE', { whole: true })).toBe(`10${NBSP}$`);
    expect(formatMoney(1050, 'en-US', { whole: true })).toBe('$10.50');
    expect(formatMoney(1000, 'en-US')).toBe('$10.00');
  });
});

describe('formatPoints (milli-points, /1000)', () => {
  it.each([
    ['en-US', '12.35', '1,234.57', '0.00'],
    ['de-DE', '12,35', '1.234,57', '0,00'],
    ['ru-RU', '12,35', `1${NBSP}234,57`, '0,00'],
    ['zh-CN', '12.35', '1,234.57', '0.00'],
    ['pl-PL', '12,35', '1234,57', '0,00'],
  ])('%s', (locale, ...expected) => {
    expect([12345, 1234567, 0].map((n) => formatPoints(n, locale))).toEqual(expected);
  });
});

describe('formatChance (tickets out of 100000, /1000, three decimals)', () => {
  it.each([
    ['en-US', '12.345%', '0.001%', '100.000%'],
    ['de-DE', `12,345${NBSP}%`, `0,001${NBSP}%`, `100,000${NBSP}%`],
    ['ru-RU', `12,345${NBSP}%`, `0,001${NBSP}%`, `100,000${NBSP}%`],
    ['zh-CN', '12.345%', '0.001%', '100.000%'],
    ['pl-PL', '12,345%', '0,001%', '100,000%'],
  ])('%s', (locale, ...expected) => {
    expect([12345, 1, 100000].map((t) => formatChance(t, locale))).toEqual(expected);
  });

  it('never rounds a ticket count into a neighbour', () => {
    for (let t = 0; t <= 100000; t += 7) {
      expect(formatChance(t, 'en-US')).toBe(`${Math.floor(t / 1000)}.${String(t % 1000).padStart(3, '0')}%`);
    }
  });
});

describe('formatCount', () => {
  it('groups per locale', () => {
    expect(formatCount(12345, 'en-US')).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
    expect(formatCount(12345, 'ru-RU')).toBe(`12${NBSP}345`);
  });
});
