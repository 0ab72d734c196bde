// Display formats of SPEC section 9.
import { describe, expect, it } from 'vitest';
import { formatCents, formatChance, formatCount, formatPoints } from '../../../src/lib/format';

describe('format', () => {
  it('money is cents / 100 with two decimals', () => {
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(100000)).toBe('$1,000.00');
  });
  it('points are thousandths', () => {
    expect(formatPoints(12500)).toBe('12.5');
  });
  it('chance is tickets / 1000 with three decimals and a percent sign', () => {
    expect(formatChance(12345)).toBe('12.345%');
    expect(formatChance(1)).toBe('0.001%');
    expect(formatChance(100000)).toBe('100.000%');
  });
  it('counts are grouped per locale', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(12345, 'de-DE')).toBe('12.345');
  });
});
