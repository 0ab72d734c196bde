import { afterEach, describe, expect, it, vi } from 'vitest';
import { followUserChannel } from '../../../src/api/user-live';
import { setWsClient } from '../../../src/realtime/connection';
import type { LevelUpEvent } from '../../../src/protocol/ws-events';
import { MsgType } from '../../../src/protocol/message-types';
import { connectedWsClient } from './ws-fakes';

const levelUp: LevelUpEvent = { lv: 3, xp: 2100, levelXp: 2000, nextLevelXp: 4500, reward: 150_000 };

afterEach(() => setWsClient(null));

describe('followUserChannel', () => {
  it("subscribes the user's own channel, hands its events to the listener and undoes both", () => {
    const { ws, sockets } = connectedWsClient();
    const listener = vi.fn();
    const stop = followUserChannel(ws, 'u1', MsgType.levelUp, listener);
    const channels = () =>
      sockets
        .last()
        .sent.filter((f) => f.type === MsgType.subscribe)
        .map((f) => (f.payload as { channels: string[] }).channels);
    expect(channels().at(-1)).toEqual(['user:u1']);
    sockets.last().receive(MsgType.levelUp, levelUp);
    expect(listener).toHaveBeenCalledWith(levelUp);
    stop();
    expect(channels().at(-1)).toEqual([]);
    sockets.last().receive(MsgType.levelUp, levelUp);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('two listeners share one subscription; the channel stays until the last one goes', () => {
    const { ws } = connectedWsClient();
    const a = followUserChannel(ws, 'u1', MsgType.levelUp, () => undefined);
    const b = followUserChannel(ws, 'u1', MsgType.levelUp, () => undefined);
    expect(ws.subscriptions).toEqual(['user:u1']);
    a();
    expect(ws.subscriptions).toEqual(['user:u1']);
    b();
    expect(ws.subscriptions).toEqual([]);
  });

  it('calls onReconnect when the socket opens again, and resubscribes the channel', () => {
    const { ws, sockets } = connectedWsClient();
    const onReconnect = vi.fn();
    followUserChannel(ws, 'u1', MsgType.levelUp, () => undefined, { onReconnect });
    ws.setToken('another-token');
    sockets.last().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    const sent = sockets.last().sent.filter((f) => f.type === MsgType.subscribe);
    expect(sent.at(-1)?.payload).toEqual({ channels: ['user:u1'] });
  });
});
