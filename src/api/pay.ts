/** Payments (server/routes/v1/pay.ts): GET /v1/pay/payments, POST /v1/pay/calculate, /v1/pay/order, GET /v1/pay/orders. */
import { baseApi } from './base';
import type { ApiAnswer } from '../protocol/answer';
import type {
  OrderCreated,
  OrdersPage,
  PayCalculation,
  PayMethodEntry,
  PayMethodsAnswer,
  PayRequest,
} from '../protocol/pay';

const payApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPayMethods: build.query<PayMethodEntry[], void>({
      query: () => 'v1/pay/payments',
      transformResponse: (res: ApiAnswer<PayMethodsAnswer>) => res.data.payments,
    }),
    calculatePayment: build.mutation<PayCalculation, PayRequest>({
      query: ({ amount, method }) => ({ url: 'v1/pay/calculate', method: 'POST', body: { amount, method } }),
      transformResponse: (res: ApiAnswer<PayCalculation>) => res.data,
    }),
    createPayOrder: build.mutation<OrderCreated, PayRequest>({
      query: (body) => ({ url: 'v1/pay/order', method: 'POST', body }),
      transformResponse: (res: ApiAnswer<OrderCreated>) => res.data,
      invalidatesTags: ['User', 'Payments'],
    }),
    /** The owner's payment history, a page from `cursor` (null: the newest). */
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

/** Hooks of the payments API. */
export const {
  useGetPayMethodsQuery,
  useCalculatePaymentMutation,
  useCreatePayOrderMutation,
  useGetOrdersQuery,
} = payApi;
