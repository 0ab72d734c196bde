/** The recent loot feed: newest first, at most RECENT_LOOT_LIMIT entries, no duplicate ids; and what counts as a top drop. */
import type { LootFeedEntry } from './catalog';

/** How many recent drops the feed keeps (SPEC section 9). */
export const RECENT_LOOT_LIMIT = 10;

/** A top drop (`loot:feed:wow`, the "Top drops" tab): Covert or rarer (rarity rank 1-2), or worth $100 or more. */
export const WOW_MAX_RARITY = 2;
export const WOW_MIN_PRICE = 10_000;

/** True when a drop of rarity rank `rarity` worth `price` cents is a top drop. */
export const isWowDrop = (rarity: number, price: number): boolean =>
  rarity <= WOW_MAX_RARITY || price >= WOW_MIN_PRICE;

/** Adds a drop on top of the feed, dropping the oldest beyond the limit; returns a new array. */
export function pushLoot(
  feed: readonly LootFeedEntry[],
  entry: LootFeedEntry,
  limit = RECENT_LOOT_LIMIT,
): LootFeedEntry[] {
  const rest = feed.filter((e) => e.id !== entry.id);
  return [entry, ...rest].slice(0, limit);
}
