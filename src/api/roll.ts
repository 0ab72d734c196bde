/** The provably fair seed pair (server/routes/v1/roll.ts): GET/POST /v1/roll/seed and POST /v1/roll/seed/rotate. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { SeedInfo } from '../protocol/roll';

/** The user's seed pair: read with GET, changed with POST (a new client seed) or POST .../rotate. */
const SEED_URL = 'v1/roll/seed';

const rollApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The active pair; its nonce moves with every case opened ('Seed'). */
    getSeed: build.query<SeedInfo, void>({
      query: () => SEED_URL,
      transformResponse: (res: ApiAnswer<SeedInfo>) => res.data,
      providesTags: ['Seed'],
    }),
    /** A new client seed, or (null) a rotation that reveals the server seed; the answer is the new pair. */
    changeSeed: build.mutation<SeedInfo, string | null>({
      query: (clientSeed) =>
        clientSeed === null
          ? { url: `${SEED_URL}/rotate`, method: 'POST', body: {} }
          : { url: SEED_URL, method: 'POST', body: { clientSeed } },
      transformResponse: (res: ApiAnswer<SeedInfo>) => res.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(rollApi.util.upsertQueryData('getSeed', undefined, data));
        } catch {
          // the section shows the error
        }
      },
    }),
  }),
});

/** Hooks of the seed pair. */
export const { useGetSeedQuery, useChangeSeedMutation } = rollApi;
/** The seed pair API (tests drive its endpoints). */
export { rollApi };
