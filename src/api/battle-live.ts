/** The open battle as the client keeps it, and the pure reducer applying the events of `battle:{id}` (SPEC section 4) to it. */
import type { BattleView } from '../protocol/battle';
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

/** Applies one event to the battle (mutating the draft, as RTK Query's updateCachedData allows); `clientNow` is Date.now(). */
export function applyBattleEvent(d: BattleDetail, ev: BattleEvent, clientNow: number): void {
  if (ev.payload.battleID !== d.id) return;
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
