/**
 * The live loot feed (websocket type 90001): every drop of a case opening (paid or free), every item a seat unboxes in
 * a battle round once the round has landed in the arena (battle-drops.ts; lobby bots' too, marked) and every upgrade
 * won, on `loot:feed:{case|battle|upgrade}`, and the big ones also on `loot:feed:wow` (the published threshold of
 * src/protocol/loot-feed.ts). `recentDrops` answers the last ones from the database, so a page that opens shows what
 * really happened before it arrived, and an empty site shows nothing.
 */
import type { Kysely } from 'kysely';
import type { LootFeedEntry } from '../../../src/protocol/ws-events';
import { RECENT_LOOT_LIMIT, WOW_MAX_RARITY, WOW_MIN_PRICE } from '../../../src/protocol/loot-feed';
import type { BattleTiming } from '../../../src/domain/battle-timing';
import type { Db } from '../../db/database';
import type { Database, ItemsTable } from '../../db/schema';
import type { Opening } from '../../../src/protocol/catalog';
import type { UpgradeResult } from '../../../src/protocol/upgrade';
import { recentBattleDrops } from './battle-drops';
import { entryOf, feedItem, isHidden, itemsById, type DropRow, type FeedItem } from './feed-entry';

export type { FeedItem };

async function userOf(q: Kysely<Database>, userId: string) {
  const u = await q
    .selectFrom('users')
    .select(['nickname', 'avatar', 'profile_public'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return u && { nickname: u.nickname, avatar: u.avatar, hidden: isHidden(u.profile_public) };
}

/** The feed entries of an opening, in case order. */
export async function openingFeed(
  db: Db,
  userId: string,
  opening: Opening,
  now: number,
): Promise<FeedItem[]> {
  const user = await userOf(db.kysely, userId);
  if (!user) return [];
  const items = await itemsById(
    db.kysely,
    opening.results.map((r) => r.item.id),
  );
  return opening.results.flatMap((r) => {
    const item = items.get(r.item.id);
    if (!item) return [];
    return [
      feedItem({
        lootId: r.lootID,
        userId,
        ...user,
        item,
        price: r.item.price,
        source: 'case',
        sourceId: opening.caseID,
        createdAt: now,
      }),
    ];
  });
}

/** The feed entry of a won upgrade (none for a loss): the target the player now holds, linked to the upgrade. */
export async function upgradeFeed(db: Db, userId: string, upgrade: UpgradeResult): Promise<FeedItem[]> {
  if (!upgrade.won || !upgrade.loot) return [];
  const user = await userOf(db.kysely, userId);
  const item = (await itemsById(db.kysely, [upgrade.loot.item.id])).get(upgrade.loot.item.id);
  if (!user || !item) return [];
  return [
    feedItem({
      lootId: upgrade.loot.id,
      userId,
      ...user,
      item,
      price: upgrade.loot.item.price,
      source: 'upgrade',
      sourceId: upgrade.id,
      createdAt: upgrade.createdAt,
    }),
  ];
}

/** Case drops with their player and value, for the feed and a case's top drops (filter and order to taste). */
export function caseDropsQuery(q: Kysely<Database>) {
  return (
    q
      .selectFrom('case_openings as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      // The drop's own value is its loot row's (the item's price when it dropped); `o.price` is what the case cost.
      .innerJoin('loot as dl', 'dl.id', 'o.loot_id')
      .select([
        'o.loot_id',
        'o.user_id',
        'o.case_id',
        'dl.price',
        'o.created_at',
        'u.nickname',
        'u.avatar',
        'u.profile_public',
        'o.item_id',
      ])
      .where('o.loot_id', 'is not', null)
  );
}

type CaseDropRecord = Awaited<ReturnType<ReturnType<typeof caseDropsQuery>['execute']>>[number];

/** The drops of caseDropsQuery's rows whose item is known, in their order. */
export function caseDropRows(rows: readonly CaseDropRecord[], items: Map<string, ItemsTable>): DropRow[] {
  return rows.flatMap((c) => {
    const item = items.get(c.item_id ?? '');
    if (!item || !c.loot_id) return [];
    return [
      {
        lootId: c.loot_id,
        userId: c.user_id,
        nickname: c.nickname,
        avatar: c.avatar,
        item,
        price: Number(c.price),
        source: 'case' as const,
        sourceId: c.case_id,
        createdAt: Number(c.created_at),
        hidden: isHidden(c.profile_public),
      },
    ];
  });
}

/**
 * The last drops, newest first (at most `limit`): case drops from `case_openings`, upgrade wins from `loot`, and the
 * battle rounds that have landed by `at.now` (battle-drops.ts); `wow` keeps only the drops over the published threshold.
 */
export async function recentDrops(
  db: Db,
  tag: 'all' | 'wow',
  at: { timing: BattleTiming; now: number },
  limit = RECENT_LOOT_LIMIT,
): Promise<LootFeedEntry[]> {
  const q = db.kysely;
  const wow = tag === 'wow';
  const cases = await caseDropsQuery(q)
    .innerJoin('items as i', 'i.id', 'o.item_id')
    .$if(wow, (b) =>
      b.where((eb) => eb.or([eb('i.rarity', '<=', WOW_MAX_RARITY), eb('dl.price', '>=', WOW_MIN_PRICE)])),
    )
    .orderBy('o.created_at', 'desc')
    .limit(limit)
    .execute();
  const upgrades = await q
    .selectFrom('loot as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    .select([
      'l.id',
      'l.user_id',
      'l.source_ref',
      'l.price',
      'l.created_at',
      'u.nickname',
      'u.avatar',
      'u.profile_public',
      'l.item_id',
    ])
    .where('l.source', '=', 'upgrade')
    .$if(wow, (b) =>
      b.where((eb) => eb.or([eb('i.rarity', '<=', WOW_MAX_RARITY), eb('l.price', '>=', WOW_MIN_PRICE)])),
    )
    .orderBy('l.created_at', 'desc')
    .limit(limit)
    .execute();
  const items = await itemsById(q, [...cases.map((c) => c.item_id ?? ''), ...upgrades.map((b) => b.item_id)]);
  const rows: DropRow[] = await recentBattleDrops(db, { ...at, limit, wow });
  rows.push(...caseDropRows(cases, items));
  for (const b of upgrades) {
    const item = items.get(b.item_id);
    if (item)
      rows.push({
        lootId: b.id,
        userId: b.user_id,
        nickname: b.nickname,
        avatar: b.avatar,
        item,
        price: Number(b.price),
        source: 'upgrade',
        sourceId: b.source_ref,
        createdAt: Number(b.created_at),
        hidden: isHidden(b.profile_public),
      });
  }
  rows.sort((a, b) => b.createdAt - a.createdAt || (a.lootId < b.lootId ? -1 : 1));
  return rows.slice(0, limit).map(entryOf);
}
