/** GET /api/v1/meta/site: the deployment's demo providers. (GET /meta/stat is the live stats endpoint in live-api.ts.) */
import type { ApiAnswer } from '../protocol/api-answer';
import type { SiteInfo } from '../protocol/api-meta';
import { baseApi } from './base-api';

const metaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteInfo: build.query<SiteInfo, void>({
      query: () => 'v1/meta/site',
      transformResponse: (res: ApiAnswer<SiteInfo>) => res.data,
      // Fixed for the life of the server process: one fetch per page load.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** Hook: the deployment's demo providers. */
export const { useGetSiteInfoQuery } = metaApi;
