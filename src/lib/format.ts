/** Display formats for money, points, chances and counts (SPEC section 9, Display). */

/** Cents as currency with two decimals: 1234 -> "$12.34". */
export function formatCents(cents: number, locale = 'en-US', currency = 'USD'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
}

/** Points are stored in thousandths: 12500 -> "12.5". */
export function formatPoints(points: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(points / 1000);
}

/** A chance in tickets out of 100000 as a percentage with three decimals: 12345 -> "12.345%". */
export function formatChance(tickets: number, locale = 'en-US'): string {
  const n = new Intl.NumberFormat(locale, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(tickets / 1000);
  return `${n}%`;
}

/** A whole count with grouping: 12345 -> "12,345". */
export function formatCount(n: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n);
}
