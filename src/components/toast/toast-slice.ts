/** Toast notifications as plain serialisable data in Redux (callbacks live in toast-actions.ts). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ParseKeys } from 'i18next';

/** Default time a toast stays up (SPEC section 9). */
export const TOAST_DURATION_MS = 5_000;
/** The hide-all button appears from this many toasts on. */
const HIDE_ALL_THRESHOLD = 2;
/** Older toasts are dropped beyond this many. */
export const MAX_TOASTS = 5;

/** The four kinds of toast. */
export type ToastKind = 'info' | 'warning' | 'success' | 'error';

/** A text: an i18n key with parameters, or an already translated string (e.g. a server message). */
export type ToastText = { key: ParseKeys; params?: Record<string, string | number> } | { text: string };

/** One action button; its handler is looked up by id outside the store. */
export interface ToastActionData {
  id: string;
  label: ToastText;
}

/** One toast as stored. `duration` 0 means it stays until closed. */
export interface ToastItem {
  id: string;
  kind: ToastKind;
  title?: ToastText;
  message: ToastText;
  actions: ToastActionData[];
  duration: number;
  createdAt: number;
}

/** Toast slice state. */
export interface ToastState {
  items: ToastItem[];
}

/** Redux slice holding the visible toasts, newest last. */
export const toastSlice = createSlice({
  name: 'toasts',
  initialState: (): ToastState => ({ items: [] }),
  reducers: {
    toastAdded(state, action: PayloadAction<ToastItem>) {
      state.items.push(action.payload);
      if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
    toastsCleared(state) {
      state.items = [];
    },
  },
});

/** Toast actions. */
export const { toastAdded, toastDismissed, toastsCleared } = toastSlice.actions;

/** The visible toasts from a root state holding this slice under `toasts`. */
export const selectToasts = (state: { toasts: ToastState }): ToastItem[] => state.toasts.items;

/** Whether the hide-all button shows for this many toasts. */
export function showsHideAll(count: number): boolean {
  return count >= HIDE_ALL_THRESHOLD;
}
