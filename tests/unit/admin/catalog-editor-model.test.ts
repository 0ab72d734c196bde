// The case editor's live arithmetic: the first problem as the publish route would answer it, and the price by
// the one formula (ceil(EV / 0.9)) once the rows tile.
import { describe, expect, it } from 'vitest';
import {
  addItem,
  bodyRows,
  packInOrder,
  spreadEvenly,
  summarise,
  type EditorRow,
} from '../../../src/admin/catalog/editor-model';
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
const row = (id: string, price: number, min: string, max: string): EditorRow => ({
  itemID: id,
  item: item(id, price),
  min,
  max,
});

describe('case editor model', () => {
  it('prices tiling rows at ceil(EV / 0.9)', () => {
    // EV = (10000 * 1000 + 100 * 99000) / 100000 = 199 cents; 199 / 0.9 = 221.1 -> 222.
    const s = summarise([row('a', 10000, '1', '1000'), row('b', 100, '1001', '100000')]);
    expect(s).toMatchObject({ problem: '', price: 222, ev: 199, covered: 100000 });
  });

  it('names the first problem and gives no price', () => {
    expect(summarise([row('a', 1, '1', '100000')]).problem).toBe('too_few_items');
    const gap = summarise([row('a', 1, '1', '10'), row('b', 1, '12', '100000')]);
    expect(gap).toMatchObject({ problem: 'odds_gap', at: 11, price: null });
    expect(summarise([row('a', 1, '1', '10'), row('b', 1, '10', '100000')]).problem).toBe('odds_overlap');
    expect(summarise([row('a', 1, '1', '10.5'), row('b', 1, '11', '100000')]).problem).toBe(
      'odds_not_integer',
    );
    expect(summarise([row('a', 1, '1', ''), row('b', 1, '11', '100000')]).problem).toBe('odds_not_integer');
  });

  it('gives an added item the first gap, spreads evenly and packs in order', () => {
    let rows = addItem([], item('a', 5));
    expect(rows[0]).toMatchObject({ min: '1', max: '100000' });
    rows = addItem(rows, item('b', 5));
    expect(rows[1]).toMatchObject({ min: '', max: '' });
    rows = spreadEvenly([...rows, row('c', 5, '', '')]);
    expect(rows.map((r) => [r.min, r.max])).toEqual([
      ['1', '33334'],
      ['33335', '66667'],
      ['66668', '100000'],
    ]);
    const packed = packInOrder([row('a', 1, '50', '59'), row('b', 1, '1', '99990')]);
    expect(packed.map((r) => [r.min, r.max])).toEqual([
      ['1', '10'],
      ['11', '100000'],
    ]);
    expect(bodyRows([row('a', 1, 'x', '2')])).toBeNull();
  });
});
