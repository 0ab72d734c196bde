/** GET /api/v1/meta/stat: site statistics shown on the home page and in the battles bar. */
import { baseApi } from './base-api';

/** Site statistics (SPEC section 3, Stats). */
export interface SiteStats {
  online: number;
  userCount: number;
  battleCount: number;
  upgradeCount: number;
  caseCount: number;
  battleActive: number;
}

const metaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStats: build.query<SiteStats, void>({
      query: () => 'v1/meta/stat',
      transformResponse: (res: { data: SiteStats }) => res.data,
      providesTags: ['Stats'],
    }),
  }),
});

/** Hook reading the site statistics (callers choose a polling interval). */
export const { useGetSiteStatsQuery } = metaApi;
