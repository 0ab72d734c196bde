import { afterEach, describe, expect, it } from 'vitest';
import { WsClient } from '../../../src/realtime/client';
import {
  followSessionToken,
  onServerDisconnect,
  relayServerDisconnects,
  setWsClient,
  wsUrl,
  type ServerDisconnect,
} from '../../../src/realtime/connection';
import { disconnectKey } from '../../../src/app/chrome/DisconnectNotice';
import { MsgType } from '../../../src/protocol/message-types';
import { connectedWsClient, fakePresence, fakeSockets } from './ws-fakes';

afterEach(() => setWsClient(null));

describe('shared websocket connection', () => {
  it('builds ws/wss URLs with an optional token', () => {
    expect(wsUrl({ protocol: 'http:', host: 'localhost:3000' }, null)).toBe('ws://localhost:3000/ws');
    expect(wsUrl({ protocol: 'https:', host: 'casearena.gg' }, 'a b')).toBe(
      'wss://casearena.gg/ws?token=a%20b',
    );
  });

  it('follows the session token in the store: sign-in and sign-out reconnect', () => {
    const sockets = fakeSockets();
    const client = new WsClient({
      url: (t) => `ws://t/ws?token=${t}`,
      socket: sockets.factory,
      presence: fakePresence(),
    });
    client.connect();
    sockets.last().open();
    let state = { session: { token: null as string | null } };
    const listeners = new Set<() => void>();
    const store = {
      getState: () => state,
      subscribe: (l: () => void) => (listeners.add(l), () => listeners.delete(l)),
    };
    const unbind = followSessionToken(store, client);
    expect(sockets.all).toHaveLength(1);
    state = { session: { token: 'tok' } };
    listeners.forEach((l) => l());
    expect(sockets.all).toHaveLength(2);
    expect(sockets.last().url).toBe('ws://t/ws?token=tok');
    listeners.forEach((l) => l());
    expect(sockets.all).toHaveLength(2);
    state = { session: { token: null } };
    listeners.forEach((l) => l());
    expect(sockets.last().url).toBe('ws://t/ws?token=null');
    unbind();
    expect(listeners.size).toBe(0);
    client.dispose();
  });

  it('tells its listeners why the server closed the socket on purpose, and which message explains it', () => {
    const { ws, sockets } = connectedWsClient();
    const unbind = relayServerDisconnects(ws);
    const heard: ServerDisconnect[] = [];
    const off = onServerDisconnect((d) => heard.push(d));
    sockets.last().receive(MsgType.disconnected, { code: 1001, reason: 'server shutting down' });
    expect(heard).toEqual([{ code: 1001, reason: 'server shutting down' }]);
    off();
    sockets.last().receive(MsgType.disconnected, { code: 1008, reason: 'too many frames' });
    expect(heard).toHaveLength(1);
    unbind();
    expect([1001, 1008, 4008, 4000, 4002].map(disconnectKey)).toEqual([
      'connection.restart',
      'connection.flood',
      'connection.slow',
      'connection.silent',
      'connection.other',
    ]);
  });
});
