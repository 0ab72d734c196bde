/** GET /v1/item/list and /v1/item/facets: the catalog item search the pickers of the upgrader, exchange and case generator use. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { ItemFacetsAnswer, ItemListAnswer, ItemListQuery } from '../protocol/item';

/** The query string of an item list request (absent and empty filters are left out). */
export function itemListQuery(q: ItemListQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
}

const itemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    itemList: build.query<ItemListAnswer, ItemListQuery>({
      query: (q) => `v1/item/list?${itemListQuery(q)}`,
      transformResponse: (res: ApiAnswer<ItemListAnswer>) => res.data,
      keepUnusedDataFor: 120,
    }),
    itemFacets: build.query<ItemFacetsAnswer, void>({
      query: () => 'v1/item/facets',
      transformResponse: (res: ApiAnswer<ItemFacetsAnswer>) => res.data,
      keepUnusedDataFor: 600,
    }),
  }),
});

/** Hooks of the item search. */
export const { useItemListQuery, useItemFacetsQuery } = itemApi;
