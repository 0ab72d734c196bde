/** Builds live loot-feed entries (websocket type 90001) for freshly opened cases; the route publishes them. */
import type { LootFeedEntry } from '../../src/protocol/events';
import { isRarityRank, rarityOf } from '../../src/domain/rarity';
import type { Db } from '../db/database';
import type { Opening } from '../../src/protocol/api-catalog';

/** A drop worth at least this many times the case price also goes to `loot:feed:wow`. */
const WOW_MULTIPLIER = 5;

/** A feed entry plus the channel tags it belongs on ('case', and 'wow' for big drops). */
export interface FeedItem {
  entry: LootFeedEntry;
  tags: string[];
}

/** The feed entries of an opening, in case order. */
export async function openingFeed(
  db: Db,
  userId: string,
  opening: Opening,
  now: number,
): Promise<FeedItem[]> {
  const user = await db.kysely
    .selectFrom('users')
    .select(['nickname', 'avatar'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return [];
  return opening.results.map((r) => {
    const { rarity, ...item } = r.item;
    const wow = r.item.price >= opening.price * WOW_MULTIPLIER || rarity <= 2;
    return {
      entry: {
        id: r.lootID,
        item: { ...item, rarity: isRarityRank(rarity) ? rarityOf(rarity).name : String(rarity) },
        user: { userID: userId, nickname: user.nickname, avatar: user.avatar },
        source: 'case',
        sourceID: opening.caseID,
        createdAt: now,
      },
      tags: wow ? ['case', 'wow'] : ['case'],
    };
  });
}
