// FAIRNESS.md "Golden vectors, version 2": the v2 battle seed, daily, giveaway and upgrade vectors, plus the
// giveaway ranges and the remove-and-redraw rule.
import { describe, expect, it } from 'vitest';
import { battleClientSeed, FairnessError, roll } from '../../../src/domain/fairness';
import {
  drawGiveaway,
  giveawayClientSeed,
  giveawayRanges,
  upgradeWinTickets,
  upgradeWon,
} from '../../../src/domain/fairness-games';
import {
  BATTLE_SEED,
  BATTLE_SEED_V2,
  BEACON_RANDOMNESS,
  GIVEAWAY_SEED,
  ROLLS_V2,
  SERVER_SEED,
  UPGRADE_VECTOR,
} from '../../fixtures/golden-vectors';

const SLOTS = ['alice-seed', 'bot-3f9a', 'carol', 'dave'];

describe('version 2 golden vectors', () => {
  it('the v2 battle client seed mixes in the beacon randomness (v1 unchanged)', () => {
    expect(battleClientSeed(SLOTS, BEACON_RANDOMNESS)).toBe(BATTLE_SEED_V2);
    expect(battleClientSeed(SLOTS)).toBe(BATTLE_SEED);
  });

  it('refuses a missing or malformed beacon randomness (fail closed)', () => {
    expect(() => battleClientSeed(SLOTS, '')).toThrow(FairnessError);
    expect(() => battleClientSeed(SLOTS, 'XYZ')).toThrow(FairnessError);
  });

  it('the giveaway client seed', () => {
    expect(giveawayClientSeed('giveaway-7', BEACON_RANDOMNESS)).toBe(GIVEAWAY_SEED);
  });

  it.each(ROLLS_V2)(
    'roll(clientSeed %s, nonce %i, cursor %s) = %i',
    (clientSeed, nonce, cursor, expected) => {
      expect(roll(SERVER_SEED, clientSeed, nonce, cursor)).toBe(expected);
    },
  );

  it('upgrade stake 1000, target 4000: 23750 tickets', () => {
    expect(upgradeWinTickets(UPGRADE_VECTOR.stake, UPGRADE_VECTOR.target)).toBe(UPGRADE_VECTOR.winTickets);
    expect(upgradeWon(23750, 23750)).toBe(true);
    expect(upgradeWon(23751, 23750)).toBe(false);
  });

  it('an upgrade outside 1%..80% is refused', () => {
    expect(upgradeWinTickets(1000, 100_000)).toBe(null); // 950 tickets < 1%
    expect(upgradeWinTickets(1000, 95_000)).toBe(1000);
    expect(upgradeWinTickets(1000, 1100)).toBe(null); // 86363 > 80%
    expect(upgradeWinTickets(0, 100)).toBe(null);
  });
});

describe('giveaway ranges and draws', () => {
  it('ranges follow the running sum of weights and tile 1..100000', () => {
    const r = giveawayRanges([
      { id: 'a', weight: 1 },
      { id: 'b', weight: 2 },
      { id: 'c', weight: 3 },
    ]);
    expect(r.map((x) => [x.rangeMin, x.rangeMax])).toEqual([
      [1, 16666],
      [16667, 50000],
      [50001, 100000],
    ]);
  });

  it('refuses zero weights and more than 100000 entries', () => {
    expect(() => giveawayRanges([{ id: 'a', weight: 0 }])).toThrow(FairnessError);
    expect(() => giveawayRanges([{ id: 'a', weight: 100_001 }])).toThrow(FairnessError);
  });

  it('draw k rolls "draw:k", removes the winner and recomputes the ranges', () => {
    const entrants = [
      { id: 'a', weight: 1 },
      { id: 'b', weight: 2 },
      { id: 'c', weight: 3 },
    ];
    const draws = drawGiveaway(SERVER_SEED, GIVEAWAY_SEED, entrants, 3);
    expect(draws.map((d) => d.roll)).toEqual([64277, 38514, roll(SERVER_SEED, GIVEAWAY_SEED, 1, 'draw:3')]);
    // 64277 falls in c's 50001..100000; then a 1..33333, b 33334..100000 hold 38514: b; then a alone.
    expect(draws.map((d) => d.winner.id)).toEqual(['c', 'b', 'a']);
    expect(draws[1].winner).toMatchObject({ rangeMin: 33334, rangeMax: 100000 });
    expect(drawGiveaway(SERVER_SEED, GIVEAWAY_SEED, entrants, 5)).toHaveLength(3);
  });
});
