/**
 * The rules of a player case, shared by the server (which refuses and pays) and the generator (which explains):
 * 2..20 distinct items whose chances are positive whole tickets summing to exactly 100000 (FAIRNESS.md), and
 * the creator's share of an opening.
 */
import { ROLL_RANGE } from './fairness';

/** The `type` of every player-made case (CaseSummary.type); catalog lists and types never hold it. */
export const PLAYER_CASE_TYPE = 'player';
/** A player case holds 2..20 catalog items. */
export const PLAYER_CASE_MIN_ITEMS = 2;
/** The most items a player case holds. */
export const PLAYER_CASE_MAX_ITEMS = 20;
/** Name length bounds (after trimming). */
export const PLAYER_CASE_NAME_MIN = 3;
/** The longest name (after trimming). */
export const PLAYER_CASE_NAME_MAX = 32;
/** The creator's published share of every opening of their case: 1%, in basis points. */
export const CREATOR_SHARE_BPS = 100;
/** Who can find a player case: public (listed in community cases) or unlisted (by link only). */
export const CASE_VISIBILITIES = ['public', 'unlisted'] as const;
/** The community list's periods: openings of all time or of the last 24 hours. */
export const COMMUNITY_PERIODS = ['all', '24h'] as const;

/** Why a case's contents are refused (also the API's error code). */
export type DraftProblem = 'item_count' | 'duplicate_item' | 'invalid_chance' | 'chances_sum';

/** One entry of a draft: a catalog item id and its chance in tickets. */
export interface DraftEntry {
  itemID: string;
  chance: number;
}

/** The sum of the entries' tickets (whole tickets only; anything else counts as NaN). */
export function ticketSum(entries: readonly DraftEntry[]): number {
  return entries.reduce((s, e) => s + e.chance, 0);
}

/** The first rule the entries break, or null when they make a valid case. */
export function draftProblem(entries: readonly DraftEntry[]): DraftProblem | null {
  if (entries.length < PLAYER_CASE_MIN_ITEMS || entries.length > PLAYER_CASE_MAX_ITEMS) return 'item_count';
  if (new Set(entries.map((e) => e.itemID)).size !== entries.length) return 'duplicate_item';
  if (entries.some((e) => !Number.isSafeInteger(e.chance) || e.chance < 1 || e.chance > ROLL_RANGE))
    return 'invalid_chance';
  if (ticketSum(entries) !== ROLL_RANGE) return 'chances_sum';
  return null;
}

/** Shares all 100000 tickets as evenly as whole tickets allow (the first entries take the odd ones). */
export function evenTickets(count: number): number[] {
  if (count < 1) return [];
  const base = Math.floor(ROLL_RANGE / count);
  const extra = ROLL_RANGE - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}

/**
 * Gives entry `index` whatever the others leave of 100000; null when they already use all of it (or more),
 * so no ticket count would fit.
 */
export function fillRemainder(chances: readonly number[], index: number): number[] | null {
  const others = chances.reduce((s, c, i) => (i === index ? s : s + c), 0);
  const rest = ROLL_RANGE - others;
  if (rest < 1) return null;
  return chances.map((c, i) => (i === index ? rest : c));
}

/** The creator's share of an opening that cost `cents`: CREATOR_SHARE_BPS of it, rounded down (0 below 1 cent). */
export function creatorShare(cents: number): number {
  return Math.floor((cents * CREATOR_SHARE_BPS) / 10_000);
}
