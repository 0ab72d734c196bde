/** GET /api/v1/beacon/info: the public randomness chain version-2 battles and giveaways are sealed with. */
import type { ApiAnswer } from '../protocol/answer';
import type { BeaconInfoAnswer } from '../protocol/beacon';
import { baseApi } from './base';

const beaconApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The chain in use, or (given its hash) an earlier local chain a battle names: old battles verify after a change. */
    getBeaconInfo: build.query<BeaconInfoAnswer, string | void>({
      query: (chain) => (chain ? { url: 'v1/beacon/info', params: { chain } } : 'v1/beacon/info'),
      transformResponse: (res: ApiAnswer<BeaconInfoAnswer>) => res.data,
      // The chain is fixed for the life of the server process: one fetch per page load.
      keepUnusedDataFor: Infinity,
    }),
  }),
});

/** Hooks: the beacon chain (hash, public key, genesis, period, source, public round URL). */
export const { useGetBeaconInfoQuery, useLazyGetBeaconInfoQuery } = beaconApi;
/** The beacon API (tests drive it). */
export { beaconApi };
