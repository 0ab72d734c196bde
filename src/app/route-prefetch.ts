/**
 * What a path needs before it is shown: its screen's chunk and, for the screens that show the arena, the arena
 * chunk (pixi.js, gsap, howler). Links ask on hover and focus (src/lib/prefetch.ts); the lobby and the case page
 * also load the arena once the visitor first moves, touches or scrolls there and the browser is idle, since the next
 * click there most likely shows it. Not on idle alone: the arena's evaluation during the page's own load added
 * 300 ms of blocking time on /battles in Lighthouse's mobile run.
 */
import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { splitLocalePath } from '../lib/locale-path';
import { afterFirstInput } from '../lib/prefetch';
import { SCREENS, type ScreenId } from './screens';

/** Screens that draw the arena. */
const ARENA_SCREENS: ReadonlySet<ScreenId> = new Set(['battleView', 'caseOpen', 'upgrade', 'dailyCases']);
/** Screens from which the arena is one click away, with the screens that click most likely opens. */
const IDLE_NEXT: Partial<Record<ScreenId, readonly ScreenId[]>> = {
  battles: ['battleView'],
  caseOpen: [],
};

// A failed prefetch is not an error: the navigation itself loads again and reports failures.
const ignore = () => {};

/** Loads (and evaluates) the arena chunk once; later calls share it. */
export function prefetchArena(): void {
  void import('../arena').then((m) => m.loadArena()).catch(ignore);
}

/** Loads the chunk of the screen at `path` (a localised path or URL), and the arena when that screen draws it. */
export function prefetchRoute(path: string): void {
  const { rest } = splitLocalePath(new URL(path, location.href).pathname);
  for (const screen of SCREENS) {
    const match = matchPath(screen.path, rest);
    if (!match || (screen.validate && !screen.validate(match.params))) continue;
    void screen.load().catch(ignore);
    if (ARENA_SCREENS.has(screen.id)) prefetchArena();
    return;
  }
}

/** On the lobby and the case page: loads the arena chunk (and the likely next screen) after the first input. */
export function useIdleArenaPrefetch(screen: ScreenId | undefined): void {
  useEffect(() => {
    const next = screen && IDLE_NEXT[screen];
    if (!next) return;
    return afterFirstInput(() => {
      for (const s of SCREENS) if (next.includes(s.id)) void s.load().catch(ignore);
      prefetchArena();
    });
  }, [screen]);
}
