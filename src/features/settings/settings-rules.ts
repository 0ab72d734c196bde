/** SPEC section 5 settings rules: the top-up limit stepper and the day choices (email and seed rules: src/domain). */
import { MAX_RECHARGE_LIMIT, RESTRICTION_DAYS } from '../../domain/self-care';

/** Top-up limit bounds in whole dollars (the server's cap), and the lowest value the minus button reaches. */
export const LIMIT_MAX = MAX_RECHARGE_LIMIT / 100;
/** The minus button cannot go below this. */
export const LIMIT_STEP_MIN = 2;
/** Period and break choices in days. */
export const DAY_CHOICES = RESTRICTION_DAYS;

/** The stepper's minus: one less, never below 2 (a value already below 2 stays). */
export function limitMinus(v: number): number {
  return v <= LIMIT_STEP_MIN ? v : Math.max(LIMIT_STEP_MIN, v - 1);
}

/** The stepper's plus: one more, capped at 999999. */
export function limitPlus(v: number): number {
  return Math.min(LIMIT_MAX, v + 1);
}

/** Typed text to a limit: digits only, clamped to 0..999999 (empty is 0). */
export function parseLimit(text: string): number {
  const digits = text.replace(/\D+/g, '');
  return digits === '' ? 0 : Math.min(LIMIT_MAX, Number(digits));
}

/** Dollars to the cents the server expects. */
export function limitToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
