// The modal's pure parts: a reference-counted scroll lock and wrapping focus order.
import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from '../../../src/components/modal/focus-trap';
import { createScrollLock } from '../../../src/components/modal/scroll-lock';

describe('scroll lock', () => {
  it('locks once for nested holders and restores the original style when the last releases', () => {
    const target = { style: { overflow: 'auto', paddingRight: '3px' } };
    const lock = createScrollLock(target);
    const outer = lock.acquire(15);
    expect(target.style).toEqual({ overflow: 'hidden', paddingRight: '15px' });
    const inner = lock.acquire(0);
    expect(lock.holders()).toBe(2);
    inner();
    inner();
    expect(target.style.overflow).toBe('hidden');
    outer();
    expect(target.style).toEqual({ overflow: 'auto', paddingRight: '3px' });
    expect(lock.holders()).toBe(0);
  });
});

describe('focus order', () => {
  it('wraps at both ends and enters from outside', () => {
    expect(nextFocusIndex(2, 3, false)).toBe(0);
    expect(nextFocusIndex(0, 3, true)).toBe(2);
    expect(nextFocusIndex(1, 3, false)).toBe(2);
    expect(nextFocusIndex(-1, 3, false)).toBe(0);
    expect(nextFocusIndex(-1, 3, true)).toBe(2);
    expect(nextFocusIndex(0, 0, false)).toBe(-1);
  });
});
