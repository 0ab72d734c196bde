/** The Money area's endpoints on the back office's API (/api/admin/v1/money/...). */
import { adminApi } from '../api';
import type { Answer } from '../../protocol/answer';
import type {
  AdjustmentAnswer,
  AdjustmentBody,
  AdminOrderDetail,
  AdminOrdersPage,
  AdminOrdersQuery,
  HouseAnswer,
  PlayerEconomyAnswer,
  QueuedWithdrawal,
  RefundAnswer,
  WithdrawalAction,
  WithdrawalQueue,
  WithdrawalQueueQuery,
} from '../../protocol/admin-money';
import type { Withdrawal } from '../../protocol/trade';

type QueueView = NonNullable<WithdrawalQueueQuery['view']>;

const moneyApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['MoneyOrders', 'MoneyQueue', 'MoneyHouse'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /money/orders with the filters set. */
      moneyOrders: build.query<AdminOrdersPage, AdminOrdersQuery>({
        query: (params) => ({ url: '/money/orders', params }),
        transformResponse: (r: Answer<AdminOrdersPage>) => r.data,
        providesTags: ['MoneyOrders'],
      }),
      /** GET /money/orders/{tradeNo}. */
      moneyOrder: build.query<AdminOrderDetail, string>({
        query: (tradeNo) => `/money/orders/${encodeURIComponent(tradeNo)}`,
        transformResponse: (r: Answer<AdminOrderDetail>) => r.data,
        providesTags: ['MoneyOrders'],
      }),
      /** POST /money/orders/{tradeNo}/refund. */
      refundOrder: build.mutation<RefundAnswer, { tradeNo: string; reason: string }>({
        query: ({ tradeNo, reason }) => ({
          url: `/money/orders/${encodeURIComponent(tradeNo)}/refund`,
          method: 'POST',
          body: { reason },
        }),
        transformResponse: (r: Answer<RefundAnswer>) => r.data,
        invalidatesTags: ['MoneyOrders', 'MoneyHouse', 'Audit'],
      }),
      /** GET /money/withdrawals?view=. */
      withdrawalQueue: build.query<QueuedWithdrawal[], QueueView>({
        query: (view) => ({ url: '/money/withdrawals', params: { view } }),
        transformResponse: (r: Answer<WithdrawalQueue>) => r.data.list,
        providesTags: ['MoneyQueue'],
      }),
      /** POST /money/withdrawals/{id}/{action}. */
      withdrawalAction: build.mutation<Withdrawal, { id: string; action: WithdrawalAction; reason: string }>({
        query: ({ id, action, reason }) => ({
          url: `/money/withdrawals/${encodeURIComponent(id)}/${action}`,
          method: 'POST',
          body: { reason },
        }),
        transformResponse: (r: Answer<Withdrawal>) => r.data,
        invalidatesTags: ['MoneyQueue', 'MoneyHouse', 'Audit'],
      }),
      /** POST /money/adjustments. */
      adjustWallet: build.mutation<AdjustmentAnswer, AdjustmentBody>({
        query: (body) => ({ url: '/money/adjustments', method: 'POST', body }),
        transformResponse: (r: Answer<AdjustmentAnswer>) => r.data,
        invalidatesTags: ['MoneyHouse', 'Audit', 'Player'],
      }),
      /** GET /money/house?days=. */
      moneyHouse: build.query<HouseAnswer, number>({
        query: (days) => ({ url: '/money/house', params: { days: String(days) } }),
        transformResponse: (r: Answer<HouseAnswer>) => r.data,
        providesTags: ['MoneyHouse'],
      }),
      /** GET /money/players/{id}/economy. */
      playerEconomy: build.query<PlayerEconomyAnswer, string>({
        query: (id) => `/money/players/${encodeURIComponent(id)}/economy`,
        transformResponse: (r: Answer<PlayerEconomyAnswer>) => r.data,
        providesTags: ['MoneyHouse'],
      }),
    }),
  });

export const {
  useMoneyOrdersQuery,
  useMoneyOrderQuery,
  useRefundOrderMutation,
  useWithdrawalQueueQuery,
  useWithdrawalActionMutation,
  useAdjustWalletMutation,
  useMoneyHouseQuery,
  usePlayerEconomyQuery,
} = moneyApi;
