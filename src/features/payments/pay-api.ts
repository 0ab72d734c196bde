/** GET /v1/pay/payments, POST /v1/pay/calculate and POST /v1/pay/order. */
import { baseApi } from '../../api/base';
import type { ApiAnswer } from '../../protocol/answer';
import type {
  OrderCreated,
  PayCalculation,
  PayMethodEntry,
  PayMethodsAnswer,
  PayRequest,
} from '../../protocol/pay';

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
  }),
});

/** Hooks of the payments API. */
export const { useGetPayMethodsQuery, useCalculatePaymentMutation, useCreatePayOrderMutation } = payApi;
