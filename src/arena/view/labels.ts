/** Static text textures: made once per string (names, translated labels), never per frame. */
import { Text, type TextStyleOptions } from 'pixi.js';
import { FONT_FAMILY, PALETTE } from './palette';

/** A static text in the arena's font. */
export function label(text: string, size: number, opts: TextStyleOptions = {}, resolution = 2): Text {
  return new Text({
    text,
    style: { fontFamily: FONT_FAMILY, fontSize: size, fontWeight: '700', fill: PALETTE.text, ...opts },
    resolution,
  });
}

/** Shortens a text (with an ellipsis) until it fits maxW. */
export function fit(t: Text, maxW: number): Text {
  let s = t.text;
  while (s.length > 1 && t.width > maxW) {
    s = s.slice(0, -1);
    t.text = `${s.trimEnd()}…`;
  }
  return t;
}

/** Replaces {key} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
