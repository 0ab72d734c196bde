/**
 * Case battle rules (FAIRNESS.md "Case battles"): rounds, cursors, totals, winners, tie rerolls and how the
 * winnings are divided. Pure and integer-only; the server settles with it and the verifier replays it.
 */
import { FairnessError, pickByRanges, rerollShares, type TicketRange } from './fairness';

/** single: every slot for itself; team: slots 1-2 (ct) against 3-4 (t). */
export type BattleType = 'single' | 'team';
/** default: highest total wins; crazy: lowest wins; sharing: the pot is split equally. */
export type BattleMode = 'default' | 'crazy' | 'sharing';
/** The two sides of a team battle. */
export type Team = 'ct' | 't';

/** A battle has 1..50 rounds in total. */
export const MAX_ROUNDS = 50;
/** Player counts allowed for single battles; team battles always have 4 slots. */
const SINGLE_PLAYER_COUNTS: readonly number[] = [2, 3, 4];
/** The cursor of the tie-break roll. */
export const REROLL_CURSOR = 'reroll';

/** The number of slots: `players` (2..4) for single, 4 for team. */
export function slotCount(type: BattleType, players: number): number {
  if (type === 'team') return 4;
  if (!SINGLE_PLAYER_COUNTS.includes(players))
    throw new RangeError(`single battles have 2..4 players, got ${players}`);
  return players;
}

/** The roll cursor of slot `slot` in round `round` (both 1-based). */
export const rollCursor = (round: number, slot: number) => `${round}:${slot}`;

/** The team of a slot in a team battle: 1-2 ct, 3-4 t. */
export const teamOf = (slot: number): Team => (slot <= 2 ? 'ct' : 't');

/** Rounds in play order: entry r - 1 is the index into `cases` played in round r (each case repeated by quantity). */
export function expandRounds(cases: readonly { quantity: number }[]): number[] {
  const out: number[] = [];
  cases.forEach((c, i) => {
    if (!Number.isSafeInteger(c.quantity) || c.quantity < 1)
      throw new RangeError(`quantity must be a positive whole number`);
    for (let q = 0; q < c.quantity; q++) out.push(i);
  });
  return out;
}

/** What one player pays to take a slot: the sum of case prices times quantities (cents). */
export function battleCost(cases: readonly { price: number; quantity: number }[]): number {
  return cases.reduce((sum, c) => sum + c.price * c.quantity, 0);
}

/** One item won in one round by one slot. */
export interface Prize {
  round: number;
  slot: number;
  itemId: string;
  price: number;
}

/** Sum of item prices per slot (every slot present, 0 when it won nothing). */
export function slotTotals(slots: readonly number[], prizes: readonly Prize[]): Map<number, number> {
  const totals = new Map<number, number>(slots.map((s) => [s, 0]));
  for (const p of prizes) totals.set(p.slot, (totals.get(p.slot) ?? 0) + p.price);
  return totals;
}

/** The competing sides: each slot alone (single) or the two teams ct then t, members ascending. */
export function sidesOf(type: BattleType, slots: readonly number[]): number[][] {
  const sorted = [...slots].sort((a, b) => a - b);
  if (type === 'single') return sorted.map((s) => [s]);
  return [sorted.filter((s) => teamOf(s) === 'ct'), sorted.filter((s) => teamOf(s) === 't')];
}

/** A tied side's share of the reroll tickets. */
export interface RerollCandidate extends TicketRange {
  slots: number[];
}

/** The decided winners and, when a tie was broken, the reroll. */
export interface Decision {
  winners: number[];
  reroll: { roll: number; candidates: RerollCandidate[] } | null;
}

/**
 * Who wins. default: the side with the highest total; crazy: the lowest; sharing: everybody. Tied best sides
 * split the tickets equally in side order (FAIRNESS.md section 6) and `rerollValue` picks one.
 */
export function decideWinners(
  type: BattleType,
  mode: BattleMode,
  totals: ReadonlyMap<number, number>,
  rerollValue: () => number,
): Decision {
  const slots = [...totals.keys()].sort((a, b) => a - b);
  if (mode === 'sharing') return { winners: slots, reroll: null };
  const sides = sidesOf(type, slots).map((members) => ({
    members,
    total: members.reduce((s, m) => s + (totals.get(m) ?? 0), 0),
  }));
  const best =
    mode === 'default' ? Math.max(...sides.map((s) => s.total)) : Math.min(...sides.map((s) => s.total));
  const tied = sides.filter((s) => s.total === best);
  if (tied.length === 1) return { winners: tied[0].members, reroll: null };
  const shares = rerollShares(tied.length);
  const candidates = tied.map((s, i) => ({ slots: s.members, ...shares[i] }));
  const roll = rerollValue();
  return { winners: pickByRanges(candidates, roll).slots, reroll: { roll, candidates } };
}

/** `total` split into `n` integer parts that differ by at most one; the remainder goes to the first parts. */
export function splitEven(total: number, n: number): number[] {
  if (!Number.isSafeInteger(total) || total < 0 || !Number.isSafeInteger(n) || n < 1)
    throw new RangeError('bad split');
  const base = Math.floor(total / n);
  const rem = total - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rem ? 1 : 0));
}

/** What one slot receives: whole items plus a coin amount (cents); `total` is their sum. */
export interface Payout {
  slot: number;
  items: Prize[];
  coin: number;
  total: number;
}

// Most valuable first; ties by round then slot so the order is fully determined.
const byValue = (a: Prize, b: Prize) => b.price - a.price || a.round - b.round || a.slot - b.slot;

function payoutsFor(slots: readonly number[]): Map<number, Payout> {
  return new Map(slots.map((s) => [s, { slot: s, items: [], coin: 0, total: 0 }]));
}

function give(p: Payout, prize: Prize): void {
  p.items.push(prize);
  p.total += prize.price;
}

/**
 * Divides every item won in the battle. The sum of all payouts always equals the sum of all item prices.
 * - one winner (single default/crazy): every item goes to the winner.
 * - a winning team: each member keeps their own items; the losers' items go, most valuable first, to the
 *   member who has received less from the losers so far (ties to the lower slot), so each gets about half.
 * - sharing: the pot is split equally (remainder cents to the lowest slots). Each player first keeps their own
 *   items, most valuable first, while they fit in their share; the rest go, most valuable first, to whoever
 *   is furthest below their share if they fit; whatever is still owed is paid in coin (items that fit nowhere
 *   stay with the house and their value is what the coin pays).
 */
export function distributeWinnings(
  mode: BattleMode,
  slots: readonly number[],
  prizes: readonly Prize[],
  winners: readonly number[],
): Map<number, Payout> {
  const sortedSlots = [...slots].sort((a, b) => a - b);
  const out = payoutsFor(sortedSlots);
  const sorted = [...prizes].sort(byValue);
  if (mode === 'sharing') {
    const pot = prizes.reduce((s, p) => s + p.price, 0);
    const parts = splitEven(pot, sortedSlots.length);
    const share = new Map(sortedSlots.map((s, i) => [s, parts[i]]));
    const owed = (s: number) => (share.get(s) ?? 0) - (out.get(s)?.total ?? 0);
    const left: Prize[] = [];
    for (const p of sorted) {
      const own = out.get(p.slot);
      if (own && p.price <= owed(p.slot)) give(own, p);
      else left.push(p);
    }
    for (const p of left) {
      const target = sortedSlots.reduce((best, s) => (owed(s) > owed(best) ? s : best), sortedSlots[0]);
      if (p.price <= owed(target)) give(out.get(target)!, p);
    }
    for (const s of sortedSlots) {
      const p = out.get(s)!;
      p.coin = owed(s);
      p.total += p.coin;
    }
    return out;
  }
  const win = [...winners].sort((a, b) => a - b);
  if (win.length === 0 || win.some((w) => !out.has(w)))
    throw new FairnessError('winners must be battle slots');
  const fromLosers = new Map(win.map((w) => [w, 0]));
  for (const p of sorted) {
    if (win.includes(p.slot)) {
      give(out.get(p.slot)!, p);
      continue;
    }
    const target = win.reduce((best, w) => (fromLosers.get(w)! < fromLosers.get(best)! ? w : best), win[0]);
    fromLosers.set(target, fromLosers.get(target)! + p.price);
    give(out.get(target)!, p);
  }
  return out;
}
