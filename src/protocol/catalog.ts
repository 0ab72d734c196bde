/** Answer shapes of the catalog, case and loot routes (server/routes/v1/case.ts, loot.ts), shared by server and client. */
import type { Item } from './types';
import type { LootFeedEntry } from './ws-events';

/** An item as the catalog sends it; `rarity` is the rank 1 (rarest) to 7, `price` cents, base = weapon, pattern = finish. */
export interface CatalogItem extends Omit<Item, 'rarity'> {
  id: string;
  name: string;
  weapon: string;
  finish: string;
  rarity: number;
}

/** A case as GET /case/list answers it (price in cents). */
export interface CaseSummary {
  id: string;
  slug: string;
  title: string;
  type: string;
  image: string;
  price: number;
}

/** One odds row of GET /case/detail: tickets out of 100000, the inclusive range and the chance as display text ('12.345%'). */
export interface CaseOddsRow {
  item: CatalogItem;
  chance: number;
  fixedPrice: number;
  rangeMin: number;
  rangeMax: number;
  chancePercent: string;
}

/** GET /case/detail's `case`: the summary with its odds rows. */
export interface CaseDetail extends CaseSummary {
  odds: { rows: CaseOddsRow[] };
}

/** One opened case of a POST /case/open request. */
export interface OpenedCase {
  index: number;
  roll: number;
  item: CatalogItem;
  lootID: string;
}

/** POST /case/open's `opening`: with the revealed server seed anyone can recompute each roll (FAIRNESS.md, cursor `case:i`). */
export interface Opening {
  id: string;
  caseID: string;
  count: number;
  price: number;
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
  results: OpenedCase[];
}

/**
 * Loot states (GET /loot/list filters by them): pending until sold, staked in a battle, put into an upgrade
 * (`upgraded`) or an exchange (`exchanged`), or on its way to Steam (`withdrawing`, then `withdrawn`, or back to pending).
 */
export const LOOT_STATUSES = [
  'pending',
  'sold',
  'withdrawn',
  'battle',
  'upgraded',
  'exchanged',
  'withdrawing',
] as const;
/** One loot state. */
export type LootStatus = (typeof LOOT_STATUSES)[number];

/** A loot entry as GET /loot/list shows it; the item's `price` is what it was won at. */
export interface LootView {
  id: string;
  item: CatalogItem;
  status: string;
  source: string;
  createdAt: number;
}

/** One page of GET /loot/list, newest first; `cursor` is null on the last page. */
export interface LootPage {
  list: LootView[];
  cursor: string | null;
}

/** GET /loot/feed?tag=all|wow: the site's last drops, newest first (the live feed's start). */
export interface LootFeedAnswer {
  list: LootFeedEntry[];
}

/** What POST /loot/sell did (cents). */
export interface SaleResult {
  soldCount: number;
  amount: number;
  balance: number;
}

/** GET /case/list: the active cases, of one type or all, in the catalog's order. */
export interface CaseListAnswer {
  list: CaseSummary[];
}

/** One case type and how many active cases it has. */
export interface CaseTypeCount {
  type: string;
  count: number;
}

/** GET /case/types: the types that have active cases. */
export interface CaseTypesAnswer {
  list: CaseTypeCount[];
}

/** GET /case/detail. */
export interface CaseDetailAnswer {
  case: CaseDetail;
}

/** POST /case/open. */
export interface OpeningAnswer {
  opening: Opening;
}

/** POST /case/open: how many (1 by default) and a key per click, so a retried request opens once. */
export interface OpenCasesRequest {
  caseID: string;
  count?: number;
  idempotencyKey?: string;
}
