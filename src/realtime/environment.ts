/** The browser pieces the websocket client depends on, behind small interfaces so tests can replace them. */

/** Callbacks a socket reports to. */
export interface SocketHandlers {
  open(): void;
  close(code: number, reason: string): void;
  error(): void;
  message(data: ArrayBuffer): void;
}

/** The part of a WebSocket the client uses. */
export interface SocketLike {
  send(data: Uint8Array<ArrayBuffer>): void;
  close(code?: number, reason?: string): void;
}

/** Opens a socket to `url` that reports to `on`. */
export type SocketFactory = (url: string, on: SocketHandlers) => SocketLike;

/** Timers (the globals by default; vitest fake timers replace them). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** Network and page status. */
export interface Presence {
  isOnline(): boolean;
  /** Calls back when the browser goes online; returns an unsubscribe. */
  onOnline(cb: () => void): () => void;
  /** Calls back when the page becomes visible; returns an unsubscribe. */
  onVisible(cb: () => void): () => void;
}

/** A browser WebSocket (binary frames as ArrayBuffer) adapted to SocketLike. */
export const browserSocket: SocketFactory = (url, on) => {
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  ws.onopen = () => on.open();
  ws.onclose = (e) => on.close(e.code, e.reason);
  ws.onerror = () => on.error();
  ws.onmessage = (e: MessageEvent<unknown>) => {
    if (e.data instanceof ArrayBuffer) on.message(e.data);
  };
  return { send: (d) => ws.send(d), close: (code, reason) => ws.close(code, reason) };
};

/** The global timers, looked up at call time. */
export const globalTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => globalThis.setInterval(fn, ms),
  clearInterval: (id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
};

/** navigator.onLine, the window 'online' event and document visibility (always online outside a browser). */
export const browserPresence: Presence = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  onOnline(cb) {
    if (typeof window === 'undefined') return () => undefined;
    window.addEventListener('online', cb);
    return () => window.removeEventListener('online', cb);
  },
  onVisible(cb) {
    if (typeof document === 'undefined') return () => undefined;
    const handler = () => {
      if (document.visibilityState === 'visible') cb();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  },
};
