/**
 * The lobby bot's plans for a battle's seats (90015 on `battle:{id}`): `thinking` names the slot a bot will take and
 * when (server clock); `ready` says it sat down. `followBotStates` is pure of React (testable with a fake socket).
 */
import { useEffect, useState } from 'react';
import { Channel } from '../protocol/channels';
import type { BotStateEvent } from '../protocol/ws-events';
import { MsgType } from '../protocol/message-types';
import type { WsClient } from '../realtime/client';
import { getWsClient } from '../realtime/connection';

/** Planned bot joins: slot -> when (server ms). */
export type BotPlans = ReadonlyMap<number, number>;

/** Applies one event to the plans (a new map): thinking plans the slot, ready clears it. */
export function applyBotState(plans: BotPlans, e: BotStateEvent): BotPlans {
  const next = new Map(plans);
  if (e.state === 'thinking' && e.at !== undefined) next.set(e.slot, e.at);
  else next.delete(e.slot);
  return next;
}

/** Follows `battle:{battleID}`'s bot states; returns the unsubscribe. */
export function followBotStates(
  ws: WsClient,
  battleID: string,
  onState: (e: BotStateEvent) => void,
): () => void {
  const undo = [
    ws.subscribe(Channel.battle(battleID)),
    ws.on(MsgType.botState, (e) => {
      if (e.battleID === battleID) onState(e);
    }),
  ];
  return () => undo.forEach((u) => u());
}

/** The bot joins planned for a battle's empty seats while its screen is shown. */
export function useBotPlans(battleID: string): BotPlans {
  const [plans, setPlans] = useState<BotPlans>(() => new Map());
  useEffect(() => {
    setPlans(new Map());
    return followBotStates(getWsClient(), battleID, (e) => setPlans((p) => applyBotState(p, e)));
  }, [battleID]);
  return plans;
}
