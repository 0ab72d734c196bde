/**
 * The battle lobby list in memory (issue 14): every battle the list can show (running, or finished within
 * RECENT_FINISHED_MS, never cancelled), each serialised once per change, so GET /battle/list joins ready strings
 * instead of querying and shaping per request. A battle is re-read from the database when something says it changed
 * (an event of this process, or a notice from another one); reads run one after another, so a later read always wins.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { BattleTiming } from '../../../src/domain/battle-timing';
import { loadBundles, shapeBattle, type BattleBundle } from '../battles/view';

/** Finished battles stay in the lobby list this long (what BattleService.list asks the database for). */
export const RECENT_FINISHED_MS = 10 * 60 * 1000;

/** The ids of every battle a list may show at `now`: not cancelled, running or finished within RECENT_FINISHED_MS. */
export function listableBattles(q: Kysely<Database>, now: number) {
  return q
    .selectFrom('battle_games')
    .innerJoin('battles', 'battles.id', 'battle_games.id')
    .select('battle_games.id')
    .where('battle_games.cancelled', '=', 0)
    .where((eb) =>
      eb.or([
        eb('battles.status', '!=', 'finished'),
        eb('battle_games.finished_at', '>', now - RECENT_FINISHED_MS),
      ]),
    );
}

/** Most battles in one list answer. */
export const LIST_LIMIT = 60;
/** Battles read from the database per query while filling. */
const LOAD_CHUNK = 200;

// Every view is serialised with this clock and cut around it: the request's clock goes in its place.
const NOW_MARK = -987654321012345;
const NOW_KEY = `"now":${NOW_MARK}`;

interface Entry {
  id: string;
  isPublic: boolean;
  finished: boolean;
  createdAt: number;
  /** When a finished battle leaves the list (Infinity while running). */
  leavesAt: number;
  /** Users who see a private battle: its creator and everyone seated. */
  members: string[];
  /** The serialised view up to and including `"now":`, and what follows the clock. */
  head: string;
  tail: string;
}

/** Lobby order: running before finished, then newest first (ties by id, so every process agrees). */
function before(a: Entry, b: Entry): number {
  if (a.finished !== b.finished) return a.finished ? 1 : -1;
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** Cuts a list of entries into the pieces of `{"data":{"list":[...]}}` that go around each clock value. */
function bodyParts(list: readonly Entry[]): string[] {
  if (list.length === 0) return ['{"data":{"list":[]}}'];
  const parts: string[] = [];
  let open = '{"data":{"list":[';
  for (const e of list) {
    parts.push(open + e.head);
    open = `${e.tail},`;
  }
  parts.push(`${list[list.length - 1].tail}]}}`);
  return parts;
}

/** The in-memory lobby of one process. */
export class BattleLobby {
  private readonly entries = new Map<string, Entry>();
  /** Private battle ids by the user who may see them. */
  private readonly privateOf = new Map<string, Set<string>>();
  private readonly dirty = new Set<string>();
  private draining: Promise<void> | null = null;
  private publicSorted: Entry[] | null = null;
  private publicParts: string[] | null = null;
  private nextLeave = Infinity;
  // The public answer of the last millisecond asked for, as text and as bytes (requests in one millisecond share it).
  private cached: { now: number; body: string; bytes: Buffer | null } | null = null;
  /** True once the first fill from the database is done. */
  ready = false;

  constructor(
    private readonly db: Db,
    private readonly timing: BattleTiming,
    private readonly now: () => number,
  ) {}

  /** Reads every listable battle from the database (on start, and to reconcile now and then). */
  async fill(): Promise<void> {
    const now = this.now();
    const rows = await listableBattles(this.db.kysely, now).execute();
    // What is held but no longer listable is read again too: it leaves on that read.
    for (const id of this.entries.keys()) this.dirty.add(id);
    for (const r of rows) this.dirty.add(r.id);
    await this.settle();
    this.ready = true;
  }

  /** Notes that a battle changed (created, seated, started, played a round, finished, cancelled). */
  changed(id: string): void {
    this.dirty.add(id);
    if (this.draining) return;
    this.draining = this.drain();
    // Nobody may be waiting: a failed read (the database is away) keeps the ids dirty for the next request, notice
    // or reconcile to read, and must not end the process as an unhandled rejection. `settle` still sees it fail.
    this.draining.catch(() => undefined);
  }

  /** Resolves once every change noted so far has been read (rejects when the database could not be read). */
  async settle(): Promise<void> {
    while (this.dirty.size > 0 || this.draining) {
      if (!this.draining) this.draining = this.drain();
      await this.draining;
    }
  }

  private async drain(): Promise<void> {
    try {
      while (this.dirty.size > 0) {
        const ids = [...this.dirty];
        this.dirty.clear();
        try {
          for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
            const chunk = ids.slice(i, i + LOAD_CHUNK);
            this.apply(chunk, await loadBundles(this.db.kysely, chunk, false));
          }
        } catch (err) {
          // Not read: they stay to be read by the next request or notice.
          for (const id of ids) this.dirty.add(id);
          throw err;
        }
      }
    } finally {
      this.draining = null;
    }
  }

  private apply(ids: readonly string[], bundles: BattleBundle[]): void {
    const byId = new Map(bundles.map((b) => [b.game.id, b]));
    const now = this.now();
    for (const id of ids) {
      this.remove(id);
      const b = byId.get(id);
      if (b) this.add(b, now);
    }
    this.publicSorted = null;
    this.publicParts = null;
    this.cached = null;
  }

  private add(b: BattleBundle, now: number): void {
    const g = b.game;
    const finished = g.status === 'finished';
    const leavesAt = finished ? Number(g.finished_at ?? 0) + RECENT_FINISHED_MS : Infinity;
    if (g.cancelled === 1 || leavesAt <= now) return;
    const json = JSON.stringify(
      shapeBattle(b, { templateId: null, now: NOW_MARK, timing: this.timing, summary: true }),
    );
    const cut = json.indexOf(NOW_KEY);
    const e: Entry = {
      id: g.id,
      isPublic: g.is_public === 1,
      finished,
      createdAt: Number(g.created_at),
      leavesAt,
      members: [...new Set([g.user_id, ...b.slots.map((s) => s.user_id)])],
      head: json.slice(0, cut + 6),
      tail: json.slice(cut + NOW_KEY.length),
    };
    this.entries.set(e.id, e);
    if (leavesAt < this.nextLeave) this.nextLeave = leavesAt;
    if (!e.isPublic)
      for (const u of e.members) {
        let set = this.privateOf.get(u);
        if (!set) this.privateOf.set(u, (set = new Set()));
        set.add(e.id);
      }
  }

  private remove(id: string): void {
    const e = this.entries.get(id);
    if (!e) return;
    this.entries.delete(id);
    if (!e.isPublic)
      for (const u of e.members) {
        const set = this.privateOf.get(u);
        set?.delete(id);
        if (set?.size === 0) this.privateOf.delete(u);
      }
  }

  // Finished battles whose time in the list is over leave it.
  private expire(now: number): void {
    if (now < this.nextLeave) return;
    let next = Infinity;
    const gone: string[] = [];
    for (const e of this.entries.values()) {
      if (e.leavesAt <= now) gone.push(e.id);
      else if (e.leavesAt < next) next = e.leavesAt;
    }
    for (const id of gone) this.remove(id);
    this.nextLeave = next;
    this.publicSorted = null;
    this.publicParts = null;
    this.cached = null;
  }

  private sortedPublic(): Entry[] {
    if (!this.publicSorted)
      this.publicSorted = [...this.entries.values()].filter((e) => e.isPublic).sort(before);
    return this.publicSorted;
  }

  /**
   * The GET /battle/list answer body for `viewerId` at `now`, as JSON text: public battles plus the viewer's own
   * private ones, running first, newest first, at most LIST_LIMIT. Call `settle()` first.
   */
  body(viewerId: string | null, now: number): string {
    this.expire(now);
    const mine = viewerId ? this.privateOf.get(viewerId) : undefined;
    if (!mine) {
      if (this.cached?.now === now) return this.cached.body;
      this.publicParts ??= bodyParts(this.sortedPublic().slice(0, LIST_LIMIT));
      const body = this.publicParts.join(String(now));
      this.cached = { now, body, bytes: null };
      return body;
    }
    const own = [...mine].map((id) => this.entries.get(id)!).sort(before);
    const merged: Entry[] = [];
    const pub = this.sortedPublic();
    let i = 0;
    let j = 0;
    while (merged.length < LIST_LIMIT && (i < pub.length || j < own.length)) {
      if (j >= own.length || (i < pub.length && before(pub[i], own[j]) < 0)) merged.push(pub[i++]);
      else merged.push(own[j++]);
    }
    return bodyParts(merged).join(String(now));
  }

  /** `body` as UTF-8 bytes, encoded once per millisecond for the public answer (what the route sends). */
  bytes(viewerId: string | null, now: number): Buffer {
    const body = this.body(viewerId, now);
    const c = this.cached;
    if (c?.body === body) return (c.bytes ??= Buffer.from(body));
    return Buffer.from(body);
  }

  /** Ids of the battles held (for tests). */
  heldIds(): string[] {
    return [...this.entries.keys()];
  }
}
