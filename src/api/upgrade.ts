/**
 * The upgrader (server/routes/v1/upgrade.ts): POST /v1/upgrade/roll, GET /v1/upgrade/history and
 * GET /v1/upgrade/detail (one upgrade with its public fairness facts, for the verifier). A roll invalidates nothing when it answers: the
 * page calls `upgradeShown` once the gauge has landed, so the items (a won target among them) and the history do not
 * tell the result before the show does. The history provides no tag for the same reason (the missions event of an
 * upgrade invalidates 'User' the moment it commits): the page puts a shown upgrade on top of it.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { UpgradeHistoryAnswer, UpgradeResult, UpgradeRollRequest } from '../protocol/upgrade';

const upgradeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    rollUpgrade: build.mutation<UpgradeResult, UpgradeRollRequest>({
      query: (body) => ({ url: 'v1/upgrade/roll', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<UpgradeResult>) => res.data,
    }),
    /** The signed-in player's upgrades, newest first, page by page. */
    upgradeHistory: build.infiniteQuery<UpgradeHistoryAnswer, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.cursor,
      },
      query: ({ pageParam }) => ({
        url: 'v1/upgrade/history',
        params: pageParam ? { cursor: pageParam } : {},
      }),
      transformResponse: (res: ApiAnswer<UpgradeHistoryAnswer>) => res.data,
    }),
    /** One upgrade by id (anyone may read it); its server seed is present once the player rotated that seed pair. */
    getUpgradeDetail: build.query<UpgradeResult, string>({
      query: (id) => ({ url: 'v1/upgrade/detail', params: { id } }),
      transformResponse: (res: ApiAnswer<UpgradeResult>) => res.data,
      // The seed may be revealed at any moment: a verification always asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Hooks of the upgrader and its verifier. */
export const {
  useRollUpgradeMutation,
  useUpgradeHistoryInfiniteQuery,
  useGetUpgradeDetailQuery,
  useLazyGetUpgradeDetailQuery,
} = upgradeApi;
/** The upgrader's endpoints (tests drive them). */
export { upgradeApi };

/** After the show has landed (or a refusal that may concern items gone): the balance and the items refetch. */
export function upgradeShown(dispatch: Dispatch): void {
  dispatch(baseApi.util.invalidateTags(['User', 'Loot']));
}
