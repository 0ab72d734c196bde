/** Pure reducers applying the events of `battle:{id}` (SPEC section 4, Live events) to an open battle and its viewers. */
import type { Payloads } from '../../protocol/events';
import { MsgType } from '../../protocol/message-types';
import type { BattleDetail, DetailRoll, ViewersAnswer } from './battle-types';

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
      if (p.startedAt != null) d.startedAt = p.startedAt;
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
        const u = d.users.find((x) => x.userID === r.userID && (r.slot === undefined || x.slot === r.slot));
        if (!u) continue;
        const round = r.round ?? p.currentRound;
        if (u.rolls.some((x) => x.round === round)) continue;
        u.rolls.push({
          ...r,
          round,
          slot: r.slot ?? u.slot,
          roll: r.roll ?? 0,
          item: (r.item as unknown as DetailRoll['item']) ?? null,
        });
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
      d.users = p.users.map((u) => {
        const old = d.users.find((x) => x.userID === u.userID && x.slot === u.slot);
        const rolls = (u.rolls as DetailRoll[]).length ? (u.rolls as DetailRoll[]) : (old?.rolls ?? []);
        return { ...u, rolls };
      });
      return;
    }
  }
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
