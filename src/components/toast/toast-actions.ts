/** Showing toasts from anywhere, with action callbacks kept out of Redux. */
import type { Dispatch } from '@reduxjs/toolkit';
import {
  TOAST_DURATION_MS,
  toastAdded,
  toastDismissed,
  toastsCleared,
  type ToastKind,
  type ToastText,
} from './toast-slice';

/** What a caller passes to show a toast. */
export interface ShowToastOptions {
  kind: ToastKind;
  message: ToastText;
  title?: ToastText;
  /** Milliseconds; 0 keeps it until closed. Defaults to 5000. */
  duration?: number;
  actions?: { label: ToastText; onClick: () => void; dismiss?: boolean }[];
}

const handlers = new Map<string, { run: () => void; dismiss: boolean }>();
let seq = 0;

/** Shows a toast and returns its id. */
export function showToast(dispatch: Dispatch, opts: ShowToastOptions, now: number = Date.now()): string {
  seq += 1;
  const id = `toast-${seq}`;
  const actions = (opts.actions ?? []).map((a, i) => {
    const actionId = `${id}:${i}`;
    handlers.set(actionId, { run: a.onClick, dismiss: a.dismiss ?? true });
    return { id: actionId, label: a.label };
  });
  dispatch(
    toastAdded({
      id,
      kind: opts.kind,
      title: opts.title,
      message: opts.message,
      actions,
      duration: opts.duration ?? TOAST_DURATION_MS,
      createdAt: now,
    }),
  );
  return id;
}

/** Forgets the callbacks of toasts that are gone. */
export function forgetToastActions(toastId: string): void {
  for (const key of handlers.keys()) if (key.startsWith(`${toastId}:`)) handlers.delete(key);
}

/** Closes one toast. */
export function dismissToast(dispatch: Dispatch, toastId: string): void {
  forgetToastActions(toastId);
  dispatch(toastDismissed(toastId));
}

/** Closes every toast. */
export function dismissAllToasts(dispatch: Dispatch): void {
  handlers.clear();
  dispatch(toastsCleared());
}

/** Runs an action button's callback, then closes its toast unless told not to. */
export function runToastAction(dispatch: Dispatch, toastId: string, actionId: string): void {
  const h = handlers.get(actionId);
  h?.run();
  if (!h || h.dismiss) dismissToast(dispatch, toastId);
}
