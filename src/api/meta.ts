/** GET /api/v1/meta/stat (site statistics: home page, battles bar, lobby) and GET /api/v1/meta/site (demo mode). */
import type { ApiAnswer } from '../protocol/answer';
import type { SiteInfo } from '../protocol/meta';
import type { Stats } from '../protocol/types';
import { baseApi } from './base';

const metaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The one stats entry: callers poll it; the lobby also keeps it live over the websocket (live-api.ts). */
    getSiteStats: build.query<Stats, void>({
      query: () => 'v1/meta/stat',
      transformResponse: (res: ApiAnswer<Stats>) => res.data,
      providesTags: ['Stats'],
    }),
    getSiteInfo: build.query<SiteInfo, void>({
      query: () => 'v1/meta/site',
      transformResponse: (res: ApiAnswer<SiteInfo>) => res.data,
      // Fixed for the life of the server process: one fetch per page load.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** Hooks: the site statistics (callers choose a polling interval) and the deployment's demo providers. */
export const { useGetSiteStatsQuery, useGetSiteInfoQuery } = metaApi;
/** The meta API (live-api.ts writes websocket stats into its entry; tests drive it). */
export { metaApi };
