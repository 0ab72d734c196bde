/** Expands the seed data into item rows and priced, validated cases (pure: no database). */
import { buildOddsRows, casePrice, type OddsRow } from '../../../src/domain/odds';
import { isRarityRank } from '../../../src/domain/rarity';
import type { CasesTable, ItemsTable } from '../schema';
import { MAIN_CASES } from './cases-main';
import { EXTRA_CASES } from './cases-extra';
import { DAILY_CASES } from './cases-daily';
import { KNIFE_SKINS } from './skins-knives';
import { RIFLE_SKINS } from './skins-rifles';
import { SIDEARM_SKINS } from './skins-sidearms';
import type { CaseDef, Exterior, SkinDef } from './skin-types';
import ITEM_IMAGES from './item-images.json';

/** Bumped when the art changes, so images can be cached as immutable. */
export const ART_VERSION = 'v2';
/** Earlier art versions whose URLs (kept in older rows) are still answered, with today's art. */
export const ART_VERSIONS_KEPT: readonly string[] = ['v1'];
/** The URL of an item's art: its real image through the server's cache, or generated art. */
const itemImage = (id: string) => `/api/v1/art/${ART_VERSION}/item/${id}`;
/** The URL of a case's generated art. */
export const caseImage = (id: string) => `/api/v1/art/${ART_VERSION}/case/${id}`;

/**
 * The path of a skin's real image on the item image host (ITEM_IMAGE_UPSTREAM), from Valve's item data as
 * @ianlucas/cs2-lib publishes it (scripts/item-images.ts writes item-images.json), or undefined.
 */
export function upstreamImagePath(weapon: string, finish: string): string | undefined {
  return (ITEM_IMAGES as Record<string, string | undefined>)[`${weapon} | ${finish}`];
}

// Price relative to Field-Tested; StatTrak™ roughly doubles a gun's price and adds a little to a knife's.
const WEAR: Record<Exterior, number> = { FN: 1.8, MW: 1.3, FT: 1, WW: 0.85, BS: 0.7 };
const EXTERIORS = Object.keys(WEAR) as Exterior[];

const CLASSES: [RegExp, string][] = [
  [/Gloves|Hand Wraps/, 'gloves'],
  [/Karambit|Talon/, 'karambit'],
  [/Knife|Bayonet|Daggers/, 'knife'],
  [/^AWP$/, 'sniper'],
  [/SSG 08|SCAR-20|G3SG1/, 'sniper-light'],
  [/^AK-47$|Galil/, 'rifle'],
  [/M4A4|M4A1-S|FAMAS|AUG|SG 553/, 'rifle-m4'],
  [/Desert Eagle|R8/, 'deagle'],
  [/P90|PP-Bizon/, 'smg-p90'],
  [/MP9|MAC-10|MP7|MP5|UMP-45/, 'smg'],
  [/Nova|XM1014|MAG-7|Sawed-Off/, 'shotgun'],
  [/Negev|M249/, 'mg'],
];

/** The silhouette class drawn for a weapon (pistol when nothing else matches). */
function weaponClass(weapon: string): string {
  return CLASSES.find(([re]) => re.test(weapon))?.[1] ?? 'pistol';
}

/** True for knives and gloves (the ★ items). */
export const isStarItem = (weaponClassName: string) =>
  ['gloves', 'karambit', 'knife'].includes(weaponClassName);

/** A stable id: 'ak-47-redline-ft', 'st-ak-47-redline-ft'. */
function itemId(weapon: string, finish: string, exterior: Exterior, stattrak: boolean): string {
  const slug = `${stattrak ? 'st ' : ''}${weapon} ${finish} ${exterior}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f'’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug;
}

function expand([weapon, finish, rank, basePrice, variants]: SkinDef): ItemsTable[] {
  if (!isRarityRank(rank)) throw new Error(`bad rarity for ${weapon} | ${finish}`);
  const tokens = variants.split(/\s+/).filter(Boolean);
  const first = tokens[0].replace('ST:', '') as Exterior;
  const cls = weaponClass(weapon);
  return tokens.map((t) => {
    const stattrak = t.startsWith('ST:');
    const exterior = t.replace('ST:', '') as Exterior;
    if (!EXTERIORS.includes(exterior)) throw new Error(`bad exterior ${t} for ${weapon} | ${finish}`);
    const st = stattrak ? (isStarItem(cls) ? 1.15 : 1.9) : 1;
    const price = Math.max(3, Math.round((basePrice * WEAR[exterior] * st) / WEAR[first]));
    const id = itemId(weapon, finish, exterior, stattrak);
    return {
      id,
      weapon,
      finish,
      exterior,
      stattrak: stattrak ? 1 : 0,
      rarity: rank,
      price,
      image: itemImage(id),
      weapon_class: cls,
    };
  });
}

/** Every seed item, ids unique. */
export function catalogItems(): ItemsTable[] {
  const items = [...RIFLE_SKINS, ...SIDEARM_SKINS, ...KNIFE_SKINS].flatMap(expand);
  const seen = new Set<string>();
  for (const i of items) {
    if (seen.has(i.id)) throw new Error(`duplicate item id ${i.id}`);
    seen.add(i.id);
  }
  return items;
}

/** A priced case with its validated odds rows. */
export interface SeedCase {
  row: CasesTable;
  odds: OddsRow<ItemsTable>[];
  theme: string;
}

function buildCase(def: CaseDef, byId: Map<string, ItemsTable>, sort: number): SeedCase {
  const fixed = def.entries.reduce((s, [, t]) => s + (t === 'rest' ? 0 : t), 0);
  const entries = def.entries.map(([id, t]) => {
    const item = byId.get(id);
    if (!item) throw new Error(`case ${def.id}: unknown item ${id}`);
    return { item, tickets: t === 'rest' ? 100000 - fixed : t };
  });
  // Most valuable first, so the rarest rows hold the lowest ranges.
  entries.sort((a, b) => b.item.price - a.item.price || a.item.id.localeCompare(b.item.id));
  const odds = buildOddsRows(entries); // throws unless the tickets tile 1..100000
  const row: CasesTable = {
    id: def.id,
    slug: def.id,
    title: def.title,
    type: def.type,
    image: caseImage(def.id),
    price: casePrice(odds),
    sort,
    active: 1,
  };
  return { row, odds, theme: def.theme };
}

/** Every seed case, priced by FAIRNESS.md (ceil(EV / 0.9)); throws if any case does not tile. */
export function catalogCases(items: readonly ItemsTable[] = catalogItems()): SeedCase[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const cases = [...MAIN_CASES, ...EXTRA_CASES, ...DAILY_CASES].map((d, i) => buildCase(d, byId, i + 1));
  const ids = new Set(cases.map((c) => c.row.id));
  if (ids.size !== cases.length) throw new Error('duplicate case id');
  return cases;
}

/** Theme colour per case id (for the case art). */
export function caseThemes(): Map<string, string> {
  return new Map([...MAIN_CASES, ...EXTRA_CASES, ...DAILY_CASES].map((d) => [d.id, d.theme]));
}
