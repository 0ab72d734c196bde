/** The live-ops endpoints on the back office API: battles, the lobby bots and the site banner. */
import type { Answer } from '../../protocol/answer';
import type {
  BannerBody,
  BotSettingsAnswer,
  BotSettingsBody,
  CancelBattleAnswer,
  StaffBanner,
  StaffBannerList,
  StaffBattleList,
  StaffBattleQuery,
  StaffFeastAnswer,
  StaffGiveawayList,
  StaffRaceList,
} from '../../protocol/admin-liveops';
import type { HuntListAnswer } from '../../protocol/hunt';
import { adminApi } from '../api';

const liveopsApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['LiveBattles', 'LiveBots', 'LiveBanners', 'LiveEvents'] })
  .injectEndpoints({
    endpoints: (build) => ({
      liveBattles: build.query<StaffBattleList, StaffBattleQuery>({
        query: (params) => ({ url: '/liveops/battles', params }),
        transformResponse: (r: Answer<StaffBattleList>) => r.data,
        providesTags: ['LiveBattles'],
      }),
      cancelBattle: build.mutation<CancelBattleAnswer, { id: string; reason: string }>({
        query: ({ id, reason }) => ({
          url: `/liveops/battles/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          body: { reason },
        }),
        transformResponse: (r: Answer<CancelBattleAnswer>) => r.data,
        invalidatesTags: ['LiveBattles', 'Audit'],
      }),
      liveBots: build.query<BotSettingsAnswer, void>({
        query: () => '/liveops/bots',
        transformResponse: (r: Answer<BotSettingsAnswer>) => r.data,
        providesTags: ['LiveBots'],
      }),
      saveBots: build.mutation<BotSettingsAnswer, BotSettingsBody>({
        query: (body) => ({ url: '/liveops/bots', method: 'PUT', body }),
        transformResponse: (r: Answer<BotSettingsAnswer>) => r.data,
        invalidatesTags: ['LiveBots', 'Audit'],
      }),
      liveBanners: build.query<StaffBannerList, void>({
        query: () => '/liveops/banners',
        transformResponse: (r: Answer<StaffBannerList>) => r.data,
        providesTags: ['LiveBanners'],
      }),
      postBanner: build.mutation<StaffBanner, BannerBody>({
        query: (body) => ({ url: '/liveops/banners', method: 'POST', body }),
        transformResponse: (r: Answer<StaffBanner>) => r.data,
        invalidatesTags: ['LiveBanners', 'Audit'],
      }),
      endBanner: build.mutation<unknown, string>({
        query: (id) => ({ url: `/liveops/banners/${encodeURIComponent(id)}/end`, method: 'POST', body: {} }),
        invalidatesTags: ['LiveBanners', 'Audit'],
      }),
      liveRaces: build.query<StaffRaceList, void>({
        query: () => '/liveops/races',
        transformResponse: (r: Answer<StaffRaceList>) => r.data,
        providesTags: ['LiveEvents'],
      }),
      liveGiveaways: build.query<StaffGiveawayList, void>({
        query: () => '/liveops/giveaways',
        transformResponse: (r: Answer<StaffGiveawayList>) => r.data,
        providesTags: ['LiveEvents'],
      }),
      liveFeast: build.query<StaffFeastAnswer, void>({
        query: () => '/liveops/feast',
        transformResponse: (r: Answer<StaffFeastAnswer>) => r.data,
        providesTags: ['LiveEvents'],
      }),
      liveHunts: build.query<HuntListAnswer, void>({
        query: () => '/liveops/hunts',
        transformResponse: (r: Answer<HuntListAnswer>) => r.data,
        providesTags: ['LiveEvents'],
      }),
      /** An end-early or a stock change: POST `path` with the body (its reason included). */
      liveAction: build.mutation<unknown, { path: string; body: object }>({
        query: ({ path, body }) => ({ url: path, method: 'POST', body }),
        invalidatesTags: ['LiveEvents', 'Audit'],
      }),
    }),
  });

export const {
  useLiveRacesQuery,
  useLiveGiveawaysQuery,
  useLiveFeastQuery,
  useLiveHuntsQuery,
  useLiveActionMutation,
  useLiveBattlesQuery,
  useCancelBattleMutation,
  useLiveBotsQuery,
  useSaveBotsMutation,
  useLiveBannersQuery,
  usePostBannerMutation,
  useEndBannerMutation,
} = liveopsApi;
