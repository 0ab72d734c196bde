/** Groups the case catalog by type for the home page, in the site's type order (unknown types last). */
import { KNOWN_TYPES, type CaseSummary } from '../cases';

function order(type: string): number {
  const i = (KNOWN_TYPES as readonly string[]).indexOf(type);
  return i < 0 ? KNOWN_TYPES.length : i;
}

/** Cases grouped by type, each group in the server's order. */
export function groupByType(list: readonly CaseSummary[]): [string, CaseSummary[]][] {
  const groups = new Map<string, CaseSummary[]>();
  for (const c of list) groups.set(c.type, [...(groups.get(c.type) ?? []), c]);
  return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0]));
}
