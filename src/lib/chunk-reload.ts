/** A script chunk that fails to load (usually after a deploy) reloads the page once, at most once per 10 s per path. */
import { createLogger } from './logger';

/** Minimum time between two chunk reloads of the same path (SPEC section 9, reload guard). */
export const RELOAD_GUARD_MS = 10_000;

const STAMP_PREFIX = 'ca.chunk-reload:';
const SCROLL_KEY = 'ca.reload-scroll';
const log = createLogger('chunk-reload');

/** True when no reload happened for this path within the guard window. */
export function mayReload(lastStamp: number | null, now: number, guardMs = RELOAD_GUARD_MS): boolean {
  return lastStamp === null || !Number.isFinite(lastStamp) || now - lastStamp >= guardMs || now < lastStamp;
}

/** True for the errors browsers raise when a dynamic import or module preload fails. */
export function isChunkLoadError(err: unknown): boolean {
  const message = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(
    message,
  );
}

/** What reloadOnce needs from the browser (tests pass fakes). */
export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  path: string;
  now: number;
  scrollY: number;
  reload: () => void;
}

function browserEnv(): ReloadEnv {
  return {
    storage: sessionStorage,
    path: location.pathname,
    now: Date.now(),
    scrollY: window.scrollY,
    reload: () => location.reload(),
  };
}

/** Reloads unless this path reloaded within the guard; saves the scroll position first. True when reloading. */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  const key = STAMP_PREFIX + env.path;
  const last = Number(env.storage.getItem(key) ?? NaN);
  if (!mayReload(Number.isNaN(last) ? null : last, env.now)) {
    log.warn(`chunk failed again within ${RELOAD_GUARD_MS} ms on ${env.path}; not reloading`);
    return false;
  }
  env.storage.setItem(key, String(env.now));
  env.storage.setItem(SCROLL_KEY, JSON.stringify({ path: env.path, y: env.scrollY }));
  log.warn(`chunk failed to load on ${env.path}; reloading`);
  env.reload();
  return true;
}

/** Wraps a dynamic import: on a chunk failure it reloads (and never settles); other errors pass through. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((err: unknown) => {
      if (isChunkLoadError(err) && reloadOnce()) return new Promise<T>(() => {});
      throw err;
    });
}

/** Listens for Vite's preload failures; call once at start. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Only swallow the error when we really reload; otherwise let the import fail visibly.
    if (reloadOnce()) event.preventDefault();
  });
}

/** After a chunk reload, puts the page back where it was (once the first screen has rendered). */
export function restoreScrollAfterReload(): void {
  const raw = sessionStorage.getItem(SCROLL_KEY);
  if (!raw) return;
  sessionStorage.removeItem(SCROLL_KEY);
  try {
    const saved = JSON.parse(raw) as { path?: string; y?: number };
    if (saved.path === location.pathname && typeof saved.y === 'number') {
      const y = saved.y;
      requestAnimationFrame(() => window.scrollTo(0, y));
    }
  } catch {
    // A damaged entry only costs the scroll position.
  }
}
