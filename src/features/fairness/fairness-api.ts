/** The verifier's one call: a battle's detail (GET /v1/battle/detail), fetched on demand. */
import { baseApi } from '../../lib/base-api';
import type { VerifiableBattle } from './verify-battle';

const fairnessApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBattleToVerify: build.query<VerifiableBattle, string>({
      query: (id) => ({ url: 'v1/battle/detail', params: { battleID: id } }),
      transformResponse: (res: { data: { battle: VerifiableBattle } }) => res.data.battle,
    }),
  }),
});

/** Lazy hook: call it with a battle id. */
export const { useLazyGetBattleToVerifyQuery } = fairnessApi;
