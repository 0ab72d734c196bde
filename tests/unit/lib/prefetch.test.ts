// Intent prefetch: a path is handed to the app's prefetcher once; the arena's prefetch waits for a first input.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function load() {
  return import('../../../src/lib/prefetch');
}

describe('prefetchPath', () => {
  it('asks the prefetcher once per path, and nothing before one is set', async () => {
    const { prefetchPath, setPrefetcher } = await load();
    prefetchPath('/battles');
    const seen = vi.fn();
    setPrefetcher(seen);
    prefetchPath('/battles/view/a');
    prefetchPath('/battles/view/a');
    prefetchPath('/battles');
    expect(seen.mock.calls).toEqual([['/battles/view/a'], ['/battles']]);
  });
});

describe('afterFirstInput', () => {
  it('runs once, after the first input and the next idle moment; cancel stops it', async () => {
    const target = new EventTarget();
    const idle: (() => void)[] = [];
    vi.stubGlobal('window', target);
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { afterFirstInput } = await load();
    const fn = vi.fn();
    afterFirstInput(fn);
    expect(idle).toHaveLength(0);
    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('scroll'));
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(fn).toHaveBeenCalledTimes(1);

    const never = vi.fn();
    const cancel = afterFirstInput(never);
    cancel();
    target.dispatchEvent(new Event('keydown'));
    expect(idle).toHaveLength(1);
  });
});
