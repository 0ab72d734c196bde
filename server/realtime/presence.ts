/**
 * "Online now": the people on the site, not the sockets. A visitor is a signed-in user (by id) or an anonymous client
 * address (hashed, never stored as is); they count while one of their websockets is open, and for `windowMs` after
 * they asked for the counts (the page showing the figure is open, even before its websocket connects). With Redis,
 * every process adds its visitors to one sorted set (member = visitor, score = last seen) and the figure is the set's
 * size over the window: one person on two processes, or with three tabs, counts once.
 */
import { createHash } from 'node:crypto';
import type { Duplex } from 'node:stream';

/** The shared side of presence (the Redis bridge): records these visitors as seen now; answers the site's count. */
export interface PresenceStore {
  readonly ready: boolean;
  reportVisitors(keys: readonly string[], now: number, windowMs: number): Promise<number>;
}

/** How long a visitor counts after they were last seen (six stat ticks). */
export const PRESENCE_WINDOW_MS = 30_000;

/** The presence of one process. */
export class Presence {
  private readonly sockets = new Map<string, number>();
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly store: PresenceStore | null,
    private readonly now: () => number = Date.now,
    private readonly windowMs = PRESENCE_WINDOW_MS,
  ) {}

  /** The visitor key of a signed-in user, else of a client address. */
  static keyOf(userId: string | null, address: string): string {
    if (userId) return `u:${userId}`;
    return `a:${createHash('sha256').update(address).digest('base64url').slice(0, 16)}`;
  }

  /** Counts the visitor while `socket` is open. */
  open(key: string, socket: Duplex): void {
    this.sockets.set(key, (this.sockets.get(key) ?? 0) + 1);
    socket.once('close', () => {
      const left = (this.sockets.get(key) ?? 1) - 1;
      if (left > 0) this.sockets.set(key, left);
      else this.sockets.delete(key);
      // Leaving counts as being seen now: a reload (socket closed, next one opening) is not a drop to zero.
      this.seen.set(key, this.now());
    });
  }

  /** Notes a visitor seen now (an HTTP request of the page that shows the figure). */
  touch(key: string): void {
    this.seen.set(key, this.now());
  }

  /** The visitors this process knows of now. */
  private local(now: number): string[] {
    for (const [k, at] of this.seen) if (now - at > this.windowMs) this.seen.delete(k);
    return [...new Set([...this.sockets.keys(), ...this.seen.keys()])];
  }

  /** The site's count (every process through the store when it is up; this process's otherwise). */
  async count(): Promise<number> {
    const now = this.now();
    const keys = this.local(now);
    if (!this.store?.ready) return keys.length;
    try {
      // The store's answer can lag a crashed process's visitors by the window, never miss this one's.
      return Math.max(keys.length, await this.store.reportVisitors(keys, now, this.windowMs));
    } catch {
      return keys.length;
    }
  }
}
