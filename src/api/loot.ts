/**
 * GET /v1/loot/list and POST /v1/loot/sell: the user's won items, shared by the active items dialog, the header badge
 * and the case screens. Every reader provides 'Loot'; selling, opening cases and battles invalidate it.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { LootPage, LootStatus, SaleResult } from '../protocol/catalog';

/** SPEC section 9: loot page size. */
export const LOOT_PAGE_SIZE = 80;

/** Which loot to list: the states wanted and the page (null: the first). */
export interface LootListArgs {
  status: readonly LootStatus[];
  cursor: string | null;
}

/** The pending items, one page from `cursor`. */
export const pendingLoot = (cursor: string | null): LootListArgs => ({ status: ['pending'], cursor });

/** The query string of a loot list request (each state as its own `status` parameter). */
export function lootListQuery({ status, cursor }: LootListArgs): string {
  const p = new URLSearchParams({ pageSize: String(LOOT_PAGE_SIZE) });
  for (const s of status) p.append('status', s);
  if (cursor) p.set('cursor', cursor);
  return p.toString();
}

const lootApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLootList: build.query<LootPage, LootListArgs>({
      query: (args) => `v1/loot/list?${lootListQuery(args)}`,
      transformResponse: (res: ApiAnswer<LootPage>) => res.data,
      providesTags: ['Loot'],
    }),
    sellLoot: build.mutation<SaleResult, string[]>({
      query: (lootIDs) => ({ url: 'v1/loot/sell', method: 'POST', body: { lootIDs } }),
      transformResponse: (res: ApiAnswer<SaleResult>) => res.data,
      invalidatesTags: ['Loot', 'User'],
    }),
  }),
});

/** Hooks of the loot API. */
export const { useGetLootListQuery, useSellLootMutation } = lootApi;
/** The loot API (tests drive its endpoints). */
export { lootApi };

/** The number of pending items for the header badge ('80+' style capping is the caller's). */
export function usePendingCount(skip: boolean): { count: number; more: boolean } {
  const { data } = useGetLootListQuery(pendingLoot(null), { skip });
  return { count: data?.list.length ?? 0, more: Boolean(data?.cursor) };
}
