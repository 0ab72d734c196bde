// A realistic case for the arena's kernel tests: ranges tile 1..100000, a few rare rows.
import type { ArenaOddsRow } from '../../../src/arena/core/types';

const spec: [string, ArenaOddsRow['rarity'], number][] = [
  ['knife', 1, 260],
  ['awp-asiimov', 2, 640],
  ['ak-redline', 3, 3200],
  ['m4-howl', 4, 7900],
  ['usp-cortex', 5, 15000],
  ['glock-fade', 5, 18000],
  ['p250-sand', 6, 25000],
  ['mp9-dry', 7, 30000],
];

/** Odds rows tiling 1..100000. */
export const CASE_ODDS: ArenaOddsRow[] = (() => {
  let next = 1;
  return spec.map(([itemId, rarity, chance]) => {
    const row = { itemId, rarity, chance, rangeMin: next, rangeMax: next + chance - 1 };
    next += chance;
    return row;
  });
})();
