/** Answer shapes of the pay routes (server/routes/v1/pay.ts), shared by server and client. Amounts in cents. */

/** A payment-method entry as GET /pay/payments answers it (SPEC section 3). */
export interface PayMethodEntry {
  id: string;
  method: { id: string; logo: string };
  minAmount: number;
  maxAmount: number;
  suggestedAmount: number;
  suggestedAmountList: number[];
}

/** The result of POST /pay/calculate. `amount` is what the wallet receives (top-up plus bonus). */
export interface PayCalculation {
  payAmount: number;
  amount: number;
  commissionAmount: number;
  commissionText: string;
  bonusAmount: number;
  bonusPercent: number;
}

/** POST /pay/order's answer: the new order's reference and checkout page. */
export interface OrderCreated {
  tradeNo: string;
  redirectUrl: string;
}

/** An order as its owner sees it in GET /pay/orders (a pending order past its time shows as expired). */
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

/** One page of GET /pay/orders; `cursor` is null on the last page. */
export interface OrdersPage {
  list: OrderView[];
  cursor: string | null;
}

/** GET /pay/payments: the payment methods this deployment offers. */
export interface PayMethodsAnswer {
  payments: PayMethodEntry[];
}

/** POST /pay/calculate and POST /pay/order: the amount in cents, the method id and, for an order, the receipt email. */
export interface PayRequest {
  amount: number;
  method: string;
  email?: string;
}
