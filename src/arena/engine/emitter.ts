/** A tiny typed event emitter for the engine's public events. */

/** Subscribes handlers per event name; `on` returns the unsubscribe function. */
export class Emitter<Events extends { [K in keyof Events]: unknown }> {
  private handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Adds a handler; call the returned function to remove it. */
  on<K extends keyof Events>(event: K, cb: (payload: Events[K]) => void): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(cb);
    return () => set.delete(cb);
  }

  /** Calls every handler of an event; a throwing handler does not stop the others. */
  emit<K extends keyof Events>(event: K, payload: Events[K], onError?: (e: unknown) => void): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const cb of [...set]) {
      try {
        (cb as (p: Events[K]) => void)(payload);
      } catch (e) {
        onError?.(e);
      }
    }
  }

  /** Removes every handler. */
  clear(): void {
    this.handlers.clear();
  }
}
