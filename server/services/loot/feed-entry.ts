/** One drop as the loot feed shows it (server/services/loot/feed.ts, battle-drops.ts): the row and its wire entry. */
import type { Kysely } from 'kysely';
import type { LootFeedEntry } from '../../../src/protocol/ws-events';
import { isWowDrop } from '../../../src/protocol/loot-feed';
import { isRarityRank, rarityOf } from '../../../src/domain/rarity';
import type { Database, ItemsTable } from '../../db/schema';
import { itemView } from '../catalog/catalog';

/** A feed entry plus the channel tags it belongs on ('case', 'battle' or 'upgrade', and 'wow' for big drops). */
export interface FeedItem {
  entry: LootFeedEntry;
  tags: string[];
}

/** One drop as the feed shows it. */
export interface DropRow {
  lootId: string;
  userId: string;
  nickname: string;
  avatar: string;
  item: ItemsTable;
  price: number;
  source: LootFeedEntry['source'];
  sourceId: string | null;
  createdAt: number;
  /** The player keeps their profile private: the drop is shown without name, avatar or profile link. */
  hidden: boolean;
  /** A lobby bot's drop (a battle round): the rail marks it as a bot's. */
  isBot?: boolean;
}

/** The feed's player of a private profile: no id, name or avatar (the client shows "Hidden player"). */
const HIDDEN_USER = { userID: '', nickname: '', avatar: '' } as const;

/** The wire entry of a drop. */
export function entryOf(d: DropRow): LootFeedEntry {
  const { rarity, ...item } = itemView(d.item, d.price);
  const user = { userID: d.userId, nickname: d.nickname, avatar: d.avatar };
  return {
    id: d.lootId,
    item: { ...item, rarity: isRarityRank(rarity) ? rarityOf(rarity).name : String(rarity) },
    user: d.hidden ? { ...HIDDEN_USER } : d.isBot ? { ...user, isBot: true } : user,
    source: d.source,
    // A private player's upgrade is shown to that player only, so it is not linked.
    sourceID: d.hidden && d.source === 'upgrade' ? null : d.sourceId,
    createdAt: d.createdAt,
  };
}

/** True for a profile its player keeps private. */
export const isHidden = (profilePublic: number | null | undefined) => Number(profilePublic ?? 1) !== 1;

/** True for a drop over the published top-drops threshold. */
export const isWowRow = (d: DropRow) => isWowDrop(Number(d.item.rarity), d.price);

/** A drop with the channels it goes out on. */
export const feedItem = (d: DropRow): FeedItem => ({
  entry: entryOf(d),
  tags: isWowRow(d) ? [d.source, 'wow'] : [d.source],
});

/** The catalog rows of these item ids. */
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
