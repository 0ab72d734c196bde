/** The one mapping from a wire item (catalog, case odds row, battle item) to the card the arena draws. */
import { isRarityRank, rarityRank } from '../../domain/rarity';
import { skinFullName, type NamedItem, type SkinNames } from '../../domain/skin-names';
import type { ItemView } from './show';
import type { RarityRank } from './types';

/** What the arena reads of an item: the catalog's `rarity` is a rank, a battle's is a grade name plus `rarityRank`. */
interface CardSource extends NamedItem {
  id?: string;
  rarity: string | number;
  rarityRank?: number;
  price: number;
  image?: string;
  exterior?: string;
  stattrak?: boolean;
}

/** A stable id for an item: its id, or its look when the server sent none. */
export function itemKey(item: CardSource): string {
  return item.id ?? `${item.base}|${item.pattern}|${item.exterior ?? ''}|${item.stattrak ? 'st' : ''}`;
}

/** The item's rarity rank: its numeric rank where sent, else its grade name's rank; unknown draws as Consumer (7). */
export function cardRank(item: Pick<CardSource, 'rarity' | 'rarityRank'>): RarityRank {
  if (isRarityRank(item.rarityRank)) return item.rarityRank;
  if (isRarityRank(item.rarity)) return item.rarity;
  return (typeof item.rarity === 'string' ? rarityRank(item.rarity) : null) ?? 7;
}

/** The arena card of an item, named in the player's naming (`names` null: English). */
export function itemCard(item: CardSource, names: SkinNames | null = null): ItemView {
  return {
    id: itemKey(item),
    name: skinFullName(item, names),
    priceCents: item.price,
    rarity: cardRank(item),
    image: item.image || undefined,
  };
}
