/** Pure reducer applying live lobby events (SPEC section 4, Live events) to the battle list. */
import type { Payloads } from '../protocol/ws-events';
import { MsgType } from '../protocol/message-types';
import type { BattleView } from '../protocol/battle';
import type { BattleEvent } from './battle-live';

/** A lobby-level event as received on `battle:*`: a new battle, or any event of an open battle. */
export type LobbyEvent =
  { type: typeof MsgType.battleCreated; payload: Payloads[typeof MsgType.battleCreated] } | BattleEvent;

/**
 * Applies one event: created adds the battle unless it is private and not the viewer's; user joined/left replaces
 * the player list; processing sets the status (and, in version 2, filledAt and the beacon round); playing (lightened on `battle:*`: no rolls) sets the status and the
 * round (never backwards); finished removes the battle. Returns a new list (or the same one when nothing changed).
 */
export function applyLobbyEvent(
  list: readonly BattleView[],
  ev: LobbyEvent,
  viewerID: string | null,
): BattleView[] {
  switch (ev.type) {
    case MsgType.battleCreated: {
      const b = ev.payload.battle;
      if (!b.isPublic && b.userID !== viewerID) return list as BattleView[];
      if (list.some((x) => x.id === b.id)) return list as BattleView[];
      return [b, ...list];
    }
    case MsgType.userJoined:
    case MsgType.userLeft:
      return patch(list, ev.payload.battleID, { users: ev.payload.users });
    case MsgType.processing: {
      // Version 2 sends processing twice: filled and waiting for the beacon round (randomness null), then sealed.
      const { battleID, filledAt, beacon, startedAt, clientSeed } = ev.payload;
      const change: Partial<BattleView> = { status: 'processing' };
      if (filledAt !== undefined) change.filledAt = filledAt;
      if (beacon !== undefined) change.beacon = beacon;
      if (beacon) change.fairness = 2;
      if (startedAt != null) change.startedAt = startedAt;
      if (clientSeed) change.clientSeed = clientSeed;
      return patch(list, battleID, change);
    }
    case MsgType.playing: {
      const { battleID, currentRound } = ev.payload;
      const b = list.find((x) => x.id === battleID);
      if (!b || (b.status === 'playing' && b.currentRound >= currentRound)) return list as BattleView[];
      return patch(list, battleID, {
        status: 'playing',
        currentRound: Math.max(b.currentRound, currentRound),
      });
    }
    case MsgType.finished:
      return list.filter((x) => x.id !== ev.payload.battleID);
  }
}

function patch(list: readonly BattleView[], id: string, change: Partial<BattleView>): BattleView[] {
  if (!list.some((x) => x.id === id)) return list as BattleView[];
  return list.map((x) => (x.id === id ? { ...x, ...change } : x));
}
