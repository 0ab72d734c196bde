// The renderer auto mode settles on is remembered per device for a week, so a later arena starts on it at once.
import { describe, expect, it } from 'vitest';
import {
  rememberedRenderer,
  rememberRenderer,
  RENDERER_KEY,
} from '../../../src/arena/engine/renderer-memory';
import { memoryStorage } from '../lib/memory-storage';

const DAY = 24 * 3600 * 1000;

describe('renderer memory', () => {
  it('remembers the renderer for a week, then asks again', () => {
    const st = memoryStorage();
    expect(rememberedRenderer(st, 0)).toBeNull();
    rememberRenderer(st, 'canvas', 1000);
    expect(rememberedRenderer(st, 1000 + 6 * DAY)).toBe('canvas');
    expect(rememberedRenderer(st, 1000 + 7 * DAY)).toBeNull();
    rememberRenderer(st, 'webgl', 2000);
    expect(rememberedRenderer(st, 2000)).toBe('webgl');
  });

  it('ignores unknown, malformed or unreadable entries and blocked storage', () => {
    const st = memoryStorage();
    st.setItem(RENDERER_KEY, '{"kind":"webgpu","at":1}');
    expect(rememberedRenderer(st, 2)).toBeNull();
    st.setItem(RENDERER_KEY, 'not json');
    expect(rememberedRenderer(st, 2)).toBeNull();
    expect(rememberedRenderer(null)).toBeNull();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(rememberedRenderer(blocked)).toBeNull();
    expect(() => rememberRenderer(blocked, 'canvas')).not.toThrow();
  });
});
