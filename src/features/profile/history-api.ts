/**
 * A profile's history tabs (GET /v1/user/profile/{tab}?userID=&cursor=): one infinite query per tab, each page
 * fetched by the previous page's cursor ("Load more"), and the owner's public/private switch (POST /v1/user/prefs).
 * They provide 'User', so a changed privacy, an opening, a sale or a battle refreshes them.
 */
import { baseApi } from '../../api/base';
import type { ApiAnswer } from '../../protocol/answer';
import type { ProfileTab, ProfileTabPages } from '../../protocol/profile';
import type { PrefsAnswer } from '../../protocol/user';

/** The infinite query of one tab: pages by cursor until a page answers none. */
function tabEndpoint<T extends ProfileTab>(tab: T) {
  return {
    infiniteQueryOptions: {
      initialPageParam: null as string | null,
      getNextPageParam: (last: ProfileTabPages[T]) => last.cursor,
    },
    query: ({ queryArg, pageParam }: { queryArg: string; pageParam: string | null }) => ({
      url: `v1/user/profile/${tab}`,
      params: { userID: queryArg, ...(pageParam ? { cursor: pageParam } : {}) },
    }),
    transformResponse: (res: ApiAnswer<ProfileTabPages[T]>) => res.data,
    providesTags: ['User' as const],
  };
}

const historyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileInventory: build.infiniteQuery<ProfileTabPages['inventory'], string, string | null>(
      tabEndpoint('inventory'),
    ),
    getProfileBattles: build.infiniteQuery<ProfileTabPages['battles'], string, string | null>(
      tabEndpoint('battles'),
    ),
    getProfileOpenings: build.infiniteQuery<ProfileTabPages['openings'], string, string | null>(
      tabEndpoint('openings'),
    ),
    getProfileUpgrades: build.infiniteQuery<ProfileTabPages['upgrades'], string, string | null>(
      tabEndpoint('upgrades'),
    ),
    setProfilePublic: build.mutation<PrefsAnswer, boolean>({
      query: (profilePublic) => ({ url: 'v1/user/prefs', method: 'POST', body: { profilePublic } }),
      transformResponse: (res: ApiAnswer<PrefsAnswer>) => res.data,
      invalidatesTags: ['User'],
    }),
  }),
});

/** Hooks of the history tabs and the privacy switch. */
export const {
  useGetProfileInventoryInfiniteQuery,
  useGetProfileBattlesInfiniteQuery,
  useGetProfileOpeningsInfiniteQuery,
  useGetProfileUpgradesInfiniteQuery,
  useSetProfilePublicMutation,
} = historyApi;
