/**
 * The exchange's arithmetic, shared by the server (which enforces it) and the exchange screen (which shows it):
 * what is given, the published fee on it, what is received, and the change paid back as coins. Integer cents only;
 * the fee is rounded down so the player never pays more than the published share.
 */
/** The published exchange fee: 5% of what is given, in basis points. */
export const EXCHANGE_FEE_BPS = 500;
/** At most this many items on each side of one exchange. */
export const EXCHANGE_MAX_ITEMS = 10;
/** How many exchanges the history answers. */
export const EXCHANGE_HISTORY_LIMIT = 20;

const BPS = 10_000;

/** The figures of one exchange, in cents. */
export interface ExchangeQuote {
  /** The prices of the items given, summed. */
  givenTotal: number;
  /** floor(givenTotal * EXCHANGE_FEE_BPS / 10000). */
  fee: number;
  /** What the given items are worth after the fee: givenTotal - fee. */
  credit: number;
  /** The catalog prices of the items received, summed. */
  receivedTotal: number;
  /** credit - receivedTotal: paid back as coins when it is not negative. */
  change: number;
  /** How far the received items go past the credit (0 when they fit). */
  over: number;
}

/** Why an exchange cannot go ahead, or null when it can. */
export type ExchangeProblem =
  'nothing_given' | 'nothing_received' | 'too_many_given' | 'too_many_received' | 'value_exceeded';

/** The published fee on `givenTotal` cents (rounded down). */
export function exchangeFee(givenTotal: number): number {
  return Math.floor((givenTotal * EXCHANGE_FEE_BPS) / BPS);
}

function sumCents(prices: readonly number[]): number {
  let total = 0;
  for (const p of prices) {
    if (!Number.isSafeInteger(p) || p < 0) throw new RangeError(`price must be whole cents, got ${p}`);
    total += p;
  }
  return total;
}

/** The quote for giving items priced `given` and receiving items priced `received` (each cents, repeats allowed). */
export function quoteExchange(given: readonly number[], received: readonly number[]): ExchangeQuote {
  const givenTotal = sumCents(given);
  const receivedTotal = sumCents(received);
  const fee = exchangeFee(givenTotal);
  const credit = givenTotal - fee;
  const change = credit - receivedTotal;
  return { givenTotal, fee, credit, receivedTotal, change, over: Math.max(0, -change) };
}

/** The first reason the exchange of `givenCount` items for `receivedCount` items at `quote` is refused, or null. */
export function exchangeProblem(
  quote: ExchangeQuote,
  givenCount: number,
  receivedCount: number,
): ExchangeProblem | null {
  if (givenCount < 1) return 'nothing_given';
  if (receivedCount < 1) return 'nothing_received';
  if (givenCount > EXCHANGE_MAX_ITEMS) return 'too_many_given';
  if (receivedCount > EXCHANGE_MAX_ITEMS) return 'too_many_received';
  if (quote.over > 0) return 'value_exceeded';
  return null;
}

/** The percent the fee takes, for display: 500 bps -> 5. */
export const EXCHANGE_FEE_PERCENT = EXCHANGE_FEE_BPS / 100;
