import { afterEach, describe, expect, it } from 'vitest';
import { applyBotState, followBotStates, type BotPlans } from '../../../src/api/battle-bots';
import { setWsClient } from '../../../src/realtime/connection';
import { MsgType } from '../../../src/protocol/message-types';
import { connectedWsClient } from './ws-fakes';

afterEach(() => setWsClient(null));

describe('bot plans on seats', () => {
  it('plans a slot on thinking and clears it when the bot is ready', () => {
    let plans: BotPlans = new Map();
    plans = applyBotState(plans, { battleID: 'b', slot: 2, userID: null, state: 'thinking', at: 5_000 });
    plans = applyBotState(plans, { battleID: 'b', slot: 3, userID: null, state: 'thinking', at: 9_000 });
    expect([...plans]).toEqual([
      [2, 5_000],
      [3, 9_000],
    ]);
    plans = applyBotState(plans, { battleID: 'b', slot: 2, userID: 'bot-1', state: 'ready' });
    expect([...plans]).toEqual([[3, 9_000]]);
  });

  it("follows its own battle's channel and ignores other battles' states", () => {
    const { ws, sockets } = connectedWsClient();
    const seen: number[] = [];
    const stop = followBotStates(ws, 'b1', (e) => seen.push(e.slot));
    const subs = sockets.last().sent.filter((f) => f.type === MsgType.subscribe);
    expect(subs.at(-1)?.payload).toEqual({ channels: ['battle:b1'] });
    sockets
      .last()
      .receive(MsgType.botState, { battleID: 'b2', slot: 4, userID: null, state: 'thinking', at: 1 });
    sockets
      .last()
      .receive(MsgType.botState, { battleID: 'b1', slot: 2, userID: null, state: 'thinking', at: 1 });
    expect(seen).toEqual([2]);
    stop();
    sockets
      .last()
      .receive(MsgType.botState, { battleID: 'b1', slot: 3, userID: null, state: 'thinking', at: 1 });
    expect(seen).toEqual([2]);
  });
});
