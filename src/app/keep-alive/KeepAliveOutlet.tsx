/**
 * An Outlet that keeps visited screens mounted but hidden (React's Activity), keyed by pathname,
 * and puts the window scroll back where it was when a kept screen shows again.
 */
import { Activity, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import type { ScreenHandle } from '../screens';
import { KEEP_ALIVE_CAP, touchCache, type CacheEntry } from './keep-alive-cache';

/** The keep-alive outlet; mount it where an <Outlet /> would go. */
export function KeepAliveOutlet({ cap = KEEP_ALIVE_CAP }: { cap?: number }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const matches = useMatches();
  const keep = matches.every((m) => (m.handle as Partial<ScreenHandle> | undefined)?.keepAlive !== false);

  // Written during render on purpose: the cache must contain the screen in the same commit that shows it.
  // The update is idempotent for a given pathname, so repeated renders agree.
  const cacheRef = useRef<CacheEntry<ReactNode>[]>([]);
  cacheRef.current = touchCache(cacheRef.current, pathname, keep, outlet, cap);
  const entries = cacheRef.current;

  const scrolls = useRef(new Map<string, number>());
  const activeKey = useRef(pathname);
  useEffect(() => {
    const onScroll = () => scrolls.current.set(activeKey.current, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useLayoutEffect(() => {
    if (activeKey.current === pathname) return;
    activeKey.current = pathname;
    const kept = new Set(cacheRef.current.filter((e) => e.keep).map((e) => e.key));
    for (const key of scrolls.current.keys()) if (!kept.has(key)) scrolls.current.delete(key);
    window.scrollTo(0, kept.has(pathname) ? (scrolls.current.get(pathname) ?? 0) : 0);
  }, [pathname]);

  return (
    <>
      {entries.map((e) => (
        <Activity key={e.key} mode={e.key === pathname ? 'visible' : 'hidden'}>
          <div data-screen-key={e.key} style={{ display: 'contents' }}>
            {e.value}
          </div>
        </Activity>
      ))}
    </>
  );
}
