/** Settings calls: POST /v1/user/prefs, POST /v1/user/restriction, GET/POST /v1/roll/seed, POST /v1/roll/seed/rotate. */
import { baseApi } from '../../lib/base-api';
import type { ApiAnswer } from '../../protocol/api-answer';
import type { SeedInfo } from '../../protocol/api-seeds';
import type { RestrictionType } from '../../protocol/api-user';

/** What POST /v1/user/restriction sends. */
export interface RestrictionRequest {
  type: RestrictionType;
  days: number;
  limit?: number;
}

/** The user's seed pair: read with GET, changed with POST (a new client seed) or POST .../rotate. */
const SEED_URL = 'v1/roll/seed';

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
      query: () => SEED_URL,
      transformResponse: (res: ApiAnswer<SeedInfo>) => res.data,
      providesTags: ['Seed'],
    }),
    changeSeed: build.mutation<SeedInfo, string | null>({
      query: (clientSeed) =>
        clientSeed === null
          ? { url: `${SEED_URL}/rotate`, method: 'POST', body: {} }
          : { url: SEED_URL, method: 'POST', body: { clientSeed } },
      transformResponse: (res: ApiAnswer<SeedInfo>) => res.data,
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
/** The settings API (tests drive its endpoints). */
export { settingsApi };
