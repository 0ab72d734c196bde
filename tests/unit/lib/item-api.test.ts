// The item search's request: only the filters the player set go to the server, numbers as digits.
import { describe, expect, it } from 'vitest';
import { itemListQuery } from '../../../src/api/item';

describe('itemListQuery', () => {
  it('leaves out filters that are not set', () => {
    expect(itemListQuery({})).toBe('');
    expect(itemListQuery({ q: '', weapon: undefined, sort: 'price_asc' })).toBe('sort=price_asc');
  });

  it('writes every set filter once, numbers as digits', () => {
    const p = new URLSearchParams(
      itemListQuery({ q: 'asiimov', weapon: 'AWP', rarity: 2, minPrice: 1000, maxPrice: 0, cursor: 'x' }),
    );
    expect(Object.fromEntries(p)).toEqual({
      q: 'asiimov',
      weapon: 'AWP',
      rarity: '2',
      minPrice: '1000',
      maxPrice: '0',
      cursor: 'x',
    });
  });
});
