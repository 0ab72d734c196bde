/** The arena's BitmapFont for money and counters: installed once with every glyph money formats use. */
import { BitmapFont } from 'pixi.js';
import { FONT_FAMILY } from './palette';

/** Name of the installed numeric font. */
export const DIGITS_FONT = 'ArenaDigits';
// Digits, separators, currency signs and Latin letters (currency codes such as 'zł', 'kr', 'R$').
const CHARS =
  '0123456789 .,:;+-/%()#×$€£¥₽₴₩₹¢\u00a0\u202fabcdefghijklmnopqrstuvwxyzłABCDEFGHIJKLMNOPQRSTUVWXYZ';
let installedAt = 0;

/** Installs the white font once per resolution (tint it per use); glyph textures are created here, never per frame. */
export function installDigitsFont(resolution: number): void {
  if (installedAt === resolution) return;
  if (installedAt) BitmapFont.uninstall(DIGITS_FONT);
  BitmapFont.install({
    name: DIGITS_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 32, fontWeight: '800', fill: 0xffffff },
    chars: [CHARS],
    resolution,
    padding: 4,
    // DigitText places glyphs by advance only; kerning would measure every pair of the ~100 glyphs (20,000
    // measureText calls, about 200 ms of the first arena frame).
    skipKerning: true,
  });
  installedAt = resolution;
}
