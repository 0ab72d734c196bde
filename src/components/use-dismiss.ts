/** Closing a popup menu on a press outside it or on Escape. */
import { useEffect, type RefObject } from 'react';

/** While `open`, a mousedown outside `root` or the Escape key calls `setOpen(false)`. */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  setOpen: (open: false) => void,
) {
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, setOpen]);
}
