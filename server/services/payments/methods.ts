/** Payment methods and the top-up calculation (what you pay, what you get, the commission). Amounts in cents. */
import type { PayCalculation, PayMethodEntry } from '../../../src/protocol/pay';
import { badRequest } from '../../errors';

/** A way to pay, as offered by a provider. */
export interface PayMethod {
  id: string;
  logo: string;
  minAmount: number;
  maxAmount: number;
  suggestedAmount: number;
  suggestedAmountList: number[];
  /** Commission the payer is charged on top: basis points of the amount plus a fixed part. */
  commission: { bps: number; fixed: number; text: string };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The public shape of a method. */
export function methodEntry(m: PayMethod): PayMethodEntry {
  const { id, logo, minAmount, maxAmount, suggestedAmount, suggestedAmountList } = m;
  return { id, method: { id, logo }, minAmount, maxAmount, suggestedAmount, suggestedAmountList };
}

/** Finds a method or answers 400 invalid_method. */
export function findMethod(methods: readonly PayMethod[], id: string): PayMethod {
  const m = methods.find((x) => x.id === id);
  if (!m) throw badRequest('invalid_method', 'This payment method is not available');
  return m;
}

/** Validates a top-up amount against the method and prices it. */
export function calculate(m: PayMethod, amount: number, bonusPercent: number): PayCalculation {
  if (!Number.isInteger(amount) || amount <= 0)
    throw badRequest('invalid_amount', 'The amount must be a positive whole number of cents');
  if (amount > m.maxAmount)
    throw badRequest('amount_max', `The maximum top-up with this method is ${dollars(m.maxAmount)}`);
  if (amount < m.minAmount)
    throw badRequest('amount_min', `The minimum top-up with this method is ${dollars(m.minAmount)}`);
  const commissionAmount = Math.ceil((amount * m.commission.bps) / 10_000) + m.commission.fixed;
  const percent = Math.max(0, Math.min(100, Math.floor(bonusPercent)));
  const bonusAmount = Math.floor((amount * percent) / 100);
  return {
    payAmount: amount + commissionAmount,
    amount: amount + bonusAmount,
    commissionAmount,
    commissionText: m.commission.text,
    bonusAmount,
    bonusPercent: percent,
  };
}
