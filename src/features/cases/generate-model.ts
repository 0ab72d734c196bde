/**
 * Pure rules of the case generator screen: chances typed as percentages (3 decimals, whole tickets), the draft's
 * state (ticket sum, the first broken rule, the price and return from the same functions the server uses).
 */
import { ROLL_RANGE } from '../../domain/fairness';
import { caseEv, casePrice } from '../../domain/odds';
import { draftProblem, type DraftProblem } from '../../domain/player-cases';
import type { CatalogItem } from '../../protocol/catalog';

/** One row of the draft: the item and its chance as typed (a percentage). */
export interface DraftRow {
  item: CatalogItem;
  text: string;
}

/** Tickets from a typed percentage ('12.5', '12,5' -> 12500), or null when it is not 0.001..100 in steps of 0.001. */
export function parsePercent(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{0,3}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const tickets = Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
  return tickets >= 1 && tickets <= ROLL_RANGE ? tickets : null;
}

/** Tickets as the percentage typed back ('33.334', '50', '0.001'), with '.' as the decimal point. */
export function percentText(tickets: number): string {
  const whole = Math.floor(tickets / 1000);
  const frac = String(tickets % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** Where the draft stands: each row's tickets, their sum, the first broken rule, and the price once none is. */
export interface DraftState {
  tickets: (number | null)[];
  sum: number;
  problem: DraftProblem | null;
  /** Cents, once every rule holds. */
  price: number | null;
  /** The expected value in cents (fractional), once every rule holds. */
  ev: number | null;
}

/** The state of the draft rows. */
export function draftState(rows: readonly DraftRow[]): DraftState {
  const tickets = rows.map((r) => parsePercent(r.text));
  const sum = tickets.reduce<number>((s, t) => s + (t ?? 0), 0);
  // A chance that does not read as tickets counts as NaN: the rules call it an invalid chance.
  const problem = draftProblem(rows.map((r, i) => ({ itemID: r.item.id, chance: tickets[i] ?? NaN })));
  if (problem) return { tickets, sum, problem, price: null, ev: null };
  const odds = rows.map((r, i) => ({ item: r.item, chance: tickets[i] ?? 0 }));
  const { numerator, denominator } = caseEv(odds);
  return { tickets, sum, problem, price: casePrice(odds), ev: numerator / denominator };
}
