/**
 * Intent prefetch: a link calls prefetchPath(to) when it is hovered, focused or touched, and the app (which knows
 * the screens; src/app/route-prefetch.ts) loads what that path will need. Each path is asked for once.
 */
type Prefetcher = (path: string) => void;

let prefetcher: Prefetcher | null = null;
const asked = new Set<string>();

/** Called once by the app with what loads a path's code. */
export function setPrefetcher(fn: Prefetcher): void {
  prefetcher = fn;
}

/** Starts loading what `path` needs (its screen's chunk, the arena); a no-op the second time. */
export function prefetchPath(path: string): void {
  if (!prefetcher || asked.has(path)) return;
  asked.add(path);
  prefetcher(path);
}

/** Runs `fn` once the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(fn: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 1);
  return () => clearTimeout(id);
}

const INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'scroll', 'keydown'] as const;

/**
 * Runs `fn` once the visitor first moves, touches, scrolls or types, and the browser is then idle; returns a cancel
 * function. Heavy prefetches wait for this rather than for idle alone, so they never compete with the page's own load.
 */
export function afterFirstInput(fn: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    stop();
    cancelIdle = whenIdle(fn);
  };
  const stop = () => INPUT_EVENTS.forEach((e) => window.removeEventListener(e, start, { capture: true }));
  INPUT_EVENTS.forEach((e) => window.addEventListener(e, start, { capture: true, passive: true }));
  return () => {
    stop();
    cancelIdle?.();
  };
}
