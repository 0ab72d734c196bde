/**
 * The pure reducers of the battle resource's live updates (SPEC section 4, Live events): the open battle as the
 * client keeps it and the events of `battle:{id}`, its viewers, and the lobby list on `battle:*`. Which events reach
 * them, in which order, is src/api/live.ts's (the revision gate); these only apply one.
 */
import type { BattleView, ViewersAnswer } from '../protocol/battle';
import type { Payloads } from '../protocol/ws-events';
import { MsgType } from '../protocol/message-types';
import type { BattleBeacon, BattleStatus, FairnessVersion } from '../protocol/types';

/** GET /v1/battle/detail's battle, plus `clientAt` (our clock when it arrived) and per-round start times. */
export interface BattleDetail extends BattleView {
  /** Client clock (Date.now()) when `now` was read: server offset = now - clientAt. */
  clientAt: number;
  /** Round number -> start time (server clock) learned from events. */
  roundStarts?: Record<number, number>;
}

/** One event of an open battle. */
export type BattleEvent =
  | {
      type: typeof MsgType.userJoined | typeof MsgType.userLeft;
      payload: Payloads[typeof MsgType.userJoined];
    }
  | { type: typeof MsgType.processing; payload: Payloads[typeof MsgType.processing] }
  | { type: typeof MsgType.playing; payload: Payloads[typeof MsgType.playing] }
  | { type: typeof MsgType.finished; payload: Payloads[typeof MsgType.finished] };

/**
 * Applies one event to the battle (mutating the draft, as RTK Query's updateCachedData allows) and records its
 * revision; `clientNow` is Date.now().
 */
export function applyBattleEvent(d: BattleDetail, ev: BattleEvent, clientNow: number): void {
  if (ev.payload.battleID !== d.id) return;
  d.revision = Math.max(d.revision, ev.payload.revision);
  switch (ev.type) {
    case MsgType.userJoined:
    case MsgType.userLeft:
      d.users = ev.payload.users.map((u) => ({
        ...u,
        rolls: d.users.find((x) => x.userID === u.userID)?.rolls ?? [],
      }));
      return;
    case MsgType.processing: {
      const p = ev.payload;
      d.status = 'processing';
      if (p.clientSeed) d.clientSeed = p.clientSeed;
      // Version 2 first says "filled, waiting for the beacon round" with startedAt null: it stays null until the
      // round is verified and the second 90016 carries it.
      if (p.startedAt != null) d.startedAt = p.startedAt;
      if (p.filledAt !== undefined) d.filledAt = p.filledAt;
      if (p.beacon !== undefined) d.beacon = mergeBeacon(d.beacon, p.beacon);
      if (p.beacon) d.fairness = 2;
      if (p.now != null) {
        d.now = p.now;
        d.clientAt = clientNow;
      }
      return;
    }
    case MsgType.playing: {
      const p = ev.payload;
      if (p.currentRound < d.currentRound) return;
      d.status = 'playing';
      d.currentRound = p.currentRound;
      if (p.roundStartedAt != null) {
        d.roundStartedAt = p.roundStartedAt;
        d.roundStarts = { ...d.roundStarts, [p.currentRound]: p.roundStartedAt };
      }
      if (p.now != null) {
        d.now = p.now;
        d.clientAt = clientNow;
      }
      for (const r of p.rolls) {
        const u = d.users.find((x) => x.userID === r.userID && x.slot === r.slot);
        if (!u) continue;
        if (u.rolls.some((x) => x.round === r.round)) continue;
        u.rolls.push(r);
        u.rollAmount += r.price;
      }
      return;
    }
    case MsgType.finished: {
      const p = ev.payload;
      d.status = 'finished';
      d.cancelled = p.cancelled === true;
      d.reroll = p.reroll;
      d.currentRound = p.currentRound;
      d.serverSeed = p.serverSeed;
      d.ticket = p.ticket ?? d.ticket;
      if (p.fairness !== undefined) d.fairness = p.fairness;
      if (p.filledAt !== undefined) d.filledAt = p.filledAt;
      if (p.beacon !== undefined) d.beacon = mergeBeacon(d.beacon, p.beacon);
      d.users = p.users.map((u) => {
        const old = d.users.find((x) => x.userID === u.userID && x.slot === u.slot);
        return { ...u, rolls: u.rolls.length ? u.rolls : (old?.rolls ?? []) };
      });
      return;
    }
  }
}

/** A beacon update keeps the randomness already known for the same round (an older "waiting" copy never erases it). */
function mergeBeacon(old: BattleBeacon | null, next: BattleBeacon | null): BattleBeacon | null {
  if (!next) return next;
  if (old && old.chain === next.chain && old.round === next.round && next.randomness == null) {
    return { ...next, randomness: old.randomness, signature: old.signature };
  }
  return { ...next };
}

/** The fields that say whether a battle waits for its beacon round (the lobby's summaries may lack them). */
export interface BeaconState {
  status: BattleStatus;
  fairness?: FairnessVersion;
  beacon?: BattleBeacon | null;
}

/** True while a version-2 battle is full and waits for its public beacon round: nobody knows the randomness yet. */
export function awaitsBeacon(b: BeaconState): boolean {
  return b.status === 'processing' && b.fairness === 2 && !b.beacon?.randomness;
}

/** Applies a viewer joined/left event to the viewers answer. */
export function applyViewerEvent(
  v: ViewersAnswer,
  ev:
    | { type: typeof MsgType.viewerJoined; payload: Payloads[typeof MsgType.viewerJoined] }
    | { type: typeof MsgType.viewerLeft; payload: Payloads[typeof MsgType.viewerLeft] },
): void {
  if (ev.type === MsgType.viewerJoined) {
    if (!v.list.some((x) => x.userID === ev.payload.viewer.userID)) v.list.push(ev.payload.viewer);
  } else {
    v.list = v.list.filter((x) => x.userID !== ev.payload.userID);
  }
  v.count = ev.payload.viewerCount;
}

/** A lobby-level event as received on `battle:*`: a new battle, or any event of an open battle. */
export type LobbyEvent =
  { type: typeof MsgType.battleCreated; payload: Payloads[typeof MsgType.battleCreated] } | BattleEvent;

/**
 * Applies one event: created adds the battle unless it is private and not the viewer's; user joined/left replaces
 * the player list; processing sets the status (and, in version 2, filledAt and the beacon round); playing (lightened
 * on `battle:*`: no rolls) sets the status and the round (never backwards); finished marks it finished with its
 * winners (a cancelled one leaves). An event
 * older than the listed battle's revision changes nothing. Returns a new list (or the same one when nothing changed).
 */
export function applyLobbyEvent(
  list: readonly BattleView[],
  ev: LobbyEvent,
  viewerID: string | null,
): BattleView[] {
  if (ev.type === MsgType.battleCreated) {
    const b = ev.payload.battle;
    if (!b.isPublic && b.userID !== viewerID) return list as BattleView[];
    if (list.some((x) => x.id === b.id)) return list as BattleView[];
    return [b, ...list];
  }
  const listed = list.find((x) => x.id === ev.payload.battleID);
  // Lobby events arrive on one channel in order, but a refetched list can be newer than an event still in flight.
  if (!listed || listed.revision > ev.payload.revision) return list as BattleView[];
  const revision = ev.payload.revision;
  switch (ev.type) {
    case MsgType.userJoined:
    case MsgType.userLeft:
      return patch(list, ev.payload.battleID, { users: ev.payload.users, revision });
    case MsgType.processing: {
      // Version 2 sends processing twice: filled and waiting for the beacon round (randomness null), then sealed.
      const { battleID, filledAt, beacon, startedAt, clientSeed } = ev.payload;
      const change: Partial<BattleView> = { status: 'processing', revision };
      if (filledAt !== undefined) change.filledAt = filledAt;
      if (beacon !== undefined) change.beacon = beacon;
      if (beacon) change.fairness = 2;
      if (startedAt != null) change.startedAt = startedAt;
      if (clientSeed) change.clientSeed = clientSeed;
      return patch(list, battleID, change);
    }
    case MsgType.playing: {
      const { battleID, currentRound } = ev.payload;
      if (listed.status === 'playing' && listed.currentRound >= currentRound) return list as BattleView[];
      return patch(list, battleID, {
        status: 'playing',
        revision,
        currentRound: Math.max(listed.currentRound, currentRound),
      });
    }
    case MsgType.finished: {
      const p = ev.payload;
      if (p.cancelled) return list.filter((x) => x.id !== p.battleID);
      // A finished battle stays, with its winners and amounts (the lobby's summaries carry no rolls or loots).
      return patch(list, p.battleID, {
        status: 'finished',
        revision,
        currentRound: p.currentRound,
        reroll: p.reroll,
        users: p.users.map((u) => ({ ...u, rolls: [], loots: [] })),
      });
    }
  }
}

function patch(list: readonly BattleView[], id: string, change: Partial<BattleView>): BattleView[] {
  if (!list.some((x) => x.id === id)) return list as BattleView[];
  return list.map((x) => (x.id === id ? { ...x, ...change } : x));
}
