/** Auto-dismiss timers for toasts, kept outside React so fake timers can drive them in tests. */

/** The parts of a toast the timers care about. */
export interface TimedToast {
  id: string;
  duration: number;
}

/** Timer functions (the globals by default). */
export interface TimerApi {
  set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (handle: ReturnType<typeof setTimeout>) => void;
}

/** Schedules `onExpire(id)` once per toast, `duration` ms after it first appears. */
export function createToastTimers(
  onExpire: (id: string) => void,
  api: TimerApi = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h) },
) {
  const active = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    /** Starts timers for new toasts and drops timers of toasts that are gone. */
    sync(items: readonly TimedToast[]): void {
      const ids = new Set(items.map((t) => t.id));
      for (const [id, handle] of active) {
        if (!ids.has(id)) {
          api.clear(handle);
          active.delete(id);
        }
      }
      for (const t of items) {
        if (t.duration > 0 && !active.has(t.id)) {
          active.set(
            t.id,
            api.set(() => {
              active.delete(t.id);
              onExpire(t.id);
            }, t.duration),
          );
        }
      }
    },
    /** Cancels every timer. */
    dispose(): void {
      for (const handle of active.values()) api.clear(handle);
      active.clear();
    },
  };
}
