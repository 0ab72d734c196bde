/** Settings calls: POST /v1/user/prefs, POST /v1/user/restriction, GET/POST /v1/roll/seed, POST /v1/roll/seed/rotate. */
import { baseApi } from '../../api/base';
import type { ApiAnswer } from '../../protocol/answer';
import type { SeedInfo } from '../../protocol/roll';
import type {
  PrefsAnswer,
  PrefsChange,
  RestrictionChoice,
  RestrictionRequest as RestrictionBody,
  RestrictionsAnswer,
} from '../../protocol/user';

/** The restriction the self-care section asks for (POST /v1/user/restriction adds `op: 'apply'`). */
export type RestrictionRequest = RestrictionChoice;

/** The user's seed pair: read with GET, changed with POST (a new client seed) or POST .../rotate. */
const SEED_URL = 'v1/roll/seed';

const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    savePrefs: build.mutation<PrefsAnswer, PrefsChange>({
      query: (body) => ({ url: 'v1/user/prefs', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<PrefsAnswer>) => res.data,
      invalidatesTags: ['User'],
    }),
    applyRestriction: build.mutation<RestrictionsAnswer, RestrictionChoice>({
      query: (r) => {
        const body: RestrictionBody = { ...r, op: 'apply' };
        return { url: 'v1/user/restriction', method: 'POST', body };
      },
      transformResponse: (res: ApiAnswer<RestrictionsAnswer>) => res.data,
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
