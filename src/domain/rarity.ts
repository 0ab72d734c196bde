/** Rarity grades, their ranks 1 (rarest) to 7 and their CS2 colours (SPEC section 3). */

/** A rarity rank: 1 Contraband or ★ (knives, gloves) ... 7 Consumer. */
export type RarityRank = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One rarity grade. */
export interface Rarity {
  rank: RarityRank;
  name: string;
  color: string;
}

/** All grades, rarest first. */
export const RARITIES: readonly Rarity[] = [
  { rank: 1, name: 'Contraband', color: '#e4ae39' },
  { rank: 2, name: 'Covert', color: '#eb4b4b' },
  { rank: 3, name: 'Classified', color: '#d32ce6' },
  { rank: 4, name: 'Restricted', color: '#8847ff' },
  { rank: 5, name: 'Mil-Spec', color: '#4b69ff' },
  { rank: 6, name: 'Industrial', color: '#5e98d9' },
  { rank: 7, name: 'Consumer', color: '#b0c3d9' },
];

// Equivalent names from CS2's other schemes (stickers, agents, gloves, knives) and spelling variants.
const ALIASES: Record<string, RarityRank> = {
  contraband: 1,
  'rare special': 1,
  'exceedingly rare': 1,
  '★': 1,
  covert: 2,
  extraordinary: 2,
  master: 2,
  classified: 3,
  exotic: 3,
  superior: 3,
  restricted: 4,
  remarkable: 4,
  exceptional: 4,
  'mil-spec': 5,
  'mil-spec grade': 5,
  milspec: 5,
  'high grade': 5,
  distinguished: 5,
  industrial: 6,
  'industrial grade': 6,
  consumer: 7,
  'consumer grade': 7,
  'base grade': 7,
};

/** The rank of a grade name (case-insensitive, aliases allowed), or null when unknown. */
export function rarityRank(name: string): RarityRank | null {
  return ALIASES[name.trim().toLowerCase()] ?? null;
}

/** True for a valid rank 1..7. */
export function isRarityRank(n: unknown): n is RarityRank {
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 7;
}

/** The grade of a rank. */
export function rarityOf(rank: RarityRank): Rarity {
  return RARITIES[rank - 1];
}

/** The CS2 colour of a rank, e.g. '#eb4b4b' for Covert. */
export function rarityColor(rank: RarityRank): string {
  return RARITIES[rank - 1].color;
}

/** The i18n key suffix (under `rarity.`) of each rank, rarest first. */
export const RARITY_KEYS = [
  'contraband',
  'covert',
  'classified',
  'restricted',
  'milSpec',
  'industrial',
  'consumer',
] as const;

/** The i18n key suffix of a rank, e.g. 'covert' for 2 (use as t(`rarity.${key}`)). */
export function rarityKey(rank: RarityRank): (typeof RARITY_KEYS)[number] {
  return RARITY_KEYS[rank - 1];
}

/**
 * What a player calls an item's grade, as CS2 names it: the SPEC's rank 1 holds both the ★ items (knives and
 * gloves, "★ Rare Special Item" in a case's contents) and Contraband (the M4A4 | Howl alone); ranks 2-7 are their
 * own grade. One home for the rule: every label and every grade filter asks here.
 */
export const RARITY_GRADES = ['rareSpecial', ...RARITY_KEYS] as const;
/** One grade (the i18n key suffix under `rarity.`). */
export type RarityGrade = (typeof RARITY_GRADES)[number];

// Knives and gloves by weapon name, for items that arrive without the server's ★ name.
const STAR_WEAPON = /knife|bayonet|karambit|daggers|gloves|hand wraps/i;

/** True for a ★ item (knife or gloves): its name carries the ★, or its weapon is a knife or gloves. */
export function isStarItem(item: { name?: string; weapon?: string; base?: string }): boolean {
  if (item.name?.trimStart().startsWith('★')) return true;
  const weapon = item.weapon ?? item.base ?? '';
  return STAR_WEAPON.test(weapon);
}

/** The grade of a rank: rank 1 is "★ Rare Special Item" for a ★ item and Contraband otherwise. */
export function rarityGrade(rank: RarityRank, star: boolean): RarityGrade {
  return rank === 1 && star ? 'rareSpecial' : rarityKey(rank);
}

/** The grade of an item of a known rank (see isStarItem for what makes it ★). */
export function itemGrade(
  rank: RarityRank,
  item: { name?: string; weapon?: string; base?: string },
): RarityGrade {
  return rarityGrade(rank, isStarItem(item));
}

/** True for a grade name (a query-string filter, say). */
export function isRarityGrade(s: unknown): s is RarityGrade {
  return typeof s === 'string' && (RARITY_GRADES as readonly string[]).includes(s);
}
