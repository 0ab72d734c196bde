/** Pure helpers of the case screens: arena shows from openings, demo rolls, sorting, search and error texts. */
import {
  cardRank,
  itemCard,
  type ArenaLabels,
  type CaseShow,
  type CaseView,
  type ItemView,
  type MoneyFormat,
} from '../../arena';
import { caseCursor, MAX_OPEN_COUNT } from '../../domain/case-opening';
import { pickByRanges, roll } from '../../domain/fairness';
import type { SkinNames } from '../../domain/skin-names';
import { knownErrorCode } from '../../api/error';
import type { CaseDetail, CaseSummary, CatalogItem } from '../../protocol/catalog';
import { randomHex } from '../../lib/random-hex';

/** The arena's view of a case: its odds rows and the items they name (`names`: the skin-name table, null for English). */
export function arenaCase(
  detail: CaseDetail,
  names: SkinNames | null = null,
): { view: CaseView; items: ItemView[] } {
  const rows = detail.odds.rows;
  const view: CaseView = {
    id: detail.id,
    title: detail.title,
    odds: rows.map((r) => ({
      itemId: r.item.id,
      rarity: cardRank(r.item),
      chance: r.chance,
      rangeMin: r.rangeMin,
      rangeMax: r.rangeMax,
    })),
  };
  const items: ItemView[] = rows.map((r) => itemCard(r.item, names));
  return { view, items };
}

/** A CaseShow of one opening: one strip per result item id, cards named with `names` (null: English). */
export function buildCaseShow(
  detail: CaseDetail,
  results: string[],
  openingId: string,
  labels: ArenaLabels,
  money?: MoneyFormat,
  spinMs?: number,
  names: SkinNames | null = null,
): CaseShow {
  const { view, items } = arenaCase(detail, names);
  return {
    kind: 'case',
    openingId,
    case: view,
    items,
    results,
    labels,
    money,
    ...(spinMs ? { spinMs } : {}),
  };
}

/** A demo opening: rolls `count` cases with throwaway seeds by the real roll function. Show only, no money. */
export function demoRoll(
  detail: CaseDetail,
  count: number,
  serverSeed = randomHex(32),
  clientSeed = randomHex(8),
): { items: CatalogItem[]; rolls: number[] } {
  const rolls = Array.from({ length: count }, (_, i) => roll(serverSeed, clientSeed, 1, caseCursor(i)));
  return { rolls, items: rolls.map((r) => pickByRanges(detail.odds.rows, r).item) };
}

/** Sort orders of a case grid. */
export type CaseSort = 'featured' | 'priceAsc' | 'priceDesc';

/** Cases filtered by a title search (case-insensitive) and sorted; the server's order stands for 'featured'. */
export function arrangeCases<C extends Pick<CaseSummary, 'title' | 'price'>>(
  list: readonly C[],
  query: string,
  sort: CaseSort,
): C[] {
  const q = query.trim().toLowerCase();
  const found = q ? list.filter((c) => c.title.toLowerCase().includes(q)) : [...list];
  if (sort === 'priceAsc') found.sort((a, b) => a.price - b.price);
  if (sort === 'priceDesc') found.sort((a, b) => b.price - a.price);
  return found;
}

/** Error codes of opening and selling that have their own translated text. */
const KNOWN_ERRORS = [
  'insufficient_balance',
  'self_banned',
  'play_on_hold',
  'rate_limited',
  'case_not_found',
  'loot_not_pending',
  'loot_not_found',
  'unauthorized',
  'unavailable',
] as const;

/** A known error code. */
export type KnownError = (typeof KNOWN_ERRORS)[number];

/** The translation key (under cases.errors) for a failure: its own text when known, else 'generic'. */
export function errorKey(err: unknown): KnownError | 'generic' {
  return knownErrorCode(err, KNOWN_ERRORS) ?? 'generic';
}

/** How the arena writes money in a locale: the same style as every other screen (src/domain/format.ts). */
export function moneyFormat(intlLocale: string): MoneyFormat {
  return { locale: intlLocale };
}

/** The arena box height for `count` strips at a width (mirrors the arena's layout: rows under 640 px and for one strip). */
export function stageHeight(count: number, width: number): number {
  const n = Math.max(1, Math.min(MAX_OPEN_COUNT, count));
  if (width >= 640 && n > 1) return 560;
  const cross = Math.min(190, width / 2.6 / 1.25);
  return Math.ceil(32 + n * (cross + 28) + (n - 1) * 10);
}
