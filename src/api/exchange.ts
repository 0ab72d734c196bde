/**
 * POST /v1/exchange and GET /v1/exchange/history. An exchange moves items and coins like a case opening: the balance
 * (user/me) and the loot lists refetch; the history gets the new exchange on top without another request.
 */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type { ExchangeHistoryAnswer, ExchangeRequest, ExchangeResult } from '../protocol/exchange';
import { EXCHANGE_HISTORY_LIMIT } from '../domain/exchange';

const exchangeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    exchangeHistory: build.query<ExchangeResult[], void>({
      query: () => 'v1/exchange/history',
      transformResponse: (res: ApiAnswer<ExchangeHistoryAnswer>) => res.data.list,
    }),
    exchangeItems: build.mutation<ExchangeResult, ExchangeRequest>({
      query: (body) => ({ url: 'v1/exchange', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<ExchangeResult>) => res.data,
      invalidatesTags: ['User', 'Loot'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          exchangeApi.util.updateQueryData('exchangeHistory', undefined, (list) => {
            // A replay answers an exchange the list may hold already.
            if (list.some((e) => e.id === data.id)) return;
            list.unshift(data);
            list.splice(EXCHANGE_HISTORY_LIMIT);
          }),
        );
      },
    }),
  }),
});

/** Hooks of the exchange API. */
export const { useExchangeHistoryQuery, useExchangeItemsMutation } = exchangeApi;
/** The exchange API (tests drive its endpoints). */
export { exchangeApi };
