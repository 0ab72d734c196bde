/** Bakes every item's card (background, rarity glow, art, name, price) once into the atlas; cards are then plain sprites. */
import { Container, Graphics, Sprite, Text, Texture } from 'pixi.js';
import type { ItemView } from '../core/show';
import { CARD_ASPECT } from '../core/layout';
import type { RarityRank } from '../core/types';
import type { Atlas } from './atlas';
import { linearFill, radialGlow, rgba } from './gradients';
import { FONT_FAMILY, mix, PALETTE, rarityHex } from './palette';

/** Baked card size (sprites are scaled to the layout). */
export const CARD_W = 240;
export const CARD_H = Math.round(CARD_W / CARD_ASPECT);
/** How far the winner frame reaches outside its card (baked px). */
export const GLOW_MARGIN = 14;

function fitText(t: Text, maxW: number): void {
  if (t.width <= maxW) return;
  let s = t.text;
  while (s.length > 1 && t.width > maxW) {
    s = s.slice(0, -1);
    t.text = `${s.trimEnd()}…`;
  }
}

/** Splits 'AK-47 | Redline' into weapon and skin. */
function splitName(name: string): [string, string] {
  const i = name.indexOf('|');
  return i < 0 ? ['', name.trim()] : [name.slice(0, i).trim(), name.slice(i + 1).trim()];
}

/**
 * Draws the card face for an item; `art` is its picture (the server's /api/v1/art answer: the real image or the
 * generated art React shows too), or null when it could not be loaded (the card then shows name and price only).
 */
export function drawCard(item: ItemView, price: string, art: Texture | null, resolution: number): Container {
  const c = new Container();
  const col = rarityHex(item.rarity);
  const bg = linearFill(rgba(mix(PALETTE.panelHigh, col, 0.08), 1), rgba(PALETTE.panel, 1), 'down');
  const g = new Graphics().roundRect(0, 0, CARD_W, CARD_H, 12).fill(bg);
  const glow = radialGlow(col, 0.55);
  g.ellipse(CARD_W / 2, CARD_H * 0.36, CARD_W * 0.46, CARD_H * 0.36).fill(glow);
  const foot = linearFill(rgba(col, 0), rgba(col, 0.28), 'down');
  g.rect(0, CARD_H - 40, CARD_W, 36).fill(foot);
  g.roundRect(0, CARD_H - 5, CARD_W, 5, 2).fill(col);
  g.roundRect(0.5, 0.5, CARD_W - 1, CARD_H - 1, 12).stroke({ width: 1, color: col, alpha: 0.35 });
  c.addChild(g);

  const artBox = { x: CARD_W * 0.14, y: 8, w: CARD_W * 0.72, h: CARD_H * 0.52 };
  if (art) {
    const s = new Sprite(art);
    const k = Math.min(artBox.w / art.width, artBox.h / art.height);
    s.scale.set(k);
    s.position.set(artBox.x + (artBox.w - art.width * k) / 2, artBox.y + (artBox.h - art.height * k) / 2);
    c.addChild(s);
  }
  const [weapon, skin] = splitName(item.name);
  const k = CARD_W / 200;
  const base = { fontFamily: FONT_FAMILY, fontWeight: '600' as const };
  const w = new Text({
    text: weapon || ' ',
    style: { ...base, fontSize: 12 * k, fill: PALETTE.muted },
    resolution,
  });
  const n = new Text({
    text: skin,
    style: { ...base, fontSize: 15 * k, fontWeight: '700', fill: PALETTE.text },
    resolution,
  });
  const p = new Text({
    text: price,
    style: { ...base, fontSize: 15 * k, fontWeight: '800', fill: mix(col, 0xffffff, 0.55) },
    resolution,
  });
  w.position.set(12 * k, CARD_H * 0.6);
  n.position.set(12 * k, CARD_H * 0.6 + 15 * k);
  p.position.set(12 * k, CARD_H * 0.6 + 35 * k);
  fitText(w, CARD_W - 24 * k);
  fitText(n, CARD_W - 24 * k);
  c.addChild(w, n, p);
  return c;
}

/** Bakes the winner frame for a rarity: a bright border with an outer glow, slightly larger than a card. */
export function bakeGlowFrame(atlas: Atlas, rarity: RarityRank): Texture {
  const col = rarityHex(rarity);
  const m = GLOW_MARGIN;
  const g = new Graphics();
  for (let i = m; i > 0; i -= 2)
    g.roundRect(m - i, m - i, CARD_W + 2 * i, CARD_H + 2 * i, 12 + i).stroke({
      width: 2,
      color: col,
      alpha: 0.05 + (0.03 * (m - i)) / 2,
    });
  g.roundRect(m, m, CARD_W, CARD_H, 12).stroke({ width: 3, color: mix(col, 0xffffff, 0.35), alpha: 1 });
  const t = atlas.bake(g, CARD_W + 2 * m, CARD_H + 2 * m);
  g.destroy();
  return t;
}

/** Bakes a fade from the background colour to transparent, along x (0 -> 1 becomes opaque -> clear). */
export function bakeFade(atlas: Atlas, color: number): Texture {
  const grad = linearFill(rgba(color, 1), rgba(color, 0), 'across');
  const g = new Graphics().rect(0, 0, 64, 8).fill(grad);
  const t = atlas.bake(g, 64, 8);
  g.destroy();
  return t;
}

/**
 * A texture of one solid colour, its own small canvas (clamped at its edges, so it scales to any size without the
 * soft borders an atlas region would get). Drawn as is: a tinted white texture would make the Canvas 2D renderer
 * look a tinted copy up (and allocate) on every draw.
 */
export function solidTexture(color: number): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.fillStyle = rgba(color, 1);
    ctx.fillRect(0, 0, 4, 4);
  }
  return Texture.from(canvas);
}
