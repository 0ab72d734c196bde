/** Writes the seed catalog into the database idempotently (upserts; re-running changes nothing). */
import { sql } from 'kysely';
import type { Db } from '../database';
import { catalogCases, catalogItems } from './catalog';
import { bumpCatalogRevision, forgetCatalogList } from '../../services/catalog/catalog';

// What an upsert overwrites when the row exists: every column but the id (`excluded` is the incoming row).
const ITEM_COLUMNS = ['weapon', 'finish', 'exterior', 'stattrak', 'rarity', 'price', 'image', 'weapon_class'];
const CASE_COLUMNS = ['slug', 'title', 'type', 'image', 'price', 'sort', 'active'];
// A reference typed `never` fits any column's type.
const incoming = (columns: readonly string[]) =>
  Object.fromEntries(columns.map((c) => [c, sql.ref<never>(`excluded.${c}`)]));

/** Upserts every seed item and case and rewrites each seeded case's odds rows, in one transaction. */
export async function seedCatalog(db: Db): Promise<{ items: number; cases: number }> {
  const items = catalogItems();
  const cases = catalogCases(items); // validates every case's tiling and price before anything is written
  await db.kysely.transaction().execute(async (trx) => {
    // Processes starting together on one PostgreSQL database take turns (SQLite serialises writers anyway).
    if (db.dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(424242)`.execute(trx);
    for (let i = 0; i < items.length; i += 100) {
      await trx
        .insertInto('items')
        .values(items.slice(i, i + 100))
        .onConflict((oc) => oc.column('id').doUpdateSet(incoming(ITEM_COLUMNS)))
        .execute();
    }
    // Seeded cases no longer in the seed retire; player-made cases and those staff published in the back office
    // are not the seed's to retire.
    await trx
      .updateTable('cases')
      .set({ active: 0 })
      .where('type', '!=', 'player')
      .where('id', 'not in', (eb) => eb.selectFrom('admin_cases').select('id'))
      .execute();
    for (const c of cases) {
      await trx
        .insertInto('cases')
        .values(c.row)
        .onConflict((oc) => oc.column('id').doUpdateSet(incoming(CASE_COLUMNS)))
        .execute();
      await trx.deleteFrom('case_items').where('case_id', '=', c.row.id).execute();
      await trx
        .insertInto('case_items')
        .values(
          c.odds.map((r) => ({
            case_id: c.row.id,
            item_id: r.item.id,
            tickets: r.chance,
            range_min: r.rangeMin,
            range_max: r.rangeMax,
          })),
        )
        .execute();
    }
    await bumpCatalogRevision(trx);
  });
  forgetCatalogList(db);
  return { items: items.length, cases: cases.length };
}
