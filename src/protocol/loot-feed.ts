/** The recent loot feed: newest first, at most RECENT_LOOT_LIMIT entries, no duplicate ids. */
import type { LootFeedEntry } from './events';

/** How many recent drops the feed keeps (SPEC section 9). */
export const RECENT_LOOT_LIMIT = 10;

/** Adds a drop on top of the feed, dropping the oldest beyond the limit; returns a new array. */
export function pushLoot(
  feed: readonly LootFeedEntry[],
  entry: LootFeedEntry,
  limit = RECENT_LOOT_LIMIT,
): LootFeedEntry[] {
  const rest = feed.filter((e) => e.id !== entry.id);
  return [entry, ...rest].slice(0, limit);
}
