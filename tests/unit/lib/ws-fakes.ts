/** Fakes for the websocket client tests: sockets the test opens and closes by hand, and a switchable presence. */
import { decodeFrame, encodeFrame, type Frame } from '../../../src/protocol/frame';
import { WsClient } from '../../../src/realtime/client';
import { setWsClient } from '../../../src/realtime/connection';
import type { Presence, SocketFactory, SocketHandlers } from '../../../src/realtime/environment';

/** A logger that drops everything, for clients whose log lines a test does not check. */
export const quietLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A socket created by the client under test. */
export interface FakeSocket {
  url: string;
  on: SocketHandlers;
  sent: Frame[];
  closedWith: { code: number | undefined; reason: string | undefined } | null;
  /** The server accepts the connection. */
  open(): void;
  /** The server sends a frame. */
  receive(type: number, payload: unknown): void;
  /** The connection ends with a code. */
  drop(code: number): void;
}

/** A socket factory that records every socket. */
export function fakeSockets(): { factory: SocketFactory; all: FakeSocket[]; last(): FakeSocket } {
  const all: FakeSocket[] = [];
  const factory: SocketFactory = (url, on) => {
    const s: FakeSocket = {
      url,
      on,
      sent: [],
      closedWith: null,
      open: () => on.open(),
      receive: (type, payload) => on.message(encodeFrame(type, 0, 0, payload).buffer),
      drop: (code) => {
        on.error();
        on.close(code, '');
      },
    };
    all.push(s);
    return {
      send(data) {
        const r = decodeFrame(data);
        if (!r.ok) throw new Error(`client sent a bad frame: ${r.error}`);
        s.sent.push(r.frame);
      },
      close(code, reason) {
        s.closedWith = { code, reason };
      },
    };
  };
  return { factory, all, last: () => all[all.length - 1] };
}

/** A presence whose online flag and visibility the test controls. */
export function fakePresence(): Presence & { online: boolean; goOnline(): void; becomeVisible(): void } {
  const onl = new Set<() => void>();
  const vis = new Set<() => void>();
  return {
    online: true,
    isOnline() {
      return this.online;
    },
    onOnline: (cb) => (onl.add(cb), () => onl.delete(cb)),
    onVisible: (cb) => (vis.add(cb), () => vis.delete(cb)),
    goOnline() {
      this.online = true;
      for (const cb of onl) cb();
    },
    becomeVisible() {
      for (const cb of vis) cb();
    },
  };
}

/** A client installed as the app's websocket connection, connected through a fake socket the server has opened. */
export function connectedWsClient(): { ws: WsClient; sockets: ReturnType<typeof fakeSockets> } {
  const sockets = fakeSockets();
  const ws = new WsClient({
    url: () => 'ws://t/ws',
    socket: sockets.factory,
    presence: fakePresence(),
    logger: quietLogger,
  });
  setWsClient(ws);
  ws.connect();
  sockets.last().open();
  return { ws, sockets };
}
