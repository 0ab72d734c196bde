/** Back-office formatting: a wallet amount in its currency, a date and time. */
import { formatCount, formatMoney, formatPoints } from '../domain/format';

/** An amount of a wallet currency (coins in cents, points in milli-points, tickets as a count); `signed` writes +/-. */
export function amountText(currency: string, amount: number, locale: string, signed = false): string {
  if (currency === 'coin') return formatMoney(amount, locale, { signed });
  const sign = signed && amount > 0 ? '+' : amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  return sign + (currency === 'point' ? formatPoints(abs, locale) : formatCount(abs, locale));
}

/** A date and time, short. */
export const dateTime = (ms: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(ms);
