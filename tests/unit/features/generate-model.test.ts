import { describe, expect, it } from 'vitest';
import { casePrice } from '../../../src/domain/odds';
import { draftState, parsePercent, percentText } from '../../../src/features/cases/generate-model';
import type { CatalogItem } from '../../../src/protocol/catalog';

const item = (id: string, price: number): CatalogItem => ({
  id,
  name: id,
  weapon: 'AK-47',
  finish: id,
  rarity: 5,
  price,
  image: '',
  base: 'AK-47',
  pattern: id,
  exterior: 'Field-Tested',
  stattrak: false,
});

describe('the case generator', () => {
  it.each([
    ['50', 50000],
    ['12.5', 12500],
    ['12,5', 12500],
    ['0.001', 1],
    ['100', 100000],
    [' 33.334 % ', 33334],
    ['0', null],
    ['100.001', null],
    ['1.0001', null],
    ['-5', null],
    ['abc', null],
    ['', null],
  ])('reads %j as %s tickets', (text, tickets) => {
    expect(parsePercent(text)).toBe(tickets);
  });

  it('writes tickets back as the percentage typed', () => {
    expect([33334, 50000, 1, 12500, 100000].map(percentText)).toEqual([
      '33.334',
      '50',
      '0.001',
      '12.5',
      '100',
    ]);
  });

  it('prices a valid draft with the server rule and names the first broken one otherwise', () => {
    const a = item('a', 100);
    const b = item('b', 5000);
    const ok = draftState([
      { item: a, text: '90' },
      { item: b, text: '10' },
    ]);
    expect(ok.problem).toBeNull();
    expect(ok.price).toBe(
      casePrice([
        { item: a, chance: 90000 },
        { item: b, chance: 10000 },
      ]),
    );
    expect(ok.ev).toBe(590);
    expect(draftState([{ item: a, text: '100' }]).problem).toBe('item_count');
    expect(
      draftState([
        { item: a, text: '90' },
        { item: b, text: 'x' },
      ]).problem,
    ).toBe('invalid_chance');
    const short = draftState([
      { item: a, text: '90' },
      { item: b, text: '9.5' },
    ]);
    expect([short.problem, short.sum, short.price]).toEqual(['chances_sum', 99500, null]);
  });
});
