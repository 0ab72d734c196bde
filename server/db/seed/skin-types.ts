/** Shapes of the seed catalog data: skins with their real CS2 grade, and cases as ticket lists. */

/** Wear grades: Factory New, Minimal Wear, Field-Tested, Well-Worn, Battle-Scarred. */
export type Exterior = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';

/**
 * One real CS2 skin: weapon, finish, rarity rank (1 Contraband/★ .. 7 Consumer), Field-Tested price in cents
 * (or the cheapest listed exterior's) and the variants to stock, e.g. 'FT MW ST:FT' (ST: = StatTrak™).
 */
export type SkinDef = readonly [
  weapon: string,
  finish: string,
  rank: number,
  basePrice: number,
  variants: string,
];

/** A case before pricing: its entries name items by id; the one entry with tickets 'rest' takes what is left of 100000. */
export interface CaseDef {
  id: string;
  title: string;
  type: string;
  theme: string;
  entries: readonly (readonly [itemId: string, tickets: number | 'rest'])[];
}
