/**
 * The one home of display formats for money, points, chances and counts (SPEC section 9, Display).
 *
 * Pure: the locale (an ISO tag such as 'de-DE') comes in as an argument, so the header, dialogs, pages and the
 * arena (which may not import src/lib) all write the same number the same way. Money is always the site's dollar,
 * written with the locale's separators and sign placement: en '$12.34', de '12,34 $', ru '12,34 $', pl '12,34 $',
 * zh-CN '$12.34'.
 */

const cache = new Map<string, Intl.NumberFormat>();

// Building an Intl.NumberFormat costs far more than using one (the arena formats totals every frame).
function numberFormat(locale: string, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const k = `${locale}|${key}`;
  let f = cache.get(k);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(k, f);
  }
  return f;
}

/** Options of formatMoney. */
export interface MoneyOptions {
  /** Drop the cents when they are zero ('$10' rather than '$10.00'), for round amounts such as quick top-up buttons. */
  whole?: boolean;
  /** ISO currency code; the site's money is dollars. */
  currency?: string;
  /** Always write the sign, a profit as '+$1.23' and a loss as '-$1.23' (zero has none). */
  signed?: boolean;
}

/** Cents as money in a locale: 1234 -> '$12.34' (en-US), '12,34 $' (de-DE). */
export function formatMoney(cents: number, locale: string, options: MoneyOptions = {}): string {
  const currency = options.currency ?? 'USD';
  const digits = options.whole && cents % 100 === 0 ? 0 : 2;
  const signed = options.signed === true;
  const f = numberFormat(locale, `money:${currency}:${digits}:${signed ? 's' : ''}`, {
    style: 'currency',
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    currency,
    // The site has one currency, so every locale shows its plain sign ('$', not 'US$' or 'USD').
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return f.format(cents / 100);
}

/** Milli-points (stored /1000) as points with two decimals: 12345 -> '12.35' (en-US), '12,35' (de-DE). */
export function formatPoints(milliPoints: number, locale: string): string {
  return numberFormat(locale, 'points', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    milliPoints / 1000,
  );
}

/** A chance in tickets out of 100000 (stored /1000) as a percentage with three decimals: 12345 -> '12.345%' (en-US), '12,345 %' (de-DE). */
export function formatChance(tickets: number, locale: string): string {
  return numberFormat(locale, 'chance', {
    style: 'percent',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(tickets / 100000);
}

/** A whole count with the locale's grouping: 12345 -> '12,345' (en-US), '12.345' (de-DE). */
export function formatCount(n: number, locale: string): string {
  return numberFormat(locale, 'count', { maximumFractionDigits: 0 }).format(n);
}

/** A multiplier with two decimals after a times sign: 1.9 -> '×1.90' (en-US), '×1,90' (de-DE). */
export function formatMultiplier(x: number, locale: string): string {
  return `×${numberFormat(locale, 'multiplier', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x)}`;
}
