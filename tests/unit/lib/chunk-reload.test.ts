// A failed chunk reloads once per path within 10 s, and saves the scroll position first.
import { describe, expect, it, vi } from 'vitest';
import {
  RELOAD_GUARD_MS,
  isChunkLoadError,
  mayReload,
  reloadOnce,
  type ReloadEnv,
} from '../../../src/lib/chunk-reload';
import { setLogSink } from '../../../src/lib/logger';

function env(now: number, store: Map<string, string>, path = '/battles') {
  return {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    path,
    now,
    scrollY: 420,
    reload: vi.fn<() => void>(),
  } satisfies ReloadEnv;
}

describe('mayReload', () => {
  it('allows a first reload, and again only after the guard', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload(null, 5)).toBe(true);
    expect(mayReload(1_000, 10_999)).toBe(false);
    expect(mayReload(1_000, 11_000)).toBe(true);
    expect(mayReload(50_000, 1_000)).toBe(true); // a clock that went back does not lock reloads forever
  });
});

describe('isChunkLoadError', () => {
  it('recognises the browsers’ dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Page not found: /x'))).toBe(false);
  });
});

describe('reloadOnce', () => {
  it('reloads once per path within the guard and keeps the scroll position', () => {
    setLogSink(() => {});
    const store = new Map<string, string>();
    const first = env(100_000, store);
    expect(reloadOnce(first)).toBe(true);
    expect(first.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.get('ca.reload-scroll') ?? '{}')).toEqual({ path: '/battles', y: 420 });

    const again = env(105_000, store);
    expect(reloadOnce(again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();

    const otherPath = env(105_000, store, '/faq');
    expect(reloadOnce(otherPath)).toBe(true);

    const later = env(110_000, store);
    expect(reloadOnce(later)).toBe(true);
    setLogSink();
  });
});
