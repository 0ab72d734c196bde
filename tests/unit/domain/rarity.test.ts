// Grades as CS2 players know them: the SPEC's rank 1 is "★ Rare Special Item" for knives and gloves and Contraband
// for the Howl alone; ranks 2-7 keep their names.
import { describe, expect, it } from 'vitest';
import {
  isRarityGrade,
  isStarItem,
  itemGrade,
  RARITY_GRADES,
  rarityColor,
  rarityGrade,
} from '../../../src/domain/rarity';

describe('rarity grades', () => {
  it.each([
    [{ name: '★ Karambit | Crimson Web', weapon: 'Karambit' }, 'rareSpecial'],
    [{ name: '★ StatTrak™ Butterfly Knife | Fade', weapon: 'Butterfly Knife' }, 'rareSpecial'],
    [{ name: "★ Sport Gloves | Pandora's Box", weapon: 'Sport Gloves' }, 'rareSpecial'],
    // Without the server's ★ name, the weapon tells.
    [{ weapon: 'Shadow Daggers' }, 'rareSpecial'],
    [{ base: 'Hand Wraps' }, 'rareSpecial'],
    [{ name: 'M4A4 | Howl', weapon: 'M4A4' }, 'contraband'],
  ] as const)('reads rank 1 of %o as %s', (item, grade) => {
    expect(itemGrade(1, item)).toBe(grade);
  });

  it.each([
    [2, 'covert'],
    [3, 'classified'],
    [4, 'restricted'],
    [5, 'milSpec'],
    [6, 'industrial'],
    [7, 'consumer'],
  ] as const)('keeps rank %d as %s, ★ or not', (rank, grade) => {
    expect(rarityGrade(rank, false)).toBe(grade);
    expect(rarityGrade(rank, true)).toBe(grade);
  });

  it('tells ★ items from guns, and the SPEC colour of rank 1 stays', () => {
    expect(isStarItem({ name: 'AK-47 | Redline', weapon: 'AK-47' })).toBe(false);
    expect(isStarItem({ name: '★ Karambit | Fade' })).toBe(true);
    expect(rarityColor(1)).toBe('#e4ae39');
  });

  it('knows its grade names, rarest first', () => {
    expect(RARITY_GRADES[0]).toBe('rareSpecial');
    expect(RARITY_GRADES[1]).toBe('contraband');
    expect(isRarityGrade('covert')).toBe(true);
    expect(isRarityGrade('gold')).toBe(false);
    expect(isRarityGrade(1)).toBe(false);
  });
});
