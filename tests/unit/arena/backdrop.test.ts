import { describe, expect, it } from 'vitest';
import {
  backdropCss,
  isKeyedBackground,
  resolveBackground,
  THEME_BACKDROP_CSS,
} from '../../../src/arena/core/backdrop';

describe('arena backdrop', () => {
  it('defaults to the theme glow', () => {
    for (const bg of [undefined, null, '', '  ', 'theme'])
      expect([resolveBackground(bg), backdropCss(bg), isKeyedBackground(bg)]).toEqual([
        'theme',
        THEME_BACKDROP_CSS,
        false,
      ]);
  });

  it('paints nothing for transparent', () => {
    expect([
      backdropCss('transparent'),
      backdropCss('Transparent'),
      isKeyedBackground('transparent'),
    ]).toEqual(['transparent', 'transparent', true]);
  });

  it.each(['#00b140', '#0f0', '#00ff00cc', 'rgb(0, 177, 64)', 'hsl(120 100% 50%)', 'lime'])(
    'uses the colour %s as a solid key',
    (c) => {
      expect(backdropCss(c)).toBe(c);
      expect(isKeyedBackground(c)).toBe(true);
    },
  );

  it.each([
    'url(https://x/y.png)',
    'red; color: blue',
    '#12345',
    'linear-gradient(red, blue)',
    'rgb(0,0,0);x',
  ])('falls back to the theme for %s (colours only)', (c) => {
    expect(backdropCss(c)).toBe(THEME_BACKDROP_CSS);
    expect(isKeyedBackground(c)).toBe(false);
  });
});
