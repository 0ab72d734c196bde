/** The built-in sandbox provider: a checkout page on this server with Pay and Cancel buttons, no real money. */
import type { PayMethod } from './methods';
import type { PaymentProvider } from './provider';

/** Path prefix of the sandbox checkout pages. */
export const SANDBOX_PATH = '/api/v1/pay/sandbox';

/** What the sandbox offers. */
export const SANDBOX_METHODS: readonly PayMethod[] = [
  {
    id: 'card',
    logo: '/payment-logos/card.svg',
    minAmount: 500,
    maxAmount: 500_000,
    suggestedAmount: 2_500,
    suggestedAmountList: [1_000, 2_500, 5_000, 10_000, 25_000],
    commission: { bps: 0, fixed: 0, text: 'No fee' },
  },
  {
    id: 'crypto',
    logo: '/payment-logos/crypto.svg',
    minAmount: 1_000,
    maxAmount: 1_000_000,
    suggestedAmount: 5_000,
    suggestedAmountList: [2_000, 5_000, 10_000, 50_000, 100_000],
    commission: { bps: 150, fixed: 0, text: '1.5% network fee' },
  },
  {
    id: 'paypal-sandbox',
    logo: '/payment-logos/paypal-sandbox.svg',
    minAmount: 500,
    maxAmount: 200_000,
    suggestedAmount: 2_000,
    suggestedAmountList: [500, 1_000, 2_000, 5_000, 10_000],
    commission: { bps: 290, fixed: 30, text: '2.9% + $0.30 wallet fee' },
  },
];

/** The sandbox provider for a site at publicUrl. */
export function sandboxProvider(publicUrl: string): PaymentProvider {
  return {
    id: 'sandbox',
    methods: SANDBOX_METHODS,
    checkoutUrl: (tradeNo) => `${publicUrl}${SANDBOX_PATH}/checkout/${encodeURIComponent(tradeNo)}`,
  };
}
