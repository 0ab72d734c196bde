/**
 * The case editor's arithmetic, pure: rows as typed (text inputs), what they cover of 1..100000, the first
 * problem the publish route would refuse, and the live price by the one formula of src/domain/odds.ts.
 */
import { ROLL_RANGE } from '../../domain/fairness';
import { caseEv, casePrice, ticketCoverage, tilingProblem, type CoverageSpan } from '../../domain/odds';
import { packRanges, rowTickets } from '../../domain/catalog-admin';
import { evenTickets } from '../../domain/player-cases';
import type { CatalogItem } from '../../protocol/catalog';
import type { AdminCaseDetail, AdminDraftRow } from '../../protocol/admin-catalog';

/** The fewest items a case publishes with (server/services/catalog/admin-cases.ts ADMIN_CASE_MIN_ITEMS). */
export const MIN_ITEMS = 2;

/** One row as the editor holds it: the item and the range as typed. */
export interface EditorRow {
  itemID: string;
  item: CatalogItem | null;
  min: string;
  max: string;
}

/** What the editor shows under the rows. */
export interface EditorSummary {
  spans: CoverageSpan[];
  /** Tickets covered exactly once. */
  covered: number;
  /** The publish route's refusal code ('' when it would publish). */
  problem: string;
  /** The first ticket concerned by the problem, when it has one. */
  at: number | null;
  /** ceil(EV / 0.9) in cents when the rows tile, else null. */
  price: number | null;
  /** Expected value in cents (may be fractional) when the rows tile. */
  ev: number | null;
}

/** A typed bound as a number (NaN when it is not one). */
export const bound = (text: string): number => (text.trim() === '' ? NaN : Number(text));

/** Rows as numbers for the checks. */
const ranges = (rows: readonly EditorRow[]) =>
  rows.map((r) => ({ rangeMin: bound(r.min), rangeMax: bound(r.max) }));

/** Coverage, the first problem and the price of the rows. */
export function summarise(rows: readonly EditorRow[]): EditorSummary {
  const rs = ranges(rows);
  const spans = ticketCoverage(rs);
  const covered = spans.filter((s) => s.depth === 1).reduce((n, s) => n + s.to - s.from + 1, 0);
  let problem = '';
  let at: number | null = null;
  if (rows.length < MIN_ITEMS) problem = 'too_few_items';
  else if (rows.some((r) => !r.item)) problem = 'unknown_item';
  else {
    const p = tilingProblem(rs);
    if (p) {
      problem = p.code;
      at = p.code === 'odds_not_integer' ? null : p.at;
    }
  }
  if (problem) return { spans, covered, problem, at, price: null, ev: null };
  const odds = rows.map((r, i) => ({ item: { price: r.item!.price }, chance: rowTickets(rs[i]) }));
  return { spans, covered, problem, at, price: casePrice(odds), ev: caseEv(odds).numerator / ROLL_RANGE };
}

/** A row's chance as display text ('12.345%'), or '' when its range is not one. */
export function rowPercent(r: EditorRow): string {
  const n = rowTickets({ rangeMin: bound(r.min), rangeMax: bound(r.max) });
  return n > 0 ? `${(n / 1000).toFixed(3)}%` : '';
}

/** Adds an item: it takes the first gap whole, or an empty range to fill in when nothing is left. */
export function addItem(rows: readonly EditorRow[], item: CatalogItem): EditorRow[] {
  if (rows.some((r) => r.itemID === item.id)) return [...rows];
  const gap = ticketCoverage(ranges(rows)).find((s) => s.depth === 0);
  return [
    ...rows,
    { itemID: item.id, item, min: gap ? String(gap.from) : '', max: gap ? String(gap.to) : '' },
  ];
}

/** Shares 1..100000 as evenly as whole tickets allow, in the rows' order. */
export function spreadEvenly(rows: readonly EditorRow[]): EditorRow[] {
  const packed = packRanges(evenTickets(rows.length));
  return rows.map((r, i) => ({ ...r, min: String(packed[i].rangeMin), max: String(packed[i].rangeMax) }));
}

/** Lays the rows' ticket counts end to end from 1 in their order (closing gaps and overlaps). */
export function packInOrder(rows: readonly EditorRow[]): EditorRow[] {
  const packed = packRanges(ranges(rows).map(rowTickets));
  return rows.map((r, i) =>
    packed[i].rangeMax >= packed[i].rangeMin
      ? { ...r, min: String(packed[i].rangeMin), max: String(packed[i].rangeMax) }
      : r,
  );
}

/** The stored case as editor rows. */
export const rowsOf = (c: AdminCaseDetail): EditorRow[] =>
  c.rows.map((r) => ({ itemID: r.itemID, item: r.item, min: String(r.rangeMin), max: String(r.rangeMax) }));

/** Editor rows as the API takes them; null while a bound is not a number at all. */
export function bodyRows(rows: readonly EditorRow[]): AdminDraftRow[] | null {
  const out = rows.map((r) => ({ itemID: r.itemID, rangeMin: bound(r.min), rangeMax: bound(r.max) }));
  return out.every((r) => Number.isFinite(r.rangeMin) && Number.isFinite(r.rangeMax)) ? out : null;
}
