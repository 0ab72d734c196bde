import { describe, expect, it } from 'vitest';
import { createBuckets } from '../../../server/plugins/rate-limit';

describe('token buckets', () => {
  it('allows max requests at once, then refills continuously', () => {
    const b = createBuckets(3, 3000);
    expect([b.take('a', 0), b.take('a', 0), b.take('a', 0)]).toEqual([0, 0, 0]);
    expect(b.take('a', 0)).toBe(1000);
    expect(b.take('b', 0)).toBe(0);
    expect(b.take('a', 999)).toBeGreaterThan(0);
    // One token per second: two more by t=2000, not three.
    expect([b.take('a', 2000), b.take('a', 2000)]).toEqual([0, 0]);
    expect(b.take('a', 2000)).toBeGreaterThan(0);
  });

  it('never holds more than max tokens after a long pause', () => {
    const b = createBuckets(2, 1000);
    b.take('a', 0);
    const waits = [b.take('a', 1e9), b.take('a', 1e9), b.take('a', 1e9)];
    expect(waits.map((w) => w > 0)).toEqual([false, false, true]);
  });

  it('forgets refilled buckets and stays bounded under a flood of keys', () => {
    const b = createBuckets(5, 1000);
    for (let i = 0; i < 120_000; i++) b.take(`k${i}`, i < 60_000 ? 0 : 10_000);
    expect(b.size()).toBeLessThanOrEqual(100_000);
  });
});
