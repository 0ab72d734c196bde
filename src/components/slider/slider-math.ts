/** Pure arithmetic of the slider: clamping, stepping, pointer and keyboard mapping. */

/** Slider defaults (SPEC section 9). */
export const SLIDER_DEFAULTS = { min: 0, max: 100, step: 1, animationMs: 300 } as const;

/** Range of a slider. */
export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

/** Clamps into [min, max] and snaps to the nearest step counted from min. */
export function snap(value: number, { min, max, step }: SliderRange): number {
  if (!Number.isFinite(value)) return min;
  const clamped = Math.min(max, Math.max(min, value));
  if (step <= 0) return clamped;
  const stepped = min + Math.round((clamped - min) / step) * step;
  // Floating steps (0.1) leave tails like 0.30000000000000004; keep the step's precision.
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Math.min(max, Number(stepped.toFixed(decimals)));
}

/** Where a value sits along the track, 0..1. */
export function ratioOf(value: number, { min, max }: SliderRange): number {
  return max === min ? 0 : (Math.min(max, Math.max(min, value)) - min) / (max - min);
}

/** The value under a pointer at clientX over a track spanning [left, left + width]. */
export function valueAtPointer(clientX: number, left: number, width: number, range: SliderRange): number {
  const ratio = width <= 0 ? 0 : (clientX - left) / width;
  return snap(range.min + ratio * (range.max - range.min), range);
}

/** The value after a key press, or null when the key is not a slider key. */
export function valueAfterKey(key: string, value: number, range: SliderRange): number | null {
  const big = Math.max(range.step, (range.max - range.min) / 10);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return snap(value + range.step, range);
    case 'ArrowLeft':
    case 'ArrowDown':
      return snap(value - range.step, range);
    case 'PageUp':
      return snap(value + big, range);
    case 'PageDown':
      return snap(value - big, range);
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}
