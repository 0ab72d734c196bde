/** Keyboard movement shared by Tabs and SegmentedControl: arrows move, Home and End jump, focus wraps. */

/** The index an arrow, Home or End key moves to among `count` enabled choices, or null for other keys. */
export function nextIndexForKey(key: string, current: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1 + count) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** The index of the selected id, or 0 when none matches (so a roving tab stop always exists). */
export function selectedIndex<K>(ids: readonly K[], value: K | undefined): number {
  const i = value === undefined ? -1 : ids.indexOf(value);
  return i < 0 ? 0 : i;
}
