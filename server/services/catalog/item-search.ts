/**
 * The catalog item search behind the upgrader's targets, the exchange and the case generator: filter by text,
 * weapon, rarity and price, sorted by price. The items table is seeded at start and never written while the
 * server runs, so each process reads it once and filters in memory.
 */
import type { Db } from '../../db/database';
import type { CatalogItem } from '../../../src/protocol/catalog';
import type { ItemFacetsAnswer, ItemListAnswer, ItemSort } from '../../../src/protocol/item';
import { itemView } from './catalog';
import { isRarityRank, itemGrade, RARITY_GRADES, type RarityGrade } from '../../../src/domain/rarity';

/** A parsed item list request (the route has checked the types). */
export interface ItemSearch {
  q?: string;
  weapon?: string;
  rarity?: number;
  grade?: RarityGrade;
  minPrice?: number;
  maxPrice?: number;
  sort: ItemSort;
  limit: number;
  cursor?: string;
}

interface Loaded {
  /** Cheapest first; ties by id so every order is stable across pages. */
  byPrice: CatalogItem[];
  facets: ItemFacetsAnswer;
}

/** An item's grade as CS2 names it (rank 1: ★ or Contraband); null for a rank outside 1..7. */
const gradeOf = (i: CatalogItem): RarityGrade | null =>
  isRarityRank(i.rarity) ? itemGrade(i.rarity, i) : null;

const loaded = new WeakMap<Db, Promise<Loaded>>();

async function load(db: Db): Promise<Loaded> {
  const rows = await db.kysely.selectFrom('items').selectAll().execute();
  const byPrice = rows
    .map((r) => itemView(r))
    .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const weapons = [...new Set(byPrice.map((i) => i.weapon))].sort((a, b) => a.localeCompare(b, 'en'));
  const rarities = [...new Set(byPrice.map((i) => i.rarity))].sort((a, b) => a - b);
  const held = new Set(byPrice.map(gradeOf));
  const grades = RARITY_GRADES.filter((g) => held.has(g));
  return { byPrice, facets: { weapons, rarities, grades } };
}

function catalog(db: Db): Promise<Loaded> {
  let p = loaded.get(db);
  if (!p) {
    p = load(db);
    loaded.set(db, p);
    // A failed read is not kept: the next request tries again.
    p.catch(() => loaded.delete(db));
  }
  return p;
}

// The cursor is the offset of the next page in the filtered order, opaque to the client.
const encodeOffset = (n: number) => Buffer.from(`o:${n}`).toString('base64url');
function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  const m = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : 0;
}

/** One page of catalog items matching `s`. An unreadable cursor starts from the top. */
export async function searchItems(db: Db, s: ItemSearch): Promise<ItemListAnswer> {
  const { byPrice } = await catalog(db);
  const text = s.q?.trim().toLowerCase();
  const match = (i: CatalogItem) =>
    (!text || i.weapon.toLowerCase().includes(text) || i.finish.toLowerCase().includes(text)) &&
    (s.weapon === undefined || i.weapon === s.weapon) &&
    (s.rarity === undefined || i.rarity === s.rarity) &&
    (s.grade === undefined || gradeOf(i) === s.grade) &&
    (s.minPrice === undefined || i.price >= s.minPrice) &&
    (s.maxPrice === undefined || i.price <= s.maxPrice);
  const ordered = s.sort === 'price_desc' ? [...byPrice].reverse() : byPrice;
  const hits = ordered.filter(match);
  const from = decodeOffset(s.cursor);
  const list = hits.slice(from, from + s.limit);
  const next = from + s.limit;
  return { list, cursor: next < hits.length ? encodeOffset(next) : null };
}

/** The weapons, rarity ranks and grades the catalog holds. */
export async function itemFacets(db: Db): Promise<ItemFacetsAnswer> {
  return (await catalog(db)).facets;
}
