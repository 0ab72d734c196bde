/** The arena's BitmapFont for money and counters: installed once, so count-ups never create text textures per frame. */
import { BitmapFont, type BitmapText } from 'pixi.js';
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

/**
 * Sets a BitmapText's text so that every renderer shows it. Pixi 8.22's Canvas 2D renderer re-lays a BitmapText out
 * only when its render group rebuilds (its graphics pipe never asks for a rebuild), so a changed text would stay
 * stale on screen; a visibility flip requests that rebuild. Harmless on WebGL.
 */
export function setBitmapText(t: BitmapText, text: string): void {
  t.text = text;
  t.visible = false;
  t.visible = true;
}
