import { describe, expect, it } from 'vitest';
import { LocalWindows } from '../../../server/plugins/rate-limit-store';

describe('in-memory fixed windows (the fallback while Redis is away)', () => {
  it('counts hits in a window and starts a new one when it ends', () => {
    const w = new LocalWindows();
    expect([1, 2, 3].map(() => w.incr('a', 1000, 0).current)).toEqual([1, 2, 3]);
    expect(w.incr('a', 1000, 400)).toEqual({ current: 4, ttl: 600 });
    expect(w.incr('b', 1000, 400).current).toBe(1);
    expect(w.incr('a', 1000, 1000)).toEqual({ current: 1, ttl: 1000 });
  });

  it('stays bounded under a flood of distinct keys', () => {
    const w = new LocalWindows();
    for (let i = 0; i < 120_000; i++) w.incr(`k${i}`, 60_000, 0);
    expect(w.size).toBeLessThanOrEqual(50_000);
    // The newest keys are still counted.
    expect(w.incr('k119999', 60_000, 1).current).toBe(2);
  });
});
