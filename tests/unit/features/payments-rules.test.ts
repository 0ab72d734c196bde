// SPEC section 5 payment rules: amount field (digits, clamp, required/invalid/min/max), email, order errors.
import { describe, expect, it } from 'vitest';
import {
  amountCents,
  amountError,
  emailError,
  sanitizeAmount,
} from '../../../src/features/payments/pay-rules';
import { orderErrorText } from '../../../src/features/payments/order-errors';
import type { TFunction } from 'i18next';

describe('amount field', () => {
  it('keeps digits only and clamps to the method maximum in whole dollars', () => {
    expect(sanitizeAmount('12ab3', 500_000)).toBe('123');
    expect(sanitizeAmount('-5.50', 500_000)).toBe('550');
    expect(sanitizeAmount('0007', 500_000)).toBe('7');
    expect(sanitizeAmount('999999', 500_000)).toBe('5000');
    expect(sanitizeAmount('', 500_000)).toBe('');
  });

  it('empty is required, non-positive or NaN is invalid, then min and max', () => {
    expect(amountError('', 500, 500_000)).toBe('required');
    expect(amountError('0', 500, 500_000)).toBe('invalid');
    expect(amountError('abc', 500, 500_000)).toBe('invalid');
    expect(amountError('4', 500, 500_000)).toBe('min');
    expect(amountError('5', 500, 500_000)).toBeNull();
    expect(amountError('5001', 500, 500_000)).toBe('max');
    expect(amountCents('25')).toBe(2500);
    expect(amountCents('')).toBeNaN();
  });
});

describe('email field', () => {
  it('is required and must look like name@host.tld with no spaces', () => {
    expect(emailError('')).toBe('required');
    expect(emailError('  ')).toBe('required');
    expect(emailError('a b@c.de')).toBe('invalid');
    expect(emailError('a@b')).toBe('invalid');
    expect(emailError('a@b.co')).toBeNull();
  });
});

describe('order refusals', () => {
  const t = ((key: string, params?: Record<string, unknown>) =>
    `${key}${params ? JSON.stringify(params) : ''}`) as unknown as TFunction;
  const err = (code: string) => ({ status: 403, data: { error: { code, message: 'server text' } } });

  it('recharge_limit names the limit and period from the user restrictions', () => {
    const text = orderErrorText(
      err('recharge_limit'),
      t,
      [{ type: 'TypeSelfRechargeLimit', days: 2, limit: 1000, until: 0 }],
      'en-US',
    );
    expect(text).toContain('payments.errors.rechargeLimit');
    expect(text).toContain('"limit":"$10.00"');
    expect(text).toContain('account.days{\\"count\\":2}');
  });

  it('self_banned, validation codes and anything else get their own translated texts', () => {
    expect(orderErrorText(err('self_banned'), t, [], 'en-US')).toBe('payments.errors.selfBannedPlain');
    expect(orderErrorText(err('invalid_email'), t, [], 'en-US')).toBe('payments.validation.emailInvalid');
    expect(orderErrorText(err('boom'), t, [], 'en-US')).toBe('payments.errors.order');
    expect(orderErrorText(new Error('network'), t, [], 'en-US')).toBe('payments.errors.order');
  });
});
