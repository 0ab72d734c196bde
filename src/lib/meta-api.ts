/** GET /api/v1/meta/stat: site statistics shown on the home page and in the battles bar; GET /api/v1/meta/site: demo mode. */
import type { SiteInfo } from '../protocol/api-meta';
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
    getSiteInfo: build.query<SiteInfo, void>({
      query: () => 'v1/meta/site',
      transformResponse: (res: { data: SiteInfo }) => res.data,
      // Fixed for the life of the server process: one fetch per page load.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** Hooks: the site statistics (callers choose a polling interval) and the deployment's demo providers. */
export const { useGetSiteStatsQuery, useGetSiteInfoQuery } = metaApi;
