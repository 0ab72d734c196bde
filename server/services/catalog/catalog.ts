/** Read side of the catalog: case lists, case types, a case with its odds rows, and how an item is shown. */
import { oddsRowsFromRanges, type OddsRow } from '../../../src/domain/odds';
import type { Db } from '../../db/database';
import type { JoinReferenceExpression, SelectQueryBuilder } from 'kysely';
import type { CasesTable, Database, ItemsTable } from '../../db/schema';
import { isStarItem } from '../../db/seed/catalog';
import type { Q } from '../ledger/ledger';
import type { CaseDetail, CaseSummary, CaseTypeCount, CatalogItem } from '../../../src/protocol/catalog';
// Player-made cases are found through community cases, a creator's list or their link, never the catalog.
import { PLAYER_CASE_TYPE } from '../../../src/domain/player-cases';

/** Display names of the wear codes stored on items. */
const EXTERIOR_NAMES: Record<string, string> = {
  FN: 'Factory New',
  MW: 'Minimal Wear',
  FT: 'Field-Tested',
  WW: 'Well-Worn',
  BS: 'Battle-Scarred',
};

/** A case with its validated odds rows. */
export interface CaseWithOdds {
  case: CaseSummary;
  odds: OddsRow<CatalogItem>[];
}

/** Shapes an item row for the API; `price` overrides the catalog price (loot keeps the price it was won at). */
export function itemView(i: ItemsTable, price = Number(i.price)): CatalogItem {
  const star = isStarItem(i.weapon_class) ? '★ ' : '';
  const st = i.stattrak ? 'StatTrak™ ' : '';
  return {
    id: i.id,
    name: `${star}${st}${i.weapon} | ${i.finish}`,
    weapon: i.weapon,
    finish: i.finish,
    rarity: Number(i.rarity),
    price,
    image: i.image,
    base: i.weapon,
    pattern: i.finish,
    exterior: EXTERIOR_NAMES[i.exterior] ?? i.exterior,
    stattrak: Boolean(Number(i.stattrak)),
  };
}

/**
 * Joins the item that the column `itemId` of the query names and selects all of the item's columns (what
 * `itemView` shows); the caller selects its own columns next to them.
 */
export function withItem<TB extends keyof Database, O>(
  qb: SelectQueryBuilder<Database, TB, O>,
  itemId: JoinReferenceExpression<Database, TB, 'items'>,
) {
  // Kysely cannot check 'items.id' against a table set still generic here; it names the joined table's key.
  const key = 'items.id' as JoinReferenceExpression<Database, TB, 'items'>;
  return qb.innerJoin('items', key, itemId).selectAll('items');
}

/** Shapes a case row for the API. */
export const caseSummary = (c: CasesTable): CaseSummary => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  type: c.type,
  image: c.image,
  price: Number(c.price),
});

/** Active catalog cases in display order, optionally of one type (player-made cases are not among them). */
export async function listCases(db: Db, type?: string): Promise<CaseSummary[]> {
  let q = db.kysely
    .selectFrom('cases')
    .selectAll()
    .where('active', '=', 1)
    .where('type', '!=', PLAYER_CASE_TYPE);
  if (type) q = q.where('type', '=', type);
  const rows = await q.orderBy('sort').orderBy('id').execute();
  return rows.map(caseSummary);
}

/** The catalog's revision: raised in the transaction of every staff change to what players can open or see. */
export async function catalogRevision(q: Q): Promise<number> {
  const row = await q
    .selectFrom('catalog_revision')
    .select('revision')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.revision ?? 0);
}

/** Raises the catalog's revision (call inside the transaction that changes the catalog). */
export async function bumpCatalogRevision(q: Q): Promise<void> {
  await q
    .updateTable('catalog_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

// The catalog list changes when the catalog is seeded (on start) or staff publish or retire a case: its answers are
// kept per database as ready JSON text, one per type asked for (only types that exist are kept), and dropped when
// the stored catalog revision moves (another process may have made the change).
interface ListAnswers {
  revision: number;
  all: CaseSummary[];
  byType: Map<string, string>;
}
const listAnswers = new WeakMap<Db, Promise<ListAnswers>>();

/** The GET /case/list answer body (`{"data":{"list":[...]}}`) for `type` ('' = every type), from memory. */
export async function caseListJson(db: Db, type = ''): Promise<string> {
  const revision = await catalogRevision(db.kysely);
  let held = listAnswers.get(db);
  if (held && (await held.catch(() => null))?.revision !== revision) held = undefined;
  if (!held) {
    held = listCases(db).then((all) => ({ revision, all, byType: new Map<string, string>() }));
    listAnswers.set(db, held);
    held.catch(() => listAnswers.delete(db));
  }
  const { all, byType } = await held;
  const hit = byType.get(type);
  if (hit !== undefined) return hit;
  const list = type ? all.filter((c) => c.type === type) : all;
  const body = JSON.stringify({ data: { list } });
  if (list.length > 0 || !type) byType.set(type, body);
  return body;
}

/** Drops the kept case list answers and cases of `db` (after the catalog changed). */
export function forgetCatalogList(db: Db): void {
  listAnswers.delete(db);
  cache.delete(db);
}

/** Catalog case types that have active cases, with how many. */
export async function caseTypes(db: Db): Promise<CaseTypeCount[]> {
  const rows = await db.kysely
    .selectFrom('cases')
    .select(['type', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('sort').as('first')])
    .where('active', '=', 1)
    .where('type', '!=', PLAYER_CASE_TYPE)
    .groupBy('type')
    .orderBy('first')
    .execute();
  return rows.map((r) => ({ type: r.type, count: Number(r.n) }));
}

// A case's odds never change once it is active (seeded on start, published frozen, a player case fixed once
// created), so they are cached per database; whether a case is still active moves with the catalog revision, on
// which the cache is dropped. A case created at runtime is loaded on its first ask.
const cache = new WeakMap<Db, { revision: number; byKey: Map<string, CaseWithOdds> }>();

async function loadCase(q: Q, idOrSlug: string): Promise<CaseWithOdds | null> {
  const c = await q
    .selectFrom('cases')
    .selectAll()
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!c) return null;
  const rows = await withItem(q.selectFrom('case_items'), 'case_items.item_id')
    .select(['case_items.range_min', 'case_items.range_max'])
    .where('case_items.case_id', '=', c.id)
    .execute();
  // Validates that the stored ranges still tile 1..100000: a broken case is never opened.
  const odds = oddsRowsFromRanges(
    rows.map((r) => ({ item: itemView(r), rangeMin: Number(r.range_min), rangeMax: Number(r.range_max) })),
  );
  return { case: caseSummary(c), odds };
}

/** A case by id or slug with its odds rows, or null. */
export async function getCase(db: Db, idOrSlug: string): Promise<CaseWithOdds | null> {
  const revision = await catalogRevision(db.kysely);
  let held = cache.get(db);
  if (held?.revision !== revision) cache.set(db, (held = { revision, byKey: new Map() }));
  const { byKey } = held;
  const hit = byKey.get(idOrSlug);
  if (hit) return hit;
  const found = await loadCase(db.kysely, idOrSlug);
  if (found) {
    byKey.set(found.case.id, found);
    byKey.set(found.case.slug, found);
  }
  return found;
}

/** A case with its odds rows as GET /case/detail answers it. */
export function caseDetail(c: CaseWithOdds): CaseDetail {
  const rows = c.odds.map((r) => ({
    item: r.item,
    chance: r.chance,
    fixedPrice: r.item.price,
    rangeMin: r.rangeMin,
    rangeMax: r.rangeMax,
    chancePercent: r.chancePercent,
  }));
  return { ...c.case, odds: { rows } };
}
