/** GET /api/v1/upgrade/detail?id=: one upgrade with its public fairness facts, for the verifier (anyone may read it). */
import type { ApiAnswer } from '../protocol/answer';
import type { UpgradeResult } from '../protocol/upgrade';
import { baseApi } from './base';

const upgradeDetailApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** One upgrade by id; its server seed is present once the player rotated that seed pair. */
    getUpgradeDetail: build.query<UpgradeResult, string>({
      query: (id) => ({ url: 'v1/upgrade/detail', params: { id } }),
      transformResponse: (res: ApiAnswer<UpgradeResult>) => res.data,
      // The seed may be revealed at any moment: a verification always asks again.
      keepUnusedDataFor: 0,
    }),
  }),
});

/** Hooks: one upgrade for the verifier. */
export const { useGetUpgradeDetailQuery, useLazyGetUpgradeDetailQuery } = upgradeDetailApi;
/** The upgrade detail API (tests drive it). */
export { upgradeDetailApi };
