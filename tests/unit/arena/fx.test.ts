import { gsap } from 'gsap';
import { describe, expect, it } from 'vitest';
import { FxRunner } from '../../../src/arena/fx/fx-runner';
import { settled } from '../../../src/arena/fx/settle';

describe('settled', () => {
  it('resolves false when a tween is killed, so awaiting it never hangs', async () => {
    const tw = gsap.to({ v: 0 }, { v: 1, duration: 10, paused: true });
    const p = settled(tw);
    tw.kill();
    await expect(p).resolves.toBe(false);
  });

  it('resolves true on completion and keeps the original onComplete', async () => {
    let called = 0;
    const tw = gsap.to({ v: 0 }, { v: 1, duration: 1, paused: true, onComplete: () => called++ });
    const p = settled(tw);
    tw.totalTime(1, false);
    await expect(p).resolves.toBe(true);
    expect(called).toBe(1);
    expect(settled(tw)).toBe(p);
  });
});

describe('FxRunner', () => {
  it('sets animation time from the engine clock, so a late start lands at the exact elapsed time', async () => {
    const fx = new FxRunner();
    const o = { v: 0 };
    const done = fx.play(gsap.to(o, { v: 100, duration: 2, ease: 'none' }), 1000);
    fx.update(1500);
    expect(o.v).toBeCloseTo(25, 5);
    fx.update(2000);
    expect(o.v).toBeCloseTo(50, 5);
    expect(fx.busy).toBe(true);
    fx.update(9999);
    expect(o.v).toBe(100);
    expect(fx.busy).toBe(false);
    await expect(done).resolves.toBe(true);
  });

  it('killAll settles pending promises false', async () => {
    const fx = new FxRunner();
    const done = fx.play(gsap.to({ v: 0 }, { v: 1, duration: 5 }), 0);
    fx.killAll();
    await expect(done).resolves.toBe(false);
  });
});
