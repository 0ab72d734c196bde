import { describe, expect, it } from 'vitest';
import { creatorShare, draftProblem, evenTickets, fillRemainder } from '../../../src/domain/player-cases';

const entries = (...chances: number[]) => chances.map((chance, i) => ({ itemID: `i${i}`, chance }));

describe('player case contents', () => {
  it.each([
    [entries(50000, 50000), null],
    [entries(1, 99999), null],
    [entries(...evenTickets(20)), null],
    [entries(100000), 'item_count'],
    [entries(...evenTickets(21)), 'item_count'],
    [[...entries(50000), { itemID: 'i0', chance: 50000 }], 'duplicate_item'],
    [entries(100000, 0), 'invalid_chance'],
    [entries(50000.5, 49999.5), 'invalid_chance'],
    [entries(150000, -50000), 'invalid_chance'],
    [entries(50000, 49999), 'chances_sum'],
    [entries(50000, 50001), 'chances_sum'],
  ])('%j -> %s', (list, problem) => {
    expect(draftProblem(list)).toBe(problem);
  });

  it('shares 100000 tickets evenly, the first entries taking the odd ones', () => {
    expect(evenTickets(3)).toEqual([33334, 33333, 33333]);
    expect(evenTickets(7).reduce((a, b) => a + b, 0)).toBe(100000);
    expect(evenTickets(0)).toEqual([]);
  });

  it('fills one entry with what the others leave, or says it cannot', () => {
    expect(fillRemainder([10000, 0, 30000], 1)).toEqual([10000, 60000, 30000]);
    expect(fillRemainder([60000, 5, 40000], 1)).toBeNull();
    expect(fillRemainder([70000, 5, 40000], 1)).toBeNull();
  });

  it('pays the creator 1% of an opening, rounded down', () => {
    expect(creatorShare(12345)).toBe(123);
    expect(creatorShare(99)).toBe(0);
    expect(creatorShare(100)).toBe(1);
  });
});
