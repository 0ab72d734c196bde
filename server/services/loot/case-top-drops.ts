/**
 * A case's top drops: the most valuable items its openings dropped in the last days, dearest first, as the drop
 * feed shows them (a private player's drop without name). Read from `case_openings` (index on case and time), so
 * only what really dropped is shown, and a case nobody opened lately answers an empty list.
 */
import type { LootFeedEntry } from '../../../src/protocol/catalog';
import type { Db } from '../../db/database';
import { caseDropRows, caseDropsQuery } from './feed';
import { entryOf, itemsById } from './feed-entry';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `limit` dearest drops of `caseId` since `days` days before `now`, newest first among equals. */
export async function caseTopDrops(
  db: Db,
  caseId: string,
  now: number,
  days: number,
  limit: number,
): Promise<LootFeedEntry[]> {
  const rows = await caseDropsQuery(db.kysely)
    .where('o.case_id', '=', caseId)
    .where('o.created_at', '>=', now - days * DAY_MS)
    .orderBy('dl.price', 'desc')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.loot_id')
    .limit(limit)
    .execute();
  const items = await itemsById(
    db.kysely,
    rows.map((r) => r.item_id ?? ''),
  );
  return caseDropRows(rows, items).map(entryOf);
}
