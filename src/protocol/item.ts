/** The catalog item search (GET /v1/item/list, /v1/item/facets): the upgrader's targets, exchange and the case generator pick from it. */
import type { CatalogItem } from './catalog';

/** Orders of the item list: by price, cheapest or dearest first. */
export const ITEM_SORTS = ['price_asc', 'price_desc'] as const;
/** One order of the item list. */
export type ItemSort = (typeof ITEM_SORTS)[number];
/** Most items one page carries. */
export const ITEM_PAGE_MAX = 60;

/**
 * GET /v1/item/list query: `q` matches weapon or finish (case-insensitive, 1..40 chars), `weapon` one weapon name
 * exactly, `rarity` a rank 1..7, `minPrice`/`maxPrice` cents inclusive, `sort` (default price_asc), `limit` 1..60
 * (default 30), `cursor` from the previous page.
 */
export interface ItemListQuery {
  q?: string;
  weapon?: string;
  rarity?: number;
  minPrice?: number;
  maxPrice?: number;
  sort?: ItemSort;
  limit?: number;
  cursor?: string;
}

/** GET /v1/item/list's data: one page and the cursor of the next (null on the last). */
export interface ItemListAnswer {
  list: CatalogItem[];
  cursor: string | null;
}

/** GET /v1/item/facets's data: the weapons and rarity ranks the catalog holds, for the filters. */
export interface ItemFacetsAnswer {
  weapons: string[];
  rarities: number[];
}
