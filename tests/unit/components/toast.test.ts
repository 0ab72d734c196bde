// Toasts: the slice, the action-callback registry, the hide-all threshold and the 5 s auto-dismiss.
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, runToastAction, showToast } from '../../../src/components/toast/toast-actions';
import {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  selectToasts,
  showsHideAll,
  toastSlice,
} from '../../../src/components/toast/toast-slice';
import { createToastTimers } from '../../../src/components/toast/toast-timers';

function makeStore() {
  return configureStore({ reducer: { toasts: toastSlice.reducer } });
}

afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('adds serialisable toasts with the default duration and the four kinds', () => {
    const store = makeStore();
    for (const kind of ['info', 'warning', 'success', 'error'] as const)
      showToast(store.dispatch, { kind, message: { text: kind } }, 1000);
    const items = selectToasts(store.getState());
    expect(items.map((t) => t.kind)).toEqual(['info', 'warning', 'success', 'error']);
    expect(items.every((t) => t.duration === TOAST_DURATION_MS && t.createdAt === 1000)).toBe(true);
    expect(JSON.parse(JSON.stringify(items))).toEqual(items);
  });

  it('keeps at most MAX_TOASTS, dropping the oldest', () => {
    const store = makeStore();
    for (let i = 0; i < MAX_TOASTS + 2; i++)
      showToast(store.dispatch, { kind: 'info', message: { text: `m${i}` } });
    const texts = selectToasts(store.getState()).map((t) => ('text' in t.message ? t.message.text : ''));
    expect(texts).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('runs an action callback kept outside the store, then dismisses the toast', () => {
    const store = makeStore();
    const onClick = vi.fn();
    const id = showToast(store.dispatch, {
      kind: 'info',
      message: { key: 'toast.newBuild' },
      actions: [{ label: { key: 'toast.reload' }, onClick }],
    });
    const [toast] = selectToasts(store.getState());
    runToastAction(store.dispatch, id, toast.actions[0].id);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('hide all clears every toast; the button shows from two toasts', () => {
    const store = makeStore();
    showToast(store.dispatch, { kind: 'info', message: { text: 'a' } });
    expect(showsHideAll(selectToasts(store.getState()).length)).toBe(false);
    showToast(store.dispatch, { kind: 'error', message: { text: 'b' } });
    expect(showsHideAll(selectToasts(store.getState()).length)).toBe(true);
    dismissAllToasts(store.dispatch);
    expect(selectToasts(store.getState())).toEqual([]);
  });
});

describe('toast timers', () => {
  it('expires a toast 5000 ms after it appears, sticky toasts never', () => {
    vi.useFakeTimers();
    const expired: string[] = [];
    const timers = createToastTimers((id) => expired.push(id));
    timers.sync([
      { id: 'a', duration: TOAST_DURATION_MS },
      { id: 'sticky', duration: 0 },
    ]);
    vi.advanceTimersByTime(2_000);
    // A later sync (a new toast arrives) must not restart the first toast's timer.
    timers.sync([
      { id: 'a', duration: TOAST_DURATION_MS },
      { id: 'sticky', duration: 0 },
      { id: 'b', duration: TOAST_DURATION_MS },
    ]);
    vi.advanceTimersByTime(2_999);
    expect(expired).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(expired).toEqual(['a']);
    vi.advanceTimersByTime(2_000);
    expect(expired).toEqual(['a', 'b']);
    vi.advanceTimersByTime(60_000);
    expect(expired).toEqual(['a', 'b']);
  });

  it('cancels the timer of a toast closed by hand', () => {
    vi.useFakeTimers();
    const expired: string[] = [];
    const timers = createToastTimers((id) => expired.push(id));
    timers.sync([{ id: 'a', duration: 5_000 }]);
    timers.sync([]);
    vi.advanceTimersByTime(10_000);
    expect(expired).toEqual([]);
    timers.dispose();
  });
});
