// SPEC section 5 settings rules: the top-up limit stepper, day choices, client seeds and email.
import { describe, expect, it } from 'vitest';
import { isValidClientSeed } from '../../../src/domain/fairness';
import { isEmailAddress } from '../../../src/domain/text';
import {
  DAY_CHOICES,
  LIMIT_MAX,
  limitMinus,
  limitPlus,
  limitToCents,
  parseLimit,
} from '../../../src/features/settings/settings-rules';

describe('top-up limit stepper', () => {
  it('minus never goes below 2', () => {
    expect(limitMinus(10)).toBe(9);
    expect(limitMinus(3)).toBe(2);
    expect(limitMinus(2)).toBe(2);
    expect(limitMinus(0)).toBe(0);
  });

  it('plus caps at 999999', () => {
    expect(limitPlus(5)).toBe(6);
    expect(limitPlus(LIMIT_MAX)).toBe(999_999);
  });

  it('typing keeps digits within 0..999999 and the limit is sent in cents', () => {
    expect(parseLimit('')).toBe(0);
    expect(parseLimit('12a')).toBe(12);
    expect(parseLimit('12345678')).toBe(999_999);
    expect(limitToCents(10)).toBe(1000);
    expect(limitToCents(999_999)).toBe(99_999_900);
  });

  it('periods are 1, 2 or 3 days', () => {
    expect([...DAY_CHOICES]).toEqual([1, 2, 3]);
  });
});

describe('seeds and email', () => {
  it('a client seed is 1-64 printable characters without a colon', () => {
    expect(isValidClientSeed('my-lucky-seed')).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('a:b')).toBe(false);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
  });

  it('email uses the shared rule', () => {
    expect(isEmailAddress('me@site.io')).toBe(true);
    expect(isEmailAddress('me at site')).toBe(false);
  });
});
