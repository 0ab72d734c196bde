/** Case odds: integer ticket ranges tiling 1..100000, the item for a roll, expected value and price (FAIRNESS.md). */
import { FairnessError, ROLL_RANGE, pickByRanges, type TicketRange } from './fairness';

/** An item's share of a case in tickets (out of 100000). */
export interface TicketEntry<I> {
  item: I;
  tickets: number;
}

/** One odds row: the item, its chance in tickets, its range and the chance as display text ('12.345%'). */
export interface OddsRow<I> extends TicketRange {
  item: I;
  chance: number;
  chancePercent: string;
}

/** Thrown when ranges do not tile 1..100000 exactly. */
export class OddsError extends FairnessError {
  constructor(message: string) {
    super(message);
    this.name = 'OddsError';
  }
}

/** Tickets as a percentage with 3 decimals: tickets / 1000, so 100000 -> '100.000%', 1 -> '0.001%'. */
export function chancePercent(tickets: number): string {
  if (!Number.isSafeInteger(tickets) || tickets < 0) throw new OddsError(`bad ticket count ${tickets}`);
  return `${Math.floor(tickets / 1000)}.${String(tickets % 1000).padStart(3, '0')}%`;
}

/** Throws OddsError unless the ranges cover 1..100000 exactly once (no gap, no overlap, whole numbers). */
export function validateTiling(ranges: readonly TicketRange[]): void {
  if (ranges.length === 0) throw new OddsError('no odds rows');
  const sorted = [...ranges].sort((a, b) => a.rangeMin - b.rangeMin);
  let next = 1;
  for (const r of sorted) {
    if (!Number.isSafeInteger(r.rangeMin) || !Number.isSafeInteger(r.rangeMax))
      throw new OddsError('ranges must be whole numbers');
    if (r.rangeMax < r.rangeMin) throw new OddsError(`empty range ${r.rangeMin}..${r.rangeMax}`);
    if (r.rangeMin > next) throw new OddsError(`gap at ${next}..${r.rangeMin - 1}`);
    if (r.rangeMin < next) throw new OddsError(`overlap at ${r.rangeMin}`);
    next = r.rangeMax + 1;
  }
  if (next !== ROLL_RANGE + 1)
    throw new OddsError(next <= ROLL_RANGE ? `gap at ${next}..${ROLL_RANGE}` : `range past ${ROLL_RANGE}`);
}

/** Lays entries out as consecutive ranges from 1 in the given order; throws unless tickets sum to 100000. */
export function buildOddsRows<I>(entries: readonly TicketEntry<I>[]): OddsRow<I>[] {
  let next = 1;
  const rows = entries.map(({ item, tickets }) => {
    if (!Number.isSafeInteger(tickets) || tickets < 1)
      throw new OddsError(`tickets must be a positive whole number, got ${tickets}`);
    const row = {
      item,
      chance: tickets,
      rangeMin: next,
      rangeMax: next + tickets - 1,
      chancePercent: chancePercent(tickets),
    };
    next += tickets;
    return row;
  });
  validateTiling(rows);
  return rows;
}

/** Rebuilds rows from stored ranges (e.g. from the database), validating the tiling and chances. */
export function oddsRowsFromRanges<I>(ranges: readonly (TicketRange & { item: I })[]): OddsRow<I>[] {
  validateTiling(ranges);
  return [...ranges]
    .sort((a, b) => a.rangeMin - b.rangeMin)
    .map((r) => {
      const chance = r.rangeMax - r.rangeMin + 1;
      return {
        item: r.item,
        chance,
        rangeMin: r.rangeMin,
        rangeMax: r.rangeMax,
        chancePercent: chancePercent(chance),
      };
    });
}

/** The item whose range holds the roll. */
export function itemForRoll<I>(rows: readonly OddsRow<I>[], rollValue: number): I {
  return pickByRanges(rows, rollValue).item;
}

/** A case's expected value as the exact fraction numerator / 100000 cents. */
export interface ExpectedValue {
  numerator: number;
  denominator: number;
}

/** EV = sum(price * tickets) / 100000, kept exact (integer numerator). */
export function caseEv(rows: readonly { item: { price: number }; chance: number }[]): ExpectedValue {
  let numerator = 0;
  for (const r of rows) {
    if (!Number.isSafeInteger(r.item.price) || r.item.price < 0)
      throw new OddsError(`bad price ${r.item.price}`);
    numerator += r.item.price * r.chance;
  }
  if (!Number.isSafeInteger(numerator * 10)) throw new OddsError('case value too large');
  return { numerator, denominator: ROLL_RANGE };
}

/** The case price in cents: ceil(EV / 0.9) = ceil(sum(price*tickets) * 10 / (100000 * 9)), in integers. */
export function casePrice(rows: readonly { item: { price: number }; chance: number }[]): number {
  const { numerator } = caseEv(rows);
  const x = numerator * 10;
  const den = ROLL_RANGE * 9;
  const rem = x % den; // exact for safe integers, unlike rounding a float quotient
  return (x - rem) / den + (rem === 0 ? 0 : 1);
}
