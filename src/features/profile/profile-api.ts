/** GET /v1/user/profile (public) and GET /v1/pay/orders (the owner's payment history). */
import { baseApi } from '../../lib/base-api';

/** A public profile. */
export interface PublicProfile {
  user: { userID: string; nickname: string; avatar: string; level: { lv: number }; isBot: boolean; isVerified: boolean };
  joined: number;
  stats: { casesOpened: number; battlesPlayed: number; battlesWon: number; bestDrop: BestDrop | null };
}

/** The player's most valuable drop: loot price (cents), item name, art path and rarity rank (1 rarest .. 7). */
export interface BestDrop {
  itemID: string;
  price: number;
  name: string;
  image: string;
  rarity: number;
}

/** One order of the payment history (cents). */
export interface OrderView {
  tradeNo: string;
  method: string;
  amount: number;
  bonus: number;
  commission: number;
  payAmount: number;
  status: 'pending' | 'paid' | 'cancelled' | 'expired';
  createdAt: number;
  paidAt: number | null;
}

/** One page of orders. */
export interface OrdersPage {
  list: OrderView[];
  cursor: string | null;
}

const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<PublicProfile, string>({
      query: (userID) => ({ url: 'v1/user/profile', params: { userID } }),
      transformResponse: (res: { data: PublicProfile }) => res.data,
      providesTags: ['User'],
    }),
    getOrders: build.query<OrdersPage, string | null>({
      query: (cursor) => ({ url: 'v1/pay/orders', params: { pageSize: '20', ...(cursor ? { cursor } : {}) } }),
      transformResponse: (res: { data: OrdersPage }) => res.data,
      providesTags: ['Payments'],
    }),
  }),
});

/** Hooks of the profile API. */
export const { useGetProfileQuery, useGetOrdersQuery } = profileApi;
