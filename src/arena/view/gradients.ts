/** Shared gradient fills for the arena's display objects. */
import { FillGradient } from 'pixi.js';

/** A 0xRRGGBB colour with an alpha as a CSS rgba() string. */
export function rgba(color: number, a: number): string {
  return `rgba(${(color >> 16) & 255},${(color >> 8) & 255},${color & 255},${a})`;
}

/** A radial glow in the shape's own space: `color` at `alpha` in the centre, fading to nothing at the edge. */
export function radialGlow(color: number, alpha: number): FillGradient {
  return new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: rgba(color, alpha) },
      { offset: 1, color: rgba(color, 0) },
    ],
    textureSpace: 'local',
  });
}

/** A linear fill in the shape's own space from `from` to `to` (CSS colours), top to bottom or left to right. */
export function linearFill(from: string, to: string, direction: 'down' | 'across'): FillGradient {
  return new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: direction === 'down' ? { x: 0, y: 1 } : { x: 1, y: 0 },
    colorStops: [
      { offset: 0, color: from },
      { offset: 1, color: to },
    ],
    textureSpace: 'local',
  });
}
