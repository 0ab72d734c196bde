/**
 * The meta resource (server/routes/v1/meta.ts): GET /v1/meta/stat (site statistics: home page, battles bar, lobby),
 * kept live over `stat` while the lobby follows it, GET /v1/meta/site (demo mode) and GET /v1/meta/banner.
 */
import type { ApiAnswer } from '../protocol/answer';
import { Channel } from '../protocol/channels';
import { MsgType } from '../protocol/message-types';
import type { SiteBannerAnswer, SiteInfo } from '../protocol/meta';
import type { Stats } from '../protocol/types';
import { baseApi } from './base';
import { whileCached } from './live';

const metaApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The one stats entry: callers poll it; the lobby also keeps it live over the websocket (followSiteStats). */
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
    /** The staff's site banner (or null): asked on every page, and again every minute while the page stays open. */
    getSiteBanner: build.query<SiteBannerAnswer['banner'], void>({
      query: () => 'v1/meta/banner',
      transformResponse: (res: ApiAnswer<SiteBannerAnswer>) => res.data.banner,
    }),
    /**
     * While followed, every `stat` (90000) event replaces the data of getSiteStats' one entry, and a reconnect
     * refetches it. Its own data is nothing: the stats stay in that entry.
     */
    followSiteStats: build.query<null, void>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        await whileCached(cacheDataLoaded, cacheEntryRemoved, {
          channels: [Channel.stat],
          listen: (ws) => [
            ws.on(MsgType.stat, (stats) => {
              dispatch(metaApi.util.updateQueryData('getSiteStats', undefined, () => stats));
            }),
          ],
          resync: () => dispatch(baseApi.util.invalidateTags(['Stats'])),
        });
      },
    }),
  }),
});

/** Hooks: the site statistics (callers choose a polling interval) and the deployment's demo providers. */
export const { useGetSiteStatsQuery, useGetSiteInfoQuery, useGetSiteBannerQuery, useFollowSiteStatsQuery } =
  metaApi;
/** The meta API (tests drive it). */
export { metaApi };

/** The site stats kept live over the websocket while mounted (the lobby); the same entry the home page polls. */
export function useLiveSiteStats() {
  useFollowSiteStatsQuery();
  return useGetSiteStatsQuery();
}
