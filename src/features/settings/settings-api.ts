/** Settings calls: POST /v1/user/prefs, POST /v1/user/restriction, GET/POST /v1/roll/seed, POST /v1/roll/seed/rotate. */
import { baseApi } from '../../lib/base-api';
import type { SeedInfo } from '../../protocol/api-seeds';
import type { RestrictionType } from '../../protocol/api-user';

/** What POST /v1/user/restriction sends. */
export interface RestrictionRequest {
  type: RestrictionType;
  days: number;
  limit?: number;
}

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePrefs: build.mutation<unknown, { email?: string; tradeURL?: string }>({
      query: (body) => ({ url: 'v1/user/prefs', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    applyRestriction: build.mutation<unknown, RestrictionRequest>({
      query: (r) => ({ url: 'v1/user/restriction', method: 'POST', body: { ...r, op: 'apply' } }),
      invalidatesTags: ['User'],
    }),
    getSeed: build.query<SeedInfo, void>({
      query: () => 'v1/roll/seed',
      transformResponse: (res: { data: SeedInfo }) => res.data,
    }),
    changeSeed: build.mutation<SeedInfo, string | null>({
      query: (clientSeed) =>
        clientSeed === null
          ? { url: 'v1/roll/seed/rotate', method: 'POST', body: {} }
          : { url: 'v1/roll/seed', method: 'POST', body: { clientSeed } },
      transformResponse: (res: { data: SeedInfo }) => res.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(settingsApi.util.upsertQueryData('getSeed', undefined, data));
        } catch {
          // the section shows the error
        }
      },
    }),
  }),
});

/** Hooks of the settings API. */
export const { useSavePrefsMutation, useApplyRestrictionMutation, useGetSeedQuery, useChangeSeedMutation } =
  settingsApi;
