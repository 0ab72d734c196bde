// The lobby's list: status tabs, filters, sorts and the counts the tabs print, from one list.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  lobbyList,
  statusCounts,
  type LobbyQuery,
} from '../../../src/features/battles/lobby-filters';
import type { Battle } from '../../../src/protocol/types';

const seat = (userID: string, slot: number) => ({ userID, slot }) as Battle['users'][number];

/** A listed battle: 2 single seats by default, `taken` of them taken. */
function battle(id: string, over: Partial<Battle> & { players?: number; taken?: number } = {}) {
  const { taken = 1, ...rest } = over;
  return {
    id,
    status: 'waiting',
    type: 'single',
    mode: 'default',
    fixedPrice: 1_000,
    createdAt: Number(id.replace(/\D/g, '')) || 1,
    teams: 2,
    users: Array.from({ length: taken }, (_, i) => seat(`u${id}${i}`, i + 1)),
    ...rest,
  } as Battle & { players?: number };
}

const LIST = [
  battle('w1', { createdAt: 1, fixedPrice: 300 }),
  battle('w2', { createdAt: 2, players: 4, taken: 1, mode: 'crazy', fixedPrice: 2_000 }),
  battle('w3', { createdAt: 3, players: 3, taken: 2, fixedPrice: 12_000 }),
  battle('r4', { createdAt: 4, status: 'playing', taken: 2, mode: 'sharing' }),
  battle('r5', { createdAt: 5, status: 'processing', type: 'team', players: 4, taken: 4 }),
  battle('f6', { createdAt: 6, status: 'finished', taken: 2, fixedPrice: 50_000 }),
];
const ids = (q: Partial<LobbyQuery>, me: string | null = null) =>
  lobbyList(LIST, { ...DEFAULT_QUERY, ...q }, me).map((b) => b.id);

describe('lobby list', () => {
  it('shows battles still on before finished ones, newest first', () => {
    expect(ids({})).toEqual(['r5', 'r4', 'w3', 'w2', 'w1', 'f6']);
  });

  it('sorts by value (cost per player times seats) and by seats left', () => {
    expect(ids({ sort: 'value' })).toEqual(['w3', 'w2', 'r5', 'r4', 'w1', 'f6']);
    // One seat left first (closest to starting), then three; full battles after, newest first.
    expect(ids({ sort: 'seats' })).toEqual(['w3', 'w1', 'w2', 'r5', 'r4', 'f6']);
  });

  it('filters by status tab, joinable, mode, format and price band', () => {
    expect(ids({ status: 'running' })).toEqual(['r5', 'r4']);
    expect(ids({ status: 'finished' })).toEqual(['f6']);
    expect(ids({ joinable: true })).toEqual(['w3', 'w2', 'w1']);
    // A battle the viewer already sits in is not joinable for them.
    expect(ids({ joinable: true }, 'uw30')).toEqual(['w2', 'w1']);
    expect(ids({ mode: 'crazy' })).toEqual(['w2']);
    expect(ids({ format: '2v2' })).toEqual(['r5']);
    expect(ids({ format: '1v1v1' })).toEqual(['w3']);
    expect(ids({ price: 'low' })).toEqual(['w1']);
    expect(ids({ price: 'mid' })).toEqual(['r5', 'r4', 'w2']);
    expect(ids({ price: 'high' })).toEqual([]);
    expect(ids({ price: 'top' })).toEqual(['w3', 'f6']);
  });

  it('counts each tab with the same filters, so a tab shows as many cards as it says', () => {
    const q = { ...DEFAULT_QUERY, price: 'mid' as const };
    const counts = statusCounts(LIST, q);
    expect(counts).toEqual({ all: 3, waiting: 1, running: 2, finished: 0 });
    for (const status of ['all', 'waiting', 'running', 'finished'] as const)
      expect(lobbyList(LIST, { ...q, status })).toHaveLength(counts[status]);
  });
});
