// Slider arithmetic: defaults, snapping, pointer position and keys.
import { describe, expect, it } from 'vitest';
import {
  SLIDER_DEFAULTS,
  ratioOf,
  snap,
  valueAfterKey,
  valueAtPointer,
} from '../../../src/components/slider/slider-math';

const range = { min: SLIDER_DEFAULTS.min, max: SLIDER_DEFAULTS.max, step: SLIDER_DEFAULTS.step };

describe('slider math', () => {
  it('defaults to 0..100 step 1 with a 300 ms animation', () => {
    expect(SLIDER_DEFAULTS).toEqual({ min: 0, max: 100, step: 1, animationMs: 300 });
  });

  it('clamps and snaps to the step', () => {
    expect(snap(-5, range)).toBe(0);
    expect(snap(140, range)).toBe(100);
    expect(snap(42.6, range)).toBe(43);
    expect(snap(0.30000000000000004, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
    expect(snap(7, { min: 2, max: 12, step: 5 })).toBe(7);
    expect(snap(Number.NaN, range)).toBe(0);
  });

  it('maps values to the track and pointer positions to values', () => {
    expect(ratioOf(25, range)).toBe(0.25);
    expect(valueAtPointer(150, 100, 200, range)).toBe(25);
    expect(valueAtPointer(50, 100, 200, range)).toBe(0);
    expect(valueAtPointer(999, 100, 200, range)).toBe(100);
  });

  it('moves by step with arrows, by a tenth with page keys, to the ends with Home/End', () => {
    expect(valueAfterKey('ArrowRight', 50, range)).toBe(51);
    expect(valueAfterKey('ArrowDown', 50, range)).toBe(49);
    expect(valueAfterKey('PageUp', 95, range)).toBe(100);
    expect(valueAfterKey('PageDown', 50, range)).toBe(40);
    expect(valueAfterKey('Home', 50, range)).toBe(0);
    expect(valueAfterKey('End', 50, range)).toBe(100);
    expect(valueAfterKey('a', 50, range)).toBeNull();
  });
});
