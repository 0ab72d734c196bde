/** The app's one websocket connection (ws(s)://<host>/ws?token=...), created on first use, token from the session. */
import { readToken } from '../lib/session';
import { WsClient } from './client';
import { MsgType } from '../protocol/message-types';

/** The websocket URL for a page location and an optional session token. */
export function wsUrl(loc: { protocol: string; host: string }, token: string | null): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}

let shared: WsClient | null = null;

/** What the server said when it closed the socket on purpose (type 2, sent just before the close). */
export interface ServerDisconnect {
  code: number;
  reason: string;
}

const disconnectListeners = new Set<(d: ServerDisconnect) => void>();

/** Passes `client`'s disconnected frames to the onServerDisconnect listeners; returns the unbind. */
export function relayServerDisconnects(client: WsClient): () => void {
  return client.on(MsgType.disconnected, (d) => {
    for (const l of disconnectListeners) l(d);
  });
}

/** Calls `listener` whenever the server closes the shared socket on purpose; returns the unsubscribe. */
export function onServerDisconnect(listener: (d: ServerDisconnect) => void): () => void {
  disconnectListeners.add(listener);
  return () => disconnectListeners.delete(listener);
}

/** The shared client; the first call creates it with the stored token and starts connecting. */
export function getWsClient(): WsClient {
  if (!shared) {
    const client = new WsClient({ url: (token) => wsUrl(window.location, token), token: readToken() });
    shared = client;
    // A read-only look at the socket for people debugging live updates and for the e2e tests, which wait for a
    // subscription before they make something happen rather than sleeping.
    window.caseArena = {
      ...window.caseArena,
      ws: { state: () => client.state, channels: () => client.subscriptions },
    };
    relayServerDisconnects(client);
    client.connect();
  }
  return shared;
}

/** The shared client if something has opened it already, without creating one. */
export function peekWsClient(): WsClient | null {
  return shared;
}

/** Replaces the shared client (tests; pass null to forget it). The previous one is disposed. */
export function setWsClient(client: WsClient | null): void {
  if (shared && shared !== client) shared.dispose();
  shared = client;
}

/** The part of the Redux store the session binding reads. */
export interface SessionStore {
  getState(): { session: { token: string | null } };
  subscribe(listener: () => void): () => void;
}

/** Keeps the websocket's token in step with the session slice: signing in or out reconnects. Returns an unbind. */
export function followSessionToken(store: SessionStore, client: WsClient = getWsClient()): () => void {
  client.setToken(store.getState().session.token);
  return store.subscribe(() => client.setToken(store.getState().session.token));
}
