// The latest-build poller: first check after 1 s, then every 60 s, skipped on slow-2g, one notice per new build.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLogSink } from '../../../src/lib/logger';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_MS,
  isNewerBuild,
  latestBuildUrl,
  shouldPoll,
  startBuildCheck,
} from '../../../src/lib/build-check';

setLogSink(() => {});
afterEach(() => vi.useRealTimers());

describe('decisions', () => {
  it('polls except on slow-2g', () => {
    expect(shouldPoll('slow-2g')).toBe(false);
    expect(shouldPoll('2g')).toBe(true);
    expect(shouldPoll('4g')).toBe(true);
    expect(shouldPoll(undefined)).toBe(true);
  });

  it('only a different, non-empty build id is newer', () => {
    expect(isNewerBuild('a', { buildId: 'b' })).toBe(true);
    expect(isNewerBuild('a', { buildId: 'a' })).toBe(false);
    expect(isNewerBuild('a', { buildId: '' })).toBe(false);
    expect(isNewerBuild('a', null)).toBe(false);
    expect(isNewerBuild('a', '<!doctype html>')).toBe(false);
    expect(isNewerBuild('a', { id: 'b' })).toBe(false);
  });

  it('busts caches with a timestamp', () => {
    expect(latestBuildUrl(1234)).toBe('/latest-build.json?t=1234');
  });
});

describe('startBuildCheck', () => {
  function fakeFetch(ids: string[]) {
    const urls: string[] = [];
    const fn = vi.fn(async (url: RequestInfo | URL) => {
      urls.push(String(url));
      const id = ids.shift() ?? 'same';
      return new Response(JSON.stringify({ buildId: id }), { status: 200 });
    }) as unknown as typeof fetch;
    return { fn, urls };
  }

  it('checks after 1 s, then every 60 s, and reports a new build once', async () => {
    vi.useFakeTimers();
    const { fn, urls } = fakeFetch(['same', 'same', 'next']);
    const onNewBuild = vi.fn();
    startBuildCheck({ currentId: 'same', onNewBuild, fetchFn: fn, now: () => 42, effectiveType: () => '4g' });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS - 1);
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual(['/latest-build.json?t=42']);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(urls).toHaveLength(2);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    expect(urls).toHaveLength(3);
  });

  it('does not fetch on slow-2g but keeps the schedule, and survives failures', async () => {
    vi.useFakeTimers();
    let type = 'slow-2g';
    const fn = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    const onNewBuild = vi.fn();
    const stop = startBuildCheck({ currentId: 'x', onNewBuild, fetchFn: fn, effectiveType: () => type });
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_MS + CHECK_INTERVAL_MS);
    expect(fn).not.toHaveBeenCalled();
    type = '4g';
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fn).toHaveBeenCalledTimes(1);
    stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onNewBuild).not.toHaveBeenCalled();
  });
});
