/** Money and chance units as branded integers (their display formats live in ./format.ts). */

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
