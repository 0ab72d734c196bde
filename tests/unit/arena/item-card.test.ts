// One mapping from any wire item to an arena card: a catalog item, a case's odds row and a battle's item agree.
import { describe, expect, it } from 'vitest';
import { cardRank, itemCard, itemKey } from '../../../src/arena/core/item-card';
import type { SkinNames } from '../../../src/domain/skin-names';
import type { BattleItem } from '../../../src/protocol/battle';
import type { CatalogItem } from '../../../src/protocol/catalog';

const catalog: CatalogItem = {
  id: 'ak-redline-ft',
  name: 'StatTrak™ AK-47 | Redline',
  weapon: 'AK-47',
  finish: 'Redline',
  rarity: 3,
  price: 1250,
  image: '/i/ak.svg',
  base: 'AK-47',
  pattern: 'Redline',
  exterior: 'Field-Tested',
  stattrak: true,
};
const battle: BattleItem = { ...catalog, rarity: 'Classified', rarityRank: 3 };
const names: SkinNames = { weapons: { 'AK-47': 'АК-47' }, finishes: { Redline: 'Красная линия' } };

describe('itemCard', () => {
  it('draws the same card for a catalog item and the same item as a battle sends it', () => {
    const card = {
      id: 'ak-redline-ft',
      name: 'StatTrak™ АК-47 | Красная линия',
      priceCents: 1250,
      rarity: 3,
      image: '/i/ak.svg',
    };
    expect(itemCard(catalog, names)).toEqual(card);
    expect(itemCard(battle, names)).toEqual(card);
  });

  it('ranks by the numeric rank, else the grade name, else as Consumer', () => {
    expect(cardRank({ rarity: 'Covert' })).toBe(2);
    expect(cardRank({ rarity: 'Covert', rarityRank: 5 })).toBe(5);
    expect(cardRank({ rarity: 9 })).toBe(7);
    expect(cardRank({ rarity: 'Unknown' })).toBe(7);
  });

  it('keys an item without an id by its look, and leaves out empty art', () => {
    const bare = { ...catalog, id: undefined, image: '' };
    expect(itemKey(bare)).toBe('AK-47|Redline|Field-Tested|st');
    expect(itemCard(bare).image).toBeUndefined();
  });
});
