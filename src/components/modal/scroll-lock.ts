/** Reference-counted page scroll lock: nested modals lock once and the last one to close unlocks. */

/** The element whose scrolling is locked (document.body in the app). */
export interface LockTarget {
  style: Pick<CSSStyleDeclaration, 'overflow' | 'paddingRight'>;
}

/** A scroll lock over one target. */
export interface ScrollLock {
  /** Locks (or adds a holder); returns the matching release, safe to call twice. */
  acquire(scrollbarWidth?: number): () => void;
  /** How many holders there are. */
  holders(): number;
}

/** Creates a scroll lock for a target; the scrollbar width is padded so the page does not shift. */
export function createScrollLock(target: LockTarget): ScrollLock {
  let count = 0;
  let saved: { overflow: string; paddingRight: string } | null = null;
  return {
    acquire(scrollbarWidth = 0) {
      if (count === 0) {
        saved = { overflow: target.style.overflow, paddingRight: target.style.paddingRight };
        target.style.overflow = 'hidden';
        if (scrollbarWidth > 0) target.style.paddingRight = `${scrollbarWidth}px`;
      }
      count += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count -= 1;
        if (count === 0 && saved) {
          target.style.overflow = saved.overflow;
          target.style.paddingRight = saved.paddingRight;
          saved = null;
        }
      };
    },
    holders: () => count,
  };
}

let pageLock: ScrollLock | null = null;

/** Locks the page's scrolling; returns the release. */
export function lockPageScroll(): () => void {
  pageLock ??= createScrollLock(document.body);
  return pageLock.acquire(window.innerWidth - document.documentElement.clientWidth);
}
