/**
 * The lobby's list rules, free of React: the status tabs, the filters (joinable, mode, format, price), the sorts
 * (newest, value, seats left) and the tab counts, all computed from the same list so the numbers agree with the cards.
 */
import { seatsOf, sizeOf } from '../../components/BattleCard';
import type { Battle, BattleMode } from '../../protocol/types';

/** The status tabs. */
export type LobbyStatus = 'all' | 'waiting' | 'running' | 'finished';
/** The status tabs, in order. */
export const LOBBY_STATUSES: readonly LobbyStatus[] = ['all', 'waiting', 'running', 'finished'];

/** The sorts. */
export type LobbySort = 'newest' | 'value' | 'seats';
/** The sorts, in order. */
export const LOBBY_SORTS: readonly LobbySort[] = ['newest', 'value', 'seats'];

/** The formats a battle can have (its size label). */
export const LOBBY_FORMATS = ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const;
/** A format filter. */
export type LobbyFormat = 'any' | (typeof LOBBY_FORMATS)[number];

/** A mode filter. */
export type LobbyMode = 'any' | BattleMode;

/** Price bands on the cost per player, in cents: [from, to) with `to` null for no upper end. */
export const PRICE_BANDS = {
  low: [0, 500],
  mid: [500, 2_500],
  high: [2_500, 10_000],
  top: [10_000, null],
} as const satisfies Record<string, readonly [number, number | null]>;
/** A price filter. */
export type LobbyPrice = 'any' | keyof typeof PRICE_BANDS;

/** Everything the lobby's toolbar chooses. */
export interface LobbyQuery {
  status: LobbyStatus;
  sort: LobbySort;
  joinable: boolean;
  mode: LobbyMode;
  format: LobbyFormat;
  price: LobbyPrice;
}

/** The toolbar before the player touches it. */
export const DEFAULT_QUERY: LobbyQuery = {
  status: 'all',
  sort: 'newest',
  joinable: false,
  mode: 'any',
  format: 'any',
  price: 'any',
};

/** Whether any filter besides the status tab and the sort is on. */
export function filtersOn(q: LobbyQuery): boolean {
  return q.joinable || q.mode !== 'any' || q.format !== 'any' || q.price !== 'any';
}

/** The battle fields the rules read (the lobby's summaries). */
type Listed = Pick<Battle, 'status' | 'type' | 'mode' | 'fixedPrice' | 'createdAt' | 'users' | 'teams'> & {
  players?: number;
};

const isRunning = (b: Listed) => b.status === 'processing' || b.status === 'playing';

/** Seats nobody sits in yet. */
export const seatsLeft = (b: Listed) => Math.max(0, seatsOf(b) - b.users.length);

/** What the whole battle is worth: the cost per player times the seats. */
export const battleValue = (b: Listed) => b.fixedPrice * seatsOf(b);

/** Whether the viewer could take a seat now: waiting, a seat free, not already in it. */
export function isJoinable(b: Listed, meId: string | null | undefined): boolean {
  return b.status === 'waiting' && seatsLeft(b) > 0 && !b.users.some((u) => u.userID === meId);
}

function inStatus(b: Listed, s: LobbyStatus): boolean {
  if (s === 'all') return true;
  if (s === 'running') return isRunning(b);
  return b.status === s;
}

function passesFilters(b: Listed, q: LobbyQuery, meId: string | null | undefined): boolean {
  if (q.joinable && !isJoinable(b, meId)) return false;
  if (q.mode !== 'any' && b.mode !== q.mode) return false;
  if (q.format !== 'any' && sizeOf(b) !== q.format) return false;
  if (q.price !== 'any') {
    const [from, to] = PRICE_BANDS[q.price];
    if (b.fixedPrice < from || (to !== null && b.fixedPrice >= to)) return false;
  }
  return true;
}

// Battles still on come before finished ones whatever the sort: the lobby is for joining and watching.
const finishedLast = (a: Listed, b: Listed) =>
  Number(a.status === 'finished') - Number(b.status === 'finished');
const newest = (a: Listed, b: Listed) => b.createdAt - a.createdAt;

const SORTS: Record<LobbySort, (a: Listed, b: Listed) => number> = {
  newest,
  value: (a, b) => battleValue(b) - battleValue(a) || newest(a, b),
  // Open seats first, the battle closest to starting on top; full battles after them.
  seats: (a, b) =>
    Number(seatsLeft(a) === 0) - Number(seatsLeft(b) === 0) || seatsLeft(a) - seatsLeft(b) || newest(a, b),
};

/** The battles the toolbar's choices show, in its order. */
export function lobbyList<B extends Listed>(list: readonly B[], q: LobbyQuery, meId?: string | null): B[] {
  const sort = SORTS[q.sort];
  return list
    .filter((b) => inStatus(b, q.status) && passesFilters(b, q, meId))
    .sort((a, b) => finishedLast(a, b) || sort(a, b));
}

/** How many battles each status tab would show with the current filters (the numbers the tabs print). */
export function statusCounts(
  list: readonly Listed[],
  q: LobbyQuery,
  meId?: string | null,
): Record<LobbyStatus, number> {
  const counts: Record<LobbyStatus, number> = { all: 0, waiting: 0, running: 0, finished: 0 };
  for (const b of list) {
    if (!passesFilters(b, q, meId)) continue;
    for (const s of LOBBY_STATUSES) if (inStatus(b, s)) counts[s] += 1;
  }
  return counts;
}
