/**
 * Free daily cases (issue 9, server/routes/v1/daily.ts): GET /v1/daily/list and POST /v1/daily/open. They hang off
 * the 'User' tag: an opening or a sale refetches them. The pinned and own cases that route file also serves are
 * /v1/user resources: user.ts.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { Opening, OpeningAnswer } from '../protocol/catalog';
import type { DailyListAnswer, DailyOpenRequest } from '../protocol/daily';

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
  }),
});

/** Hooks of the daily case endpoints. */
export const { useDailyListQuery, useDailyOpenMutation } = dailyApi;
/** The endpoints (tests drive them). */
export { dailyApi };
