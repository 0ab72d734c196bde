/**
 * Who is watching which battle, in memory in this process. Signed-in viewers are listed; anonymous ones are
 * counted by a connection key. Entries expire when not renewed (a viewer that vanished without leaving).
 */
import type { Viewer, ViewersAnswer } from '../../../src/protocol/battle';

interface Entry {
  info: Viewer | null;
  seenAt: number;
}

/** Viewer entries expire this long after their last join. */
const VIEWER_TTL_MS = 30 * 60 * 1000;
/** Most viewers tracked per battle (beyond it joins are counted no further). */
const MAX_VIEWERS_PER_BATTLE = 5000;
/** Most battles tracked at once. */
const MAX_TRACKED_BATTLES = 10000;

/** The viewer registry of one process. */
export class ViewerRegistry {
  private readonly battles = new Map<string, Map<string, Entry>>();

  /** Adds or renews a viewer; returns whether they were new and the viewer count. */
  join(battleId: string, key: string, info: Viewer | null, now: number): { added: boolean; count: number } {
    let m = this.battles.get(battleId);
    if (!m) {
      if (this.battles.size >= MAX_TRACKED_BATTLES) this.prune(now);
      if (this.battles.size >= MAX_TRACKED_BATTLES) return { added: false, count: 0 };
      m = new Map();
      this.battles.set(battleId, m);
    }
    this.expire(m, now);
    const had = m.has(key);
    if (!had && m.size >= MAX_VIEWERS_PER_BATTLE) return { added: false, count: m.size };
    m.set(key, { info, seenAt: now });
    return { added: !had, count: m.size };
  }

  /** Removes a viewer; returns whether they were there and the viewer count. */
  leave(battleId: string, key: string, now: number): { removed: boolean; count: number } {
    const m = this.battles.get(battleId);
    if (!m) return { removed: false, count: 0 };
    const removed = m.delete(key);
    this.expire(m, now);
    if (m.size === 0) this.battles.delete(battleId);
    return { removed, count: m.size };
  }

  /** Listed (signed-in) viewers and the number of anonymous ones. */
  list(battleId: string, now: number): ViewersAnswer {
    const m = this.battles.get(battleId);
    if (!m) return { list: [], anonymous: 0, count: 0 };
    this.expire(m, now);
    const list: Viewer[] = [];
    let anonymous = 0;
    for (const e of m.values()) {
      if (e.info) list.push(e.info);
      else anonymous++;
    }
    return { list, anonymous, count: m.size };
  }

  /** Forgets a battle's viewers (e.g. long after it finished). */
  forget(battleId: string): void {
    this.battles.delete(battleId);
  }

  private expire(m: Map<string, Entry>, now: number): void {
    for (const [k, e] of m) if (now - e.seenAt > VIEWER_TTL_MS) m.delete(k);
  }

  private prune(now: number): void {
    for (const [id, m] of this.battles) {
      this.expire(m, now);
      if (m.size === 0) this.battles.delete(id);
    }
  }
}
