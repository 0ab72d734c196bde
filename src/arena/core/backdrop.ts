/** The arena's backdrop (the canvas element's CSS background): the theme's glow, transparent, or a key colour. */

/** 'theme' (default): the dark gold glow; 'transparent': nothing behind the cards; otherwise a CSS colour. */
export type ArenaBackground = 'theme' | 'transparent' | (string & {});

/** The theme backdrop: a faint gold glow on the theme's near-black. */
export const THEME_BACKDROP_CSS =
  'radial-gradient(ellipse 75% 75% at 50% 50%, rgba(245,185,66,0.07), rgba(245,185,66,0) 100%), #07090f';

// A plain colour only (hex, rgb()/hsl() functions, or a named colour): never url(), gradients or other syntax.
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FN = /^(?:rgb|rgba|hsl|hsla)\(\s*[0-9.%,\s/+-]+\)$/i;
const NAMED = /^[a-z]{3,30}$/i;

/** The normalised background: 'theme', 'transparent' or a validated CSS colour (anything else is 'theme'). */
export function resolveBackground(bg: ArenaBackground | null | undefined): ArenaBackground {
  const s = (bg ?? '').trim();
  if (!s || s === 'theme') return 'theme';
  if (s.toLowerCase() === 'transparent') return 'transparent';
  return HEX.test(s) || FN.test(s) || NAMED.test(s) ? s : 'theme';
}

/** The CSS background of the canvas element for a background option. */
export function backdropCss(bg: ArenaBackground | null | undefined): string {
  const r = resolveBackground(bg);
  return r === 'theme' ? THEME_BACKDROP_CSS : r;
}

/** True for a chroma-key background: the arena paints nothing translucent over it (no full-screen dim). */
export function isKeyedBackground(bg: ArenaBackground | null | undefined): boolean {
  return resolveBackground(bg) !== 'theme';
}
