/**
 * The loot resource (server/routes/v1/loot.ts): GET /v1/loot/list and POST /v1/loot/sell, the user's won items,
 * shared by the active items dialog, the header badge and the case screens (every reader provides 'Loot'; selling,
 * opening cases and battles invalidate it); and GET /v1/loot/feed, the recent drops kept live over `loot:feed:*`.
 */
import { baseApi } from './base';
import { whileCached } from './live';
import type { ApiAnswer } from '../protocol/answer';
import type { LootFeedAnswer, LootPage, LootStatus, LootView, SaleResult } from '../protocol/catalog';
import { Channel } from '../protocol/channels';
import { pushLoot } from '../protocol/loot-feed';
import { MsgType } from '../protocol/message-types';
import type { LootFeedEntry } from '../protocol/ws-events';

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
    /**
     * The recent loot feed (newest first, 10 kept): seeded by GET /v1/loot/feed, then `all` follows `loot:feed:*` and
     * `wow` (top drops) `loot:feed:wow`; a reconnect refetches it.
     */
    getLootFeed: build.query<LootFeedEntry[], 'all' | 'wow'>({
      query: (feed) => `v1/loot/feed?tag=${feed}`,
      transformResponse: (res: ApiAnswer<LootFeedAnswer>) => res.data.list,
      providesTags: (_r, _e, feed) => [{ type: 'LootFeed', id: feed }],
      async onCacheEntryAdded(feed, { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [feed === 'wow' ? Channel.lootFeedWow : Channel.lootFeed],
          listen: (ws) => [ws.on(MsgType.loot, (entry) => updateCachedData((d) => pushLoot(d, entry)))],
          resync: () => dispatch(baseApi.util.invalidateTags([{ type: 'LootFeed', id: feed }])),
        });
      },
    }),
  }),
});

/** Hooks of the loot API. */
export const { useGetLootListQuery, useSellLootMutation, useGetLootFeedQuery } = lootApi;
/** The loot API (tests drive its endpoints). */
export { lootApi };

/** The number of pending items for the header badge ('80+' style capping is the caller's). */
export function usePendingCount(skip: boolean): { count: number; more: boolean } {
  const { data } = useGetLootListQuery(pendingLoot(null), { skip });
  return { count: data?.list.length ?? 0, more: Boolean(data?.cursor) };
}

/** What "My cases" lists: the newest pending and sold items, one page. */
const RECENT_LOOT = { status: ['pending', 'sold'], cursor: null } as const;

/** The user's recent loot (pending and sold) from the one loot list endpoint, as a list. */
export function useRecentLootQuery(): { data: LootView[] | undefined; isLoading: boolean } {
  return useGetLootListQuery(RECENT_LOOT, {
    selectFromResult: ({ data, isLoading }) => ({ data: data?.list, isLoading }),
  });
}
