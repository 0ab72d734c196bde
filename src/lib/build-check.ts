/** Polls /latest-build.json and tells the user when a newer build is deployed. */
import { createLogger } from './logger';

/** Delay before the first check (SPEC section 9). */
export const FIRST_CHECK_MS = 1_000;
/** Interval between later checks. */
export const CHECK_INTERVAL_MS = 60_000;

const log = createLogger('build-check');

/** The latest-build file written at build time. */
export interface LatestBuild {
  buildId: string;
  builtAt?: string;
}

/** Polling is skipped on the slowest connections. */
export function shouldPoll(effectiveType: string | undefined): boolean {
  return effectiveType !== 'slow-2g';
}

/** True when the fetched file names a different, non-empty build. */
export function isNewerBuild(current: string, latest: unknown): boolean {
  if (!latest || typeof latest !== 'object') return false;
  const id = (latest as Partial<LatestBuild>).buildId;
  return typeof id === 'string' && id.length > 0 && id !== current;
}

/** The URL of one poll (cache-busted by a timestamp). */
export function latestBuildUrl(now: number): string {
  return `/latest-build.json?t=${now}`;
}

/** What the poller needs; tests pass fakes. */
export interface BuildCheckOptions {
  currentId: string;
  onNewBuild: () => void;
  fetchFn?: typeof fetch;
  now?: () => number;
  effectiveType?: () => string | undefined;
  setTimer?: (fn: () => void, ms: number) => unknown;
}

/** Starts polling; returns a stop function. Stops by itself after reporting a new build. */
export function startBuildCheck(opts: BuildCheckOptions): () => void {
  const fetchFn = opts.fetchFn ?? ((input, init) => fetch(input, init));
  const now = opts.now ?? Date.now;
  const setTimer = opts.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const effectiveType =
    opts.effectiveType ??
    (() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType);
  let stopped = false;

  const check = async () => {
    if (stopped) return;
    if (shouldPoll(effectiveType())) {
      try {
        const res = await fetchFn(latestBuildUrl(now()), { cache: 'no-store' });
        const body: unknown = res.ok ? await res.json() : null;
        if (!stopped && isNewerBuild(opts.currentId, body)) {
          stopped = true;
          opts.onNewBuild();
          return;
        }
      } catch (err) {
        log.debug('latest-build check failed', err);
      }
    }
    if (!stopped) setTimer(() => void check(), CHECK_INTERVAL_MS);
  };
  setTimer(() => void check(), FIRST_CHECK_MS);
  return () => {
    stopped = true;
  };
}
