/** Keeps keyboard focus inside a dialog. */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Where Tab (or Shift+Tab) moves from `current` among `count` stops, wrapping at both ends; -1 means outside. */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count === 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return backwards ? (current - 1 + count) % count : (current + 1) % count;
}

/** The visible, tabbable elements inside a root, in DOM order. */
function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
}

/** Handles a Tab keydown so focus wraps inside `root`. */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const stops = focusableWithin(root);
  if (stops.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const current = stops.indexOf(document.activeElement as HTMLElement);
  const atEdge = current < 0 || (event.shiftKey ? current === 0 : current === stops.length - 1);
  if (!atEdge) return;
  event.preventDefault();
  stops[nextFocusIndex(current, stops.length, event.shiftKey)]?.focus();
}
