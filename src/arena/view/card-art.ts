/** Placeholder item art drawn with Graphics when no image exists: a stylised weapon in the item's colours. */
import { Graphics } from 'pixi.js';
import { seededRandom } from '../core/random';
import { mix } from './palette';

type Kind = 'knife' | 'pistol' | 'rifle' | 'smg' | 'gloves';

function kindOf(name: string): Kind {
  const n = name.toLowerCase();
  if (/knife|karambit|bayonet|butterfly|daggers|★/.test(n)) return 'knife';
  if (/glove|wraps/.test(n)) return 'gloves';
  if (/glock|usp|p250|deagle|desert|five-seven|tec-9|p2000|cz75|dual|r8|revolver/.test(n)) return 'pistol';
  if (/mp9|mp7|mac-10|ump|p90|bizon|mp5/.test(n)) return 'smg';
  return 'rifle';
}

/** Draws art for an item into a w x h box; the same id always gives the same drawing. */
export function drawPlaceholderArt(id: string, name: string, color: number, w: number, h: number): Graphics {
  const rng = seededRandom(`art:${id}`);
  const g = new Graphics();
  const light = mix(color, 0xffffff, 0.35);
  const dark = mix(color, 0x000000, 0.55);
  const steel = mix(0x9aa6b8, color, 0.15);
  const cx = w / 2;
  const cy = h / 2;
  const kind = kindOf(name);
  const s = Math.min(w, h * 1.8) / 100;
  const tilt = -0.12 - rng.next() * 0.1;
  g.pivot.set(cx, cy);
  g.position.set(cx, cy);
  g.rotation = tilt;
  if (kind === 'knife') {
    g.poly([
      cx - 40 * s,
      cy + 4 * s,
      cx + 26 * s,
      cy - 10 * s,
      cx + 44 * s,
      cy - 4 * s,
      cx + 20 * s,
      cy + 6 * s,
      cx - 40 * s,
      cy + 10 * s,
    ]).fill(steel);
    g.poly([cx - 40 * s, cy + 4 * s, cx + 26 * s, cy - 10 * s, cx + 44 * s, cy - 4 * s]).fill({
      color: light,
      alpha: 0.7,
    });
    g.roundRect(cx - 62 * s, cy + 2 * s, 24 * s, 11 * s, 4 * s).fill(dark);
    g.rect(cx - 42 * s, cy + 1 * s, 4 * s, 14 * s).fill(color);
  } else if (kind === 'gloves') {
    g.roundRect(cx - 26 * s, cy - 20 * s, 44 * s, 40 * s, 12 * s).fill(color);
    for (let i = 0; i < 4; i++)
      g.roundRect(cx + 12 * s, cy - 19 * s + i * 10 * s, 22 * s, 8 * s, 4 * s).fill(light);
    g.roundRect(cx - 38 * s, cy - 14 * s, 14 * s, 28 * s, 4 * s).fill(dark);
  } else {
    const len = kind === 'pistol' ? 46 : kind === 'smg' ? 66 : 86;
    const x0 = cx - len * s * 0.5;
    g.roundRect(x0, cy - 9 * s, len * s, 13 * s, 3 * s).fill(color);
    g.rect(x0 + len * s * 0.55, cy - 12 * s, len * s * 0.5, 5 * s).fill(steel);
    g.rect(x0 + len * s * 0.98, cy - 6 * s, 10 * s, 3 * s).fill(steel);
    g.poly([
      x0 + len * s * 0.25,
      cy + 4 * s,
      x0 + len * s * 0.38,
      cy + 4 * s,
      x0 + len * s * 0.3,
      cy + 22 * s,
      x0 + len * s * 0.16,
      cy + 22 * s,
    ]).fill(dark);
    if (kind !== 'pistol') {
      g.poly([
        x0 + len * s * 0.48,
        cy + 4 * s,
        x0 + len * s * 0.58,
        cy + 4 * s,
        x0 + len * s * 0.62,
        cy + 20 * s,
        x0 + len * s * 0.5,
        cy + 21 * s,
      ]).fill(mix(color, 0x000000, 0.3));
      g.poly([x0, cy - 8 * s, x0 - 16 * s, cy - 2 * s, x0 - 18 * s, cy + 12 * s, x0, cy + 4 * s]).fill(dark);
    }
    if (kind === 'rifle' && rng.next() < 0.5)
      g.roundRect(x0 + len * s * 0.3, cy - 19 * s, len * s * 0.3, 7 * s, 3 * s).fill(dark);
    const stripes = 2 + rng.int(0, 3);
    for (let i = 0; i < stripes; i++) {
      const sx = x0 + rng.next() * len * s * 0.8;
      g.poly([sx, cy - 9 * s, sx + 6 * s, cy - 9 * s, sx + 2 * s, cy + 4 * s, sx - 4 * s, cy + 4 * s]).fill({
        color: light,
        alpha: 0.55,
      });
    }
  }
  return g;
}
