/** Pure selection maths of the active items dialog. */

/** An entry with an id and a price in cents. */
export interface Priced {
  id: string;
  item: { price: number };
}

/** The count and total (cents) of the selected entries among `list`. */
export function selectionSummary(
  list: readonly Priced[],
  selected: ReadonlySet<string>,
): { count: number; total: number } {
  let count = 0;
  let total = 0;
  for (const e of list) {
    if (!selected.has(e.id)) continue;
    count += 1;
    total += e.item.price;
  }
  return { count, total };
}

/** Toggles one id. */
export function toggleId(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** Appends a page to a list, skipping ids already present. */
export function appendPage<T extends { id: string }>(list: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(list.map((e) => e.id));
  return [...list, ...page.filter((e) => !seen.has(e.id))];
}
