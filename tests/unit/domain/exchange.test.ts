import { describe, expect, it } from 'vitest';
import { exchangeFee, exchangeProblem, quoteExchange } from '../../../src/domain/exchange';
import { EXCHANGE_MAX_ITEMS } from '../../../src/domain/exchange';

describe('the exchange quote', () => {
  it('takes 5% of what is given, rounded down, and pays back the rest of the difference', () => {
    // $12.34 + $5.00 given: fee floor(1734 * 0.05) = 86 (86.7 rounded down), credit 1648.
    const q = quoteExchange([1234, 500], [1500]);
    expect(q).toEqual({ givenTotal: 1734, fee: 86, credit: 1648, receivedTotal: 1500, change: 148, over: 0 });
  });

  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [10_000, 500],
    [123_456_789, 6_172_839],
  ])('fee on %i cents is %i', (given, fee) => {
    expect(exchangeFee(given)).toBe(fee);
  });

  it('counts a received item once per time it is picked', () => {
    expect(quoteExchange([10_000], [3000, 3000, 3000]).receivedTotal).toBe(9000);
    expect(quoteExchange([10_000], [3000, 3000, 3000]).change).toBe(500);
  });

  it('an exact fit leaves no change and no excess', () => {
    const q = quoteExchange([2000], [1900]);
    expect(q.change).toBe(0);
    expect(q.over).toBe(0);
    expect(exchangeProblem(q, 1, 1)).toBeNull();
  });

  it('one cent past the credit is refused, and says by how much', () => {
    const q = quoteExchange([2000], [1901]);
    expect(q.change).toBe(-1);
    expect(q.over).toBe(1);
    expect(exchangeProblem(q, 1, 1)).toBe('value_exceeded');
  });

  it('names empty and overfull sides before the value', () => {
    const q = quoteExchange([], [100]);
    expect(exchangeProblem(q, 0, 1)).toBe('nothing_given');
    expect(exchangeProblem(quoteExchange([100], []), 1, 0)).toBe('nothing_received');
    const many = Array(EXCHANGE_MAX_ITEMS + 1).fill(100) as number[];
    expect(exchangeProblem(quoteExchange(many, [1]), many.length, 1)).toBe('too_many_given');
    expect(exchangeProblem(quoteExchange([100_000], many), 1, many.length)).toBe('too_many_received');
    const ten = Array(EXCHANGE_MAX_ITEMS).fill(100) as number[];
    expect(exchangeProblem(quoteExchange(ten, ten.slice(0, 9)), 10, 9)).toBeNull();
  });

  it('refuses prices that are not whole cents', () => {
    expect(() => quoteExchange([10.5], [1])).toThrow(RangeError);
    expect(() => quoteExchange([10], [-1])).toThrow(RangeError);
  });
});
