/**
 * Free daily cases and the player's own cases (issue 9): GET /v1/daily/list, POST /v1/daily/open, POST
 * /v1/user/pin and GET /v1/user/my-cases. They hang off the 'User' tag: an opening, a sale or a pin refetches them.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { Opening, OpeningAnswer } from '../protocol/catalog';
import type {
  DailyListAnswer,
  DailyOpenRequest,
  MyCasesAnswer,
  PinAnswer,
  PinRequest,
} from '../protocol/daily';

const dailyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every daily case with its level, lock and next opening time, and the player's streak. */
    dailyList: build.query<DailyListAnswer, void>({
      query: () => 'v1/daily/list',
      transformResponse: (res: ApiAnswer<DailyListAnswer>) => res.data,
      providesTags: ['User'],
    }),
    /** Opens a daily case free: adds loot and uses a nonce; the list, loot and seed refetch. */
    dailyOpen: build.mutation<Opening, DailyOpenRequest>({
      query: (body) => ({ url: 'v1/daily/open', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<OpeningAnswer>) => res.data.opening,
      invalidatesTags: ['User', 'Loot', 'Seed'],
    }),
    /** Pins or unpins a case; user/me (pinCases) and my cases refetch. */
    pinCase: build.mutation<string[], PinRequest>({
      query: (body) => ({ url: 'v1/user/pin', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<PinAnswer>) => res.data.pinCases,
      invalidatesTags: ['User'],
    }),
    /** Pinned, most opened and recently opened cases of the signed-in player. */
    myCases: build.query<MyCasesAnswer, void>({
      query: () => 'v1/user/my-cases',
      transformResponse: (res: ApiAnswer<MyCasesAnswer>) => res.data,
      providesTags: ['User'],
    }),
  }),
});

/** Hooks of the daily case and own-case endpoints. */
export const { useDailyListQuery, useDailyOpenMutation, usePinCaseMutation, useMyCasesQuery } = dailyApi;
/** The endpoints (tests drive them). */
export { dailyApi };
