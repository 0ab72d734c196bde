/** SPEC section 5 payment rules: the amount field (whole dollars) and the email field. */
import { isEmailAddress } from '../../domain/text';

/** Why an amount is not acceptable. */
export type AmountError = 'required' | 'invalid' | 'min' | 'max';
/** Why an email is not acceptable. */
export type EmailError = 'required' | 'invalid';

/** localStorage key of the last order's trade number. */
export const TRADE_NO_KEY = 'ca.pay.tradeNo';
/** The redirect page opens this long after the order (SPEC section 7). */
export const REDIRECT_DELAY_MS = 2_000;
/** Calculation runs this long after the last change of amount or method. */
export const CALC_DEBOUNCE_MS = 400;

/** Validates an email ('' is required). */
export function emailError(email: string): EmailError | null {
  if (email.trim() === '') return 'required';
  return isEmailAddress(email.trim()) ? null : 'invalid';
}

/** Keeps digits only and clamps to the maximum (whole dollars): what the amount field shows after typing. */
export function sanitizeAmount(raw: string, maxCents: number): string {
  const digits = raw.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return '';
  const max = Math.floor(maxCents / 100);
  return Number(digits) > max ? String(max) : digits;
}

/** Validates the amount field's text against a method's limits (cents). */
export function amountError(text: string, minCents: number, maxCents: number): AmountError | null {
  if (text.trim() === '') return 'required';
  const dollars = Number(text);
  if (!Number.isFinite(dollars) || !Number.isInteger(dollars) || dollars <= 0) return 'invalid';
  const cents = dollars * 100;
  if (cents < minCents) return 'min';
  if (cents > maxCents) return 'max';
  return null;
}

/** The amount field's text in cents (NaN when not a number). */
export function amountCents(text: string): number {
  return text.trim() === '' ? NaN : Number(text) * 100;
}
