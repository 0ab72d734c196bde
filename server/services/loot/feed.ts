/**
 * The live loot feed (websocket type 90001): every drop of a case opening (paid or free), every item a player
 * takes home from a battle and every upgrade won, on `loot:feed:{case|battle|upgrade}`, and the big ones also on `loot:feed:wow` (the published
 * threshold of src/protocol/loot-feed.ts). `recentDrops` answers the last ones from the database, so a page that
 * opens shows what really happened before it arrived, and an empty site shows nothing.
 */
import type { Kysely } from 'kysely';
import type { LootFeedEntry } from '../../../src/protocol/ws-events';
import { isWowDrop, RECENT_LOOT_LIMIT, WOW_MAX_RARITY, WOW_MIN_PRICE } from '../../../src/protocol/loot-feed';
import { isRarityRank, rarityOf } from '../../../src/domain/rarity';
import type { Db } from '../../db/database';
import type { Database, ItemsTable } from '../../db/schema';
import type { Opening } from '../../../src/protocol/catalog';
import type { BattlePlayer } from '../../../src/protocol/battle';
import type { UpgradeResult } from '../../../src/protocol/upgrade';
import { itemView } from '../catalog/catalog';

/** A feed entry plus the channel tags it belongs on ('case', 'battle' or 'upgrade', and 'wow' for big drops). */
export interface FeedItem {
  entry: LootFeedEntry;
  tags: string[];
}

type Source = LootFeedEntry['source'];

/** One drop as the feed shows it. */
export interface DropRow {
  lootId: string;
  userId: string;
  nickname: string;
  avatar: string;
  item: ItemsTable;
  price: number;
  source: Source;
  sourceId: string | null;
  createdAt: number;
  /** The player keeps their profile private: the drop is shown without name, avatar or profile link. */
  hidden: boolean;
}

/** The feed's player of a private profile: no id, name or avatar (the client shows "Hidden player"). */
const HIDDEN_USER = { userID: '', nickname: '', avatar: '' } as const;

/** The feed entry of a drop (a private player's drop without name, avatar or link). */
export function entryOf(d: DropRow): LootFeedEntry {
  const { rarity, ...item } = itemView(d.item, d.price);
  return {
    id: d.lootId,
    item: { ...item, rarity: isRarityRank(rarity) ? rarityOf(rarity).name : String(rarity) },
    user: d.hidden ? { ...HIDDEN_USER } : { userID: d.userId, nickname: d.nickname, avatar: d.avatar },
    source: d.source,
    // A private player's upgrade is shown to that player only, so it is not linked.
    sourceID: d.hidden && d.source === 'upgrade' ? null : d.sourceId,
    createdAt: d.createdAt,
  };
}

const isHidden = (profilePublic: number | null | undefined) => Number(profilePublic ?? 1) !== 1;

const feedItem = (d: DropRow): FeedItem => ({
  entry: entryOf(d),
  tags: isWowDrop(Number(d.item.rarity), d.price) ? [d.source, 'wow'] : [d.source],
});

/** The item rows of these ids. */
export async function itemsById(
  q: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, ItemsTable>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .selectFrom('items')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

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

/** The feed entries of a finished battle: what each player (never a bot) takes home, in slot order. */
export async function battleFeed(
  db: Db,
  battleId: string,
  players: readonly BattlePlayer[],
  now: number,
): Promise<FeedItem[]> {
  const humans = players.filter((p) => !p.user.isBot && p.loots.length > 0);
  if (humans.length === 0) return [];
  // A private battle's drops are shown without the battle's id (its page is for its players and invitees).
  const game = await db.kysely
    .selectFrom('battle_games')
    .select('is_public')
    .where('id', '=', battleId)
    .executeTakeFirst();
  const linked = Number(game?.is_public ?? 0) === 1;
  const privacy = await db.kysely
    .selectFrom('users')
    .select(['id', 'profile_public'])
    .where(
      'id',
      'in',
      humans.map((p) => p.userID),
    )
    .execute();
  const hidden = new Set(privacy.filter((u) => isHidden(u.profile_public)).map((u) => u.id));
  const loots = await db.kysely
    .selectFrom('loot')
    .select(['id', 'user_id', 'item_id', 'price'])
    .where('source', '=', 'battle')
    .where('source_ref', '=', battleId)
    .execute();
  const items = await itemsById(
    db.kysely,
    loots.map((l) => l.item_id),
  );
  return humans.flatMap((p) =>
    loots.flatMap((l) => {
      const item = items.get(l.item_id);
      if (l.user_id !== p.userID || !item) return [];
      return [
        feedItem({
          lootId: l.id,
          userId: p.userID,
          nickname: p.user.nickname,
          avatar: p.user.avatar,
          item,
          price: Number(l.price),
          source: 'battle',
          sourceId: linked ? battleId : null,
          createdAt: now,
          hidden: hidden.has(p.userID),
        }),
      ];
    }),
  );
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
 * The last drops, newest first (at most `limit`): case drops from `case_openings`, battle winnings and upgrade wins
 * from `loot`;
 * `wow` keeps only the drops over the published threshold.
 */
export async function recentDrops(
  db: Db,
  tag: 'all' | 'wow',
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
  const battles = await q
    .selectFrom('loot as l')
    .innerJoin('items as i', 'i.id', 'l.item_id')
    .innerJoin('users as u', 'u.id', 'l.user_id')
    // A battle drop links its battle only when the battle is public.
    .leftJoin('battle_games as g', (j) => j.onRef('g.id', '=', 'l.source_ref').on('l.source', '=', 'battle'))
    .select([
      'l.id',
      'l.user_id',
      'l.source',
      'l.source_ref',
      'l.price',
      'l.created_at',
      'u.nickname',
      'u.avatar',
      'u.profile_public',
      'g.is_public',
      'l.item_id',
    ])
    .where('l.source', 'in', ['battle', 'upgrade'])
    .$if(wow, (b) =>
      b.where((eb) => eb.or([eb('i.rarity', '<=', WOW_MAX_RARITY), eb('l.price', '>=', WOW_MIN_PRICE)])),
    )
    .orderBy('l.created_at', 'desc')
    .limit(limit)
    .execute();
  const items = await itemsById(q, [...cases.map((c) => c.item_id ?? ''), ...battles.map((b) => b.item_id)]);
  const rows: DropRow[] = [];
  rows.push(...caseDropRows(cases, items));
  for (const b of battles) {
    const item = items.get(b.item_id);
    if (item)
      rows.push({
        lootId: b.id,
        userId: b.user_id,
        nickname: b.nickname,
        avatar: b.avatar,
        item,
        price: Number(b.price),
        source: b.source === 'upgrade' ? 'upgrade' : 'battle',
        sourceId: b.source === 'battle' && Number(b.is_public ?? 0) !== 1 ? null : b.source_ref,
        createdAt: Number(b.created_at),
        hidden: isHidden(b.profile_public),
      });
  }
  rows.sort((a, b) => b.createdAt - a.createdAt || (a.lootId < b.lootId ? -1 : 1));
  return rows.slice(0, limit).map(entryOf);
}
