/**
 * POST /v1/upgrade/roll and GET /v1/upgrade/history: the upgrader. A roll invalidates nothing when it answers: the
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
  }),
});

/** Hooks of the upgrader. */
export const { useRollUpgradeMutation, useUpgradeHistoryInfiniteQuery } = upgradeApi;
/** The upgrader's endpoints (tests drive them). */
export { upgradeApi };

/** After the show has landed (or a refusal that may concern items gone): the balance and the items refetch. */
export function upgradeShown(dispatch: Dispatch): void {
  dispatch(baseApi.util.invalidateTags(['User', 'Loot']));
}
