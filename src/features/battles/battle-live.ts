/** Pure reducer applying the viewer events of `battle:{id}` (SPEC section 4, Live events); the battle's own are in src/api/battle-live.ts. */
import type { ViewersAnswer } from '../../protocol/battle';
import type { Payloads } from '../../protocol/ws-events';
import { MsgType } from '../../protocol/message-types';

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
