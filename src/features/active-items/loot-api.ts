/** GET /v1/loot/list (pending items, cursor pages of 80) and POST /v1/loot/sell. */
import { baseApi } from '../../lib/base-api';
import type { LootPage, SaleResult } from '../../protocol/api-catalog';

/** SPEC section 9: loot page size. */
export const LOOT_PAGE_SIZE = 80;

const lootApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingLoot: build.query<LootPage, string | null>({
      query: (cursor) => ({
        url: 'v1/loot/list',
        params: { pageSize: String(LOOT_PAGE_SIZE), status: 'pending', ...(cursor ? { cursor } : {}) },
      }),
      transformResponse: (res: { data: LootPage }) => res.data,
      providesTags: ['Loot'],
    }),
    sellLoot: build.mutation<SaleResult, string[]>({
      query: (lootIDs) => ({ url: 'v1/loot/sell', method: 'POST', body: { lootIDs } }),
      transformResponse: (res: { data: SaleResult }) => res.data,
      invalidatesTags: ['Loot', 'User'],
    }),
  }),
});

/** Hooks of the loot API. */
export const { useGetPendingLootQuery, useSellLootMutation } = lootApi;

/** The number of pending items for the header badge ('80+' style capping is the caller's). */
export function usePendingCount(skip: boolean): { count: number; more: boolean } {
  const { data } = useGetPendingLootQuery(null, { skip });
  return { count: data?.list.length ?? 0, more: Boolean(data?.cursor) };
}
