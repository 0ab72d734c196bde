/** The payment-provider seam: which methods a provider offers and where its checkout lives. */
import type { PayMethod } from './methods';

/** A payment service provider. Confirmation reaches us through the provider's own callback route. */
export interface PaymentProvider {
  /** Stored on each order. */
  id: string;
  methods: readonly PayMethod[];
  /** The page the payer is sent to for an order. */
  checkoutUrl(tradeNo: string): string;
}
