/** The arena's BitmapFont for money and counters: installed once with every glyph money formats use. */
import { BitmapFont } from 'pixi.js';
import { FONT_FAMILY } from './palette';

/** Name of the installed numeric font. */
const DIGITS_FONT = 'ArenaDigits';
// Digits, separators, currency signs and Latin letters (currency codes such as 'zł', 'kr', 'R$').
const CHARS =
  '0123456789 .,:;+-/%()#×$€£¥₽₴₩₹¢\u00a0\u202fabcdefghijklmnopqrstuvwxyzłABCDEFGHIJKLMNOPQRSTUVWXYZ';
let installedAt = 0;
// The coloured copies installed at `installedAt`, by colour (0xffffff is DIGITS_FONT itself).
const coloured = new Map<number, string>();

function install(name: string, fill: number, resolution: number): void {
  BitmapFont.install({
    name,
    style: { fontFamily: FONT_FAMILY, fontSize: 32, fontWeight: '800', fill },
    chars: [CHARS],
    resolution,
    padding: 4,
    // DigitText places glyphs by advance only; kerning would measure every pair of the ~100 glyphs (20,000
    // measureText calls, about 200 ms of the first arena frame).
    skipKerning: true,
  });
}

/** Installs the white font once per resolution; glyph textures are created here, never per frame. */
export function installDigitsFont(resolution: number): void {
  if (installedAt === resolution) return;
  if (installedAt) {
    BitmapFont.uninstall(DIGITS_FONT);
    for (const name of coloured.values()) BitmapFont.uninstall(name);
    coloured.clear();
  }
  install(DIGITS_FONT, 0xffffff, resolution);
  coloured.set(0xffffff, DIGITS_FONT);
  installedAt = resolution;
}

/**
 * The name of the digits font in `color`, installed on first use at the current resolution. Glyphs are drawn in their
 * colour rather than tinted: the Canvas 2D renderer looks a tinted copy up (and allocates) for every tinted draw.
 */
export function digitsFont(color: number): string {
  const known = coloured.get(color);
  if (known) return known;
  const name = `${DIGITS_FONT}-${color.toString(16)}`;
  install(name, color, installedAt || 1);
  coloured.set(color, name);
  return name;
}
