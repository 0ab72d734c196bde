/**
 * Skin names in the interface language: the weapon and finish names CS2's own localisation gives them
 * (its csgo_<language> resource files), one JSON table per language in ./skin-names/, loaded on demand.
 * English is the catalog's own text. Where the game keeps the English proper name, the table does too.
 */
import type { LocaleCode } from './locales';

/** One language's names: English weapon or finish name -> the name in that language. */
export interface SkinNames {
  weapons: Readonly<Record<string, string>>;
  finishes: Readonly<Record<string, string>>;
}

/** The languages with a table (English is the catalog itself). */
export type SkinNameLocale = Exclude<LocaleCode, 'en'>;

type TableModule = { default: SkinNames };

// One chunk per language: a page loads only the table of the language it shows.
const LOADERS: Record<SkinNameLocale, () => Promise<TableModule>> = {
  de: () => import('./skin-names/de.json'),
  es: () => import('./skin-names/es.json'),
  fr: () => import('./skin-names/fr.json'),
  pl: () => import('./skin-names/pl.json'),
  'pt-BR': () => import('./skin-names/pt-BR.json'),
  ru: () => import('./skin-names/ru.json'),
  uk: () => import('./skin-names/uk.json'),
  'zh-CN': () => import('./skin-names/zh-CN.json'),
  'zh-TW': () => import('./skin-names/zh-TW.json'),
};

/** Every language that has a table. */
export const SKIN_NAME_LOCALES = Object.keys(LOADERS) as SkinNameLocale[];

/** The table to use: none (null) when translation is off or the language is English. */
export function skinNamesWanted(lang: LocaleCode, on: boolean): SkinNameLocale | null {
  return on && lang !== 'en' ? lang : null;
}

/** Loads one language's table. */
export async function loadSkinNames(lang: SkinNameLocale): Promise<SkinNames> {
  return (await LOADERS[lang]()).default;
}

/** A weapon name in the table's language (the English name when untranslated or without a table). */
export const weaponName = (weapon: string, names: SkinNames | null): string =>
  names?.weapons[weapon] ?? weapon;

/** A finish name in the table's language (the English name when untranslated or without a table). */
export const finishName = (finish: string, names: SkinNames | null): string =>
  names?.finishes[finish] ?? finish;

/** An item as the wire names it: weapon/finish (catalog) or base/pattern (loot, feeds), and the full name if sent. */
export interface NamedItem {
  weapon?: string;
  finish?: string;
  base?: string;
  pattern?: string;
  name?: string;
}

/** Weapon and finish of an item, translated by `names` (null: English). */
export function skinName(item: NamedItem, names: SkinNames | null): { weapon: string; finish: string } {
  const weapon = item.weapon ?? item.base ?? '';
  const finish = item.finish ?? item.pattern ?? '';
  return { weapon: weaponName(weapon, names), finish: finishName(finish, names) };
}

/** 'Weapon | Finish' translated by `names` (null: English); just the weapon for an item without a finish. */
export function skinPair(item: NamedItem, names: SkinNames | null): string {
  const t = skinName(item, names);
  return t.finish ? `${t.weapon} | ${t.finish}` : t.weapon;
}

/**
 * The item's full display name ('★ StatTrak™ Керамбит | Градиент'): the server's name with its 'weapon | finish'
 * part translated, so the ★ and StatTrak™ marks it adds stay; built from the parts when no name was sent.
 */
export function skinFullName(item: NamedItem, names: SkinNames | null): string {
  const weapon = item.weapon ?? item.base ?? '';
  const finish = item.finish ?? item.pattern ?? '';
  const pair = skinPair(item, names);
  if (!item.name) return pair;
  const english = finish ? `${weapon} | ${finish}` : weapon;
  const at = item.name.lastIndexOf(english);
  return at < 0 ? item.name : item.name.slice(0, at) + pair + item.name.slice(at + english.length);
}
