/** Money and chance units as branded integers, and their display formats (SPEC section 9). */

/** Integer cents (1 coin = 100 cents). */
export type Cents = number & { readonly __unit: 'cents' };
/** Integer tickets out of 100000 (a chance). */
export type Tickets = number & { readonly __unit: 'tickets' };
/** Integer milli-points (1 point = 1000). */
export type MilliPoints = number & { readonly __unit: 'milli-points' };

function whole(n: number, what: string): number {
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} must be a whole number, got ${n}`);
  return n;
}

/** Brands a whole number as cents (throws on fractions). */
export const asCents = (n: number): Cents => whole(n, 'cents') as Cents;
/** Brands a whole number as tickets (throws on fractions or values outside 0..100000). */
export const asTickets = (n: number): Tickets => {
  if (whole(n, 'tickets') < 0 || n > 100000) throw new RangeError(`tickets must be 0..100000, got ${n}`);
  return n as Tickets;
};
/** Brands a whole number as milli-points. */
export const asMilliPoints = (n: number): MilliPoints => whole(n, 'milli-points') as MilliPoints;

// Formats an integer scaled by 10^scale with `decimals` digits, rounding half away from zero, without floats.
function scaled(n: number, scale: number, decimals: number): string {
  const sign = n < 0 ? '-' : '';
  let abs = Math.abs(whole(n, 'amount'));
  const drop = 10 ** (scale - decimals);
  abs = Math.floor((abs + Math.floor(drop / 2)) / drop);
  const unit = 10 ** decimals;
  const int = Math.floor(abs / unit);
  const frac = decimals > 0 ? '.' + String(abs % unit).padStart(decimals, '0') : '';
  return `${sign}${int}${frac}`;
}

/** Cents as money: 12345 -> '123.45'. */
export function formatCents(c: number): string {
  return scaled(c, 2, 2);
}

/** Milli-points as points: 12345 -> '12.35' (points are divided by 1000; `decimals` 0..3). */
export function formatPoints(p: number, decimals = 2): string {
  return scaled(p, 3, Math.max(0, Math.min(3, Math.floor(decimals))));
}
