/**
 * Item and case pictures by catalog id: an item's real image from the image cache when an upstream is configured
 * and has it, otherwise generated art (rendered once per process, then kept in memory).
 */
import { caseThemes, upstreamImagePath } from '../../db/seed/catalog';
import type { Q } from '../ledger/ledger';
import { playerCaseTheme } from '../player-cases/theme';
import type { ImageCache } from './image-cache';
import { renderCaseSvg, renderItemSvg, type ItemArt } from './render';

/** A picture to answer with; `final` says it may be cached forever (false: generated art standing in for a real image). */
export interface Picture {
  body: string | Buffer;
  type: string;
  final: boolean;
}

const SVG = 'image/svg+xml; charset=utf-8';

/** Looks pictures up; one per app. */
export class ArtService {
  private readonly rendered = new Map<string, string>();
  private readonly themes = caseThemes();

  constructor(
    private readonly q: Q,
    private readonly cache: ImageCache,
  ) {}

  /** The picture of an item, or null when the id is not in the catalog. */
  async item(id: string): Promise<Picture | null> {
    const i = await this.q.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst();
    if (!i) return null;
    const upstream = upstreamImagePath(i.weapon, i.finish);
    if (upstream && this.cache.enabled) {
      const real = await this.cache.get(id, upstream);
      if (real) return { body: real.body, type: real.type, final: true };
    }
    const svg = this.memo(`item:${id}`, () => renderItemSvg(toArt(i)));
    // With an upstream that has this image, generated art only stands in until the download is stored.
    return { body: svg, type: SVG, final: !(upstream && this.cache.enabled) };
  }

  /** The generated picture of a case, or null when the id is not a case. */
  async case(id: string): Promise<Picture | null> {
    const key = `case:${id}`;
    let svg = this.rendered.get(key);
    if (!svg) {
      const c = await this.q
        .selectFrom('cases')
        .select(['id', 'title'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!c) return null;
      // A player case keeps the colour it was created with (its rarest item's); a staff case its chosen one.
      const theme =
        this.themes.get(c.id) ??
        (await playerCaseTheme(this.q, c.id)) ??
        (await this.q.selectFrom('admin_cases').select('theme').where('id', '=', c.id).executeTakeFirst())
          ?.theme ??
        '#4b69ff';
      const best = await this.q
        .selectFrom('case_items')
        .innerJoin('items', 'items.id', 'case_items.item_id')
        .selectAll('items')
        .where('case_items.case_id', '=', id)
        .orderBy('items.price', 'desc')
        .orderBy('items.id')
        .limit(12)
        .execute();
      // Three different skins (a StatTrak™ twin or another exterior would draw the same picture twice).
      const seen = new Set<string>();
      const items = best.filter((i) => !seen.has(i.weapon + i.finish) && seen.add(i.weapon + i.finish));
      svg = this.memo(key, () => renderCaseSvg({ ...c, theme, items: items.slice(0, 3).map(toArt) }));
    }
    return { body: svg, type: SVG, final: true };
  }

  private memo(key: string, render: () => string): string {
    let svg = this.rendered.get(key);
    if (!svg) {
      svg = render();
      this.rendered.set(key, svg);
    }
    return svg;
  }
}

/** An item row as the renderer takes it. */
function toArt(i: {
  id: string;
  weapon: string;
  finish: string;
  exterior: string;
  rarity: number | string;
  stattrak: number | string;
}): ItemArt {
  return {
    id: i.id,
    weapon: i.weapon,
    finish: i.finish,
    exterior: i.exterior,
    rarity: Number(i.rarity),
    stattrak: Boolean(Number(i.stattrak)),
  };
}
