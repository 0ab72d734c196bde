/** GET /v1/user/profile (public) and GET /v1/pay/orders (the owner's payment history). */
import { baseApi } from '../../api/base';
import type { ApiAnswer } from '../../protocol/answer';
import type { OrdersPage } from '../../protocol/pay';
import type { PublicProfile } from '../../protocol/user';

const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<PublicProfile, string>({
      query: (userID) => ({ url: 'v1/user/profile', params: { userID } }),
      transformResponse: (res: ApiAnswer<PublicProfile>) => res.data,
      providesTags: ['User'],
    }),
    getOrders: build.query<OrdersPage, string | null>({
      query: (cursor) => ({
        url: 'v1/pay/orders',
        params: { pageSize: '20', ...(cursor ? { cursor } : {}) },
      }),
      transformResponse: (res: ApiAnswer<OrdersPage>) => res.data,
      providesTags: ['Payments'],
    }),
  }),
});

/** Hooks of the profile API. */
export const { useGetProfileQuery, useGetOrdersQuery } = profileApi;
