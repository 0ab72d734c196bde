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

/** Why ranges fail to tile 1..100000 (also the API's error codes). */
export type TilingProblemCode =
  'odds_empty' | 'odds_not_integer' | 'odds_out_of_range' | 'odds_gap' | 'odds_overlap';

/** The first way ranges fail to tile 1..100000: a code, the first ticket concerned and a plain message. */
export interface TilingProblem {
  code: TilingProblemCode;
  /** The first ticket of the gap or overlap, or the out-of-range bound. */
  at: number;
  message: string;
}

/** The first problem that keeps the ranges from covering 1..100000 exactly once, or null when they tile. */
export function tilingProblem(ranges: readonly TicketRange[]): TilingProblem | null {
  if (ranges.length === 0) return { code: 'odds_empty', at: 1, message: 'no odds rows' };
  for (const r of ranges) {
    if (!Number.isSafeInteger(r.rangeMin) || !Number.isSafeInteger(r.rangeMax))
      return { code: 'odds_not_integer', at: 0, message: 'ranges must be whole numbers' };
  }
  for (const r of ranges) {
    if (r.rangeMax < r.rangeMin)
      return {
        code: 'odds_out_of_range',
        at: r.rangeMin,
        message: `empty range ${r.rangeMin}..${r.rangeMax}`,
      };
    if (r.rangeMin < 1 || r.rangeMax > ROLL_RANGE) {
      const at = r.rangeMin < 1 ? r.rangeMin : r.rangeMax;
      return {
        code: 'odds_out_of_range',
        at,
        message: `range ${r.rangeMin}..${r.rangeMax} is outside 1..${ROLL_RANGE}`,
      };
    }
  }
  const sorted = [...ranges].sort((a, b) => a.rangeMin - b.rangeMin);
  let next = 1;
  for (const r of sorted) {
    if (r.rangeMin > next)
      return { code: 'odds_gap', at: next, message: `gap at ${next}..${r.rangeMin - 1}` };
    if (r.rangeMin < next)
      return { code: 'odds_overlap', at: r.rangeMin, message: `overlap at ${r.rangeMin}` };
    next = r.rangeMax + 1;
  }
  if (next <= ROLL_RANGE) return { code: 'odds_gap', at: next, message: `gap at ${next}..${ROLL_RANGE}` };
  return null;
}

/** Throws OddsError unless the ranges cover 1..100000 exactly once (no gap, no overlap, whole numbers). */
export function validateTiling(ranges: readonly TicketRange[]): void {
  const problem = tilingProblem(ranges);
  if (problem) throw new OddsError(problem.message);
}

/** One stretch of 1..100000 and how many ranges cover it (0: a gap, 2+: an overlap). */
export interface CoverageSpan {
  from: number;
  to: number;
  depth: number;
}

/**
 * How ranges cover 1..100000, as consecutive spans from 1 to 100000 (parts of ranges outside it are ignored):
 * what the case editor draws live. Non-integer ranges are skipped.
 */
export function ticketCoverage(ranges: readonly TicketRange[]): CoverageSpan[] {
  const delta = new Map<number, number>();
  const add = (at: number, d: number) => delta.set(at, (delta.get(at) ?? 0) + d);
  for (const r of ranges) {
    if (!Number.isSafeInteger(r.rangeMin) || !Number.isSafeInteger(r.rangeMax)) continue;
    const from = Math.max(1, r.rangeMin);
    const to = Math.min(ROLL_RANGE, r.rangeMax);
    if (to < from) continue;
    add(from, 1);
    add(to + 1, -1);
  }
  const points = [...new Set([1, ...delta.keys()])].filter((p) => p <= ROLL_RANGE).sort((a, b) => a - b);
  const spans: CoverageSpan[] = [];
  let depth = 0;
  for (let i = 0; i < points.length; i++) {
    depth += delta.get(points[i]) ?? 0;
    const to = (points[i + 1] ?? ROLL_RANGE + 1) - 1;
    const last = spans[spans.length - 1];
    if (last && last.depth === depth) last.to = to;
    else spans.push({ from: points[i], to, depth });
  }
  return spans;
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
