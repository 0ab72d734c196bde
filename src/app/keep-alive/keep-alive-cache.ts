/** The keep-alive cache as a pure list: most recent last, capped, screens marked fresh dropped when left. */

/** One cached screen. */
export interface CacheEntry<T> {
  key: string;
  keep: boolean;
  value: T;
}

/** Default number of screens kept mounted. */
export const KEEP_ALIVE_CAP = 10;

/**
 * Makes `key` the active entry with `value`: entries that must not be kept are dropped once left,
 * the active entry moves to the end, and the least recently used ones go beyond `cap`.
 */
export function touchCache<T>(
  entries: readonly CacheEntry<T>[],
  key: string,
  keep: boolean,
  value: T,
  cap = KEEP_ALIVE_CAP,
): CacheEntry<T>[] {
  const next = entries.filter((e) => e.key !== key && e.keep);
  next.push({ key, keep, value });
  while (next.length > Math.max(1, cap)) next.shift();
  return next;
}
