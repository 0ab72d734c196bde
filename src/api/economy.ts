/**
 * GET /v1/economy (src/protocol/economy.ts): the published reward rates and, signed in, the player's reward
 * budget and wagering requirement. Anything that moves the balance or the missions may move it, so it shares their
 * tags.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { EconomyAnswer } from '../protocol/economy';

const economyApi = baseApi.enhanceEndpoints({ addTagTypes: ['Missions'] }).injectEndpoints({
  endpoints: (build) => ({
    economy: build.query<EconomyAnswer, void>({
      query: () => 'v1/economy',
      transformResponse: (res: ApiAnswer<EconomyAnswer>) => res.data,
      providesTags: ['Missions', 'User'],
    }),
  }),
});

/** Hooks of the economy API. */
export const { useEconomyQuery } = economyApi;
