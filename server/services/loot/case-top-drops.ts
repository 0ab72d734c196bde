/**
 * A case's top drops: the most valuable items its openings dropped in the last days, dearest first, as the drop
 * feed shows them (a private player's drop without name). Read from `case_openings` (index on case and time), so
 * only what really dropped is shown, and a case nobody opened lately answers an empty list.
 */
import type { LootFeedEntry } from '../../../src/protocol/catalog';
import type { Db } from '../../db/database';
import { entryOf, isHidden, itemsById } from './feed';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `limit` dearest drops of `caseId` since `days` days before `now`, newest first among equals. */
export async function caseTopDrops(
  db: Db,
  caseId: string,
  now: number,
  days: number,
  limit: number,
): Promise<LootFeedEntry[]> {
  const q = db.kysely;
  const rows = await q
    .selectFrom('case_openings as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    // The drop's value is its loot row's (the item's price when it dropped); `o.price` is what the case cost.
    .innerJoin('loot as dl', 'dl.id', 'o.loot_id')
    .select([
      'o.loot_id',
      'o.user_id',
      'o.item_id',
      'o.created_at',
      'dl.price',
      'u.nickname',
      'u.avatar',
      'u.profile_public',
    ])
    .where('o.case_id', '=', caseId)
    .where('o.created_at', '>=', now - days * DAY_MS)
    .where('o.loot_id', 'is not', null)
    .orderBy('dl.price', 'desc')
    .orderBy('o.created_at', 'desc')
    .orderBy('o.loot_id')
    .limit(limit)
    .execute();
  const items = await itemsById(
    q,
    rows.map((r) => r.item_id ?? ''),
  );
  return rows.flatMap((r) => {
    const item = items.get(r.item_id ?? '');
    if (!item || !r.loot_id) return [];
    return [
      entryOf({
        lootId: r.loot_id,
        userId: r.user_id,
        nickname: r.nickname,
        avatar: r.avatar,
        item,
        price: Number(r.price),
        source: 'case',
        sourceId: caseId,
        createdAt: Number(r.created_at),
        hidden: isHidden(r.profile_public),
      }),
    ];
  });
}
