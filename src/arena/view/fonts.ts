/** The arena's BitmapFont for money and counters: installed once, so count-ups never create text textures per frame. */
import { BitmapFont } from 'pixi.js';
import { FONT_FAMILY } from './palette';

/** Name of the installed numeric font. */
export const DIGITS_FONT = 'ArenaDigits';
const BASE_CHARS = '0123456789 .,:+-/%$€£¥₽₴₩₹¢R$zł×#()';
let installedKey = '';

/** Installs (or re-installs for new chars/resolution) the white numeric font; tint it per use. */
export function installDigitsFont(resolution: number, extraChars = ''): void {
  const chars = [...new Set(BASE_CHARS + extraChars)].join('');
  const key = `${resolution}:${chars}`;
  if (key === installedKey) return;
  if (installedKey) BitmapFont.uninstall(DIGITS_FONT);
  BitmapFont.install({
    name: DIGITS_FONT,
    style: { fontFamily: FONT_FAMILY, fontSize: 32, fontWeight: '800', fill: 0xffffff },
    chars: [chars],
    resolution,
    padding: 4,
  });
  installedKey = key;
}
