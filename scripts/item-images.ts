/**
 * Writes server/db/seed/item-images.json: each seed skin's image path ("weapon | finish" -> "/images/<hash>.webp"),
 * read from Valve's item data as @ianlucas/cs2-lib publishes it. The package is ~190 MB unpacked, so it is not a
 * dependency: unpack it anywhere and point CS2_LIB at its folder, e.g.
 *   npm pack @ianlucas/cs2-lib@7.33.1 && tar xzf ianlucas-cs2-lib-7.33.1.tgz
 *   CS2_LIB=$PWD/package npx tsx scripts/item-images.ts
 * The server fetches these paths from ITEM_IMAGE_UPSTREAM (the library's CDN is https://cdn.cstrike.app).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RIFLE_SKINS } from '../server/db/seed/skins-rifles';
import { SIDEARM_SKINS } from '../server/db/seed/skins-sidearms';
import { KNIFE_SKINS } from '../server/db/seed/skins-knives';

interface Cs2Item {
  id: number;
  image?: string;
}

const lib = process.env.CS2_LIB;
if (!lib) throw new Error('set CS2_LIB to the unpacked @ianlucas/cs2-lib package folder');
const load = (file: string) => import(pathToFileURL(path.join(lib, 'dist', file)).href);
const { CS2_ITEMS } = (await load('items.mjs')) as { CS2_ITEMS: Cs2Item[] };
const { english } = (await load('translations/english.mjs')) as {
  english: Record<number, { name?: string }>;
};

// The first item of a name wins (Doppler phases share one name and look alike enough for a card).
const byName = new Map<string, string>();
for (const item of CS2_ITEMS) {
  const name = english[item.id]?.name;
  if (name && item.image && !byName.has(name)) byName.set(name, item.image);
}

// Seed names that CS2 spells differently.
const ALIASES: Record<string, string> = { 'M4A4 | Dragon King': 'M4A4 | 龍王 (Dragon King)' };

const out: Record<string, string> = {};
const missing: string[] = [];
for (const [weapon, finish] of [...RIFLE_SKINS, ...SIDEARM_SKINS, ...KNIFE_SKINS]) {
  const key = `${weapon} | ${finish}`;
  const image = byName.get(ALIASES[key] ?? key);
  if (image && /^\/images\/[0-9a-f]{64}\.webp$/.test(image)) out[key] = image;
  else missing.push(key);
}
const file = path.join(import.meta.dirname, '../server/db/seed/item-images.json');
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(
  `${Object.keys(out).length} image paths written to ${file}; without one: ${missing.join(', ') || 'none'}`,
);
