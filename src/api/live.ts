/**
 * The one way a cached resource stays live over the websocket. An endpoint's `onCacheEntryAdded` follows a feed
 * (channels, listeners that write events into the cache, and how to fetch the resource again) while its entry
 * lives; after every reconnect each followed feed is fetched again, because events sent while offline are lost.
 * A resource whose events carry a revision (a battle) orders them against its snapshot with `revisionGate`.
 */
import type { WsClient, WsState } from '../realtime/client';
import { getWsClient } from '../realtime/connection';

/** What a live cache entry follows while it lives. */
export interface LiveFeed {
  /** Channels subscribed while the entry lives (reference counted by the client). */
  channels: readonly string[];
  /** Binds the listeners that apply events to the entry; returns their unbinds. */
  listen(ws: WsClient): (() => void)[];
  /** Fetches the resource again: called after every reconnect. */
  resync?(): void;
  /**
   * Also resync once the subscription is live (now if the socket is open, else at its next open): events sent
   * between the first fetch and the subscription taking effect would be lost otherwise.
   */
  catchUp?: boolean;
}

/** The feeds followed on one client, and whether it has been open before (a later open is a reconnect). */
interface Followers {
  feeds: Set<{ feed: LiveFeed; waiting: boolean }>;
  wasOpen: boolean;
}

const followers = new WeakMap<WsClient, Followers>();

function followersOf(ws: WsClient): Followers {
  let f = followers.get(ws);
  if (f) return f;
  const created: Followers = { feeds: new Set(), wasOpen: ws.state === 'open' };
  ws.onState((s: WsState) => {
    if (s !== 'open') return;
    const reconnect = created.wasOpen;
    created.wasOpen = true;
    for (const entry of [...created.feeds]) {
      const due = reconnect || entry.waiting;
      entry.waiting = false;
      if (due) entry.feed.resync?.();
    }
  });
  followers.set(ws, (f = created));
  return f;
}

/** Follows `feed` on `ws` (subscribes, listens, resyncs after reconnects); returns the function that undoes it all. */
export function follow(ws: WsClient, feed: LiveFeed): () => void {
  const f = followersOf(ws);
  const entry = { feed, waiting: feed.catchUp === true && ws.state !== 'open' };
  const undo = [...feed.channels.map((c) => ws.subscribe(c)), ...feed.listen(ws)];
  f.feeds.add(entry);
  if (feed.catchUp && ws.state === 'open') feed.resync?.();
  return () => {
    f.feeds.delete(entry);
    for (const u of undo) u();
  };
}

/** Follows `feed` once the cache entry has data, until the entry is removed (the endpoint's `onCacheEntryAdded`). */
export async function whileCached(
  loaded: Promise<unknown>,
  removed: Promise<unknown>,
  feed: LiveFeed,
): Promise<void> {
  try {
    await loaded;
  } catch {
    return; // removed before its first data arrived
  }
  const stop = follow(getWsClient(), feed);
  await removed;
  stop();
}

/** Orders the events of one revisioned resource against its snapshot. */
export interface RevisionGate<E> {
  /** Takes one event: applied when it is not older than the snapshot, held and resynced on a gap. */
  push(event: E): void;
  /** Fetches the snapshot again once (a reconnect or a gap); events that arrive meanwhile are applied after it. */
  resync(): void;
}

/** What a revision gate needs: the revisions, how to apply one event, and how to refetch the snapshot. */
export interface RevisionGateOptions<E> {
  /** The revision an event states: the one it brings the resource to. */
  revisionOf(event: E): number;
  /** The revision the cache holds now (the snapshot's, moved by every event applied); null before any. */
  known(): number | null;
  /** Applies one event to the cache and records its revision there. */
  apply(event: E): void;
  /** Fetches the snapshot again; the promise settles once the cache holds it. */
  refetch(): PromiseLike<unknown>;
}

/**
 * Events older than the cache are dropped. An event of the cache's revision or the next is applied: one transaction
 * can announce several changes under one revision (a seat taken that fills the battle, rounds caught up), and each
 * event brings the state it names, so applying one twice changes nothing. An event further ahead shows a gap: it is
 * held and the snapshot is fetched once; events arriving during a fetch are held too, and after it those newer than
 * the new snapshot are applied in order. No event leads to more than that one fetch, so nothing loops.
 */
export function revisionGate<E>(o: RevisionGateOptions<E>): RevisionGate<E> {
  let fetching = false;
  let held: E[] = [];
  const take = (e: E, fresh: boolean) => {
    const known = o.known();
    const revision = o.revisionOf(e);
    if (known !== null && revision < known) return;
    // Right after a fetch the snapshot is the truth: a revision still missing was never announced.
    if (!fresh && known !== null && revision > known + 1) {
      held.push(e);
      resync();
      return;
    }
    o.apply(e);
  };
  const resync = () => {
    if (fetching) return;
    fetching = true;
    const done = () => {
      fetching = false;
      const replay = held.sort((a, b) => o.revisionOf(a) - o.revisionOf(b));
      held = [];
      for (const e of replay) take(e, true);
    };
    Promise.resolve(o.refetch()).then(done, done);
  };
  return {
    push(e) {
      if (fetching) held.push(e);
      else take(e, false);
    },
    resync,
  };
}
