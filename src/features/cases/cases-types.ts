/** Shapes of the case, opening and loot answers (server/routes/v1/case.ts, loot.ts, user.ts). */

/** An item as the catalog sends it; `rarity` is the rank 1 (rarest) to 7. */
export interface CatalogItem {
  id: string;
  name: string;
  weapon: string;
  finish: string;
  rarity: number;
  price: number;
  image: string;
  exterior: string;
  stattrak: boolean;
}

/** A case as listed. */
export interface CaseSummary {
  id: string;
  slug: string;
  title: string;
  type: string;
  image: string;
  price: number;
  createdAt?: string | number;
}

/** One odds row: tickets out of 100000, the inclusive range and the chance as display text. */
export interface CaseOddsRow {
  item: CatalogItem;
  chance: number;
  fixedPrice: number;
  rangeMin: number;
  rangeMax: number;
  chancePercent: string;
}

/** A case with its odds rows. */
export interface CaseDetail extends CaseSummary {
  odds: { rows: CaseOddsRow[] };
}

/** One opened case of a request. */
export interface OpenedCase {
  index: number;
  roll: number;
  item: CatalogItem;
  lootID: string;
}

/** A finished opening (FAIRNESS.md: the user's seed pair, nonce and cursor `case:i`). */
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

/** A loot entry of the signed-in user. */
export interface LootEntry {
  id: string;
  status: string;
  source: string;
  createdAt: number;
  item: CatalogItem;
}

/** The part of GET /user/me the case screens need. */
export interface CasesUserInfo {
  user: { userID: string; nickname: string };
  wallets: { currency: string; balance: number }[];
  restrictions?: { type: string; days: number; limit?: number }[];
}
