import { describe, expect, it } from 'vitest';
import { TickLoop } from '../../../server/kernel/tick-loop';

/** A clock whose timers run when the test says. */
function fakeClock() {
  const timers: (() => void)[] = [];
  return {
    timers,
    clock: {
      now: () => 0,
      setTimeout: (fn: () => void) => (timers.push(fn), timers.length - 1),
      clearTimeout: (h: unknown) => void (timers[h as number] = () => undefined),
    },
  };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('TickLoop', () => {
  it('ticks one at a time, goes on after a failed tick, and stop waits for the tick in flight', async () => {
    const { timers, clock } = fakeClock();
    const errors: unknown[] = [];
    let ticks = 0;
    let release: () => void = () => undefined;
    const loop = new TickLoop({
      clock,
      everyMs: 10,
      tick: async () => {
        ticks += 1;
        if (ticks === 1) throw new Error('boom');
        if (ticks === 2) await new Promise<void>((r) => (release = r));
      },
      onError: (err) => errors.push(err),
    });
    loop.start();
    loop.start();
    expect(timers).toHaveLength(1);
    timers[0]();
    await settle();
    expect(errors).toHaveLength(1);
    expect(timers).toHaveLength(2);
    timers[1]();
    await settle();
    // The second tick is still running: no third timer yet, and stop waits for it.
    expect(timers).toHaveLength(2);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(ticks).toBe(2);
    expect(timers).toHaveLength(2);
  });
});
