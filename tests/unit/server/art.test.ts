// Generated item and case art (server/services/art): every catalog item has its model, a real image path for the
// image cache, and a picture free of broken numbers; a finish's look depends on its name alone.
import { describe, expect, it } from 'vitest';
import { catalogCases, catalogItems, upstreamImagePath } from '../../../server/db/seed/catalog';
import { finishLook } from '../../../server/services/art/finishes';
import { renderCaseSvg, renderItemSvg } from '../../../server/services/art/render';
import { modelOf } from '../../../server/services/art/silhouettes';

const items = catalogItems();
const art = (i: (typeof items)[number]) => ({
  id: i.id,
  weapon: i.weapon,
  finish: i.finish,
  exterior: i.exterior,
  rarity: i.rarity,
  stattrak: Boolean(i.stattrak),
});

describe('item art', () => {
  it('draws each weapon with its own model', () => {
    expect(
      [
        'AWP',
        'AK-47',
        'M4A1-S',
        'M4A4',
        'Karambit',
        'Butterfly Knife',
        'Sport Gloves',
        'Glock-18',
        'USP-S',
      ].map(modelOf),
    ).toEqual(['awp', 'ak47', 'm4a1s', 'm4a4', 'karambit', 'butterfly', 'gloves', 'pistol', 'usps']);
  });

  it("knows every catalog skin's image path in Valve's item data", () => {
    const without = items.filter((i) => !upstreamImagePath(i.weapon, i.finish)).map((i) => i.id);
    expect(without).toEqual([]);
    for (const i of items)
      expect(upstreamImagePath(i.weapon, i.finish)).toMatch(/^\/images\/[0-9a-f]{64}\.webp$/);
  });

  it('renders every item and case without broken numbers, the same each time', () => {
    for (const i of items) {
      const svg = renderItemSvg(art(i));
      expect(svg, i.id).not.toMatch(/NaN|undefined|Infinity/);
      expect(renderItemSvg(art(i))).toBe(svg);
    }
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const c of catalogCases(items)) {
      const best = c.odds.slice(0, 3).map((r) => art(byId.get(r.item.id)!));
      const svg = renderCaseSvg({ id: c.row.id, title: c.row.title, theme: c.theme, items: best });
      expect(svg, c.row.id).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it("derives a finish's look from its name: the same name the same look, famous finishes their own pattern", () => {
    expect(finishLook('Some New Finish', 4)).toEqual(finishLook('Some New Finish', 4));
    expect(finishLook('Crimson Web', 1).kind).toBe('web');
    expect(finishLook('Tiger Tooth', 1).kind).toBe('stripes');
    expect(finishLook('Redline', 3).base).not.toEqual(finishLook('Asiimov', 2).base);
  });
});
