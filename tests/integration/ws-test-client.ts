/** Test helper: a real `ws` client that decodes frames and waits for types or closes. */
import net from 'node:net';
import WebSocket, { type ClientOptions } from 'ws';
import { decodeFrame, encodeFrame, type Frame } from '../../src/protocol/frame';

/** A connected test socket with its received frames. */
export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  /** Resolves with the first frame of `type` after index `from` (default: any received so far). */
  next(type: number, timeoutMs?: number, from?: number): Promise<Frame>;
  send(type: number, payload: unknown, seq?: number): void;
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * Opens a websocket to url and resolves once it is open (or rejects with the HTTP status of a refused upgrade).
 * `options` reach the `ws` client (a CA to trust, a local address to connect from).
 */
export function openSocket(
  url: string,
  headers: Record<string, string> = {},
  options: ClientOptions & { servername?: string } = {},
): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { ...options, headers, perMessageDeflate: false });
    const frames: Frame[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data: Buffer) => {
      const r = decodeFrame(data, { maxBytes: 1 << 24, allowUnknownTypes: true });
      if (r.ok) frames.push(r.frame);
      for (const w of [...waiters]) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.on('close', (code, reason) => res({ code, reason: reason.toString() })),
    );
    ws.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('error', (err) => reject(err));
    ws.on('open', () =>
      resolve({
        ws,
        frames,
        closed,
        send: (type, payload, seq = 0) => ws.send(encodeFrame(type, seq, 0, payload)),
        next(type, timeoutMs = 3000, from = 0) {
          return new Promise<Frame>((res, rej) => {
            const check = () => {
              const f = frames.slice(from).find((x) => x.type === type);
              if (!f) return;
              waiters.delete(check);
              clearTimeout(timer);
              res(f);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              rej(new Error(`no frame of type ${type} within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
      }),
    );
  });
}

/** Waits `ms`. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The upgrade request `rawHandshake` sends (its length counts in the server's bytesRead). */
export const RAW_HANDSHAKE =
  'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

/** Opens a TCP socket to /ws and completes the websocket handshake by hand (for misbehaving clients). */
export function rawHandshake(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () => s.write(RAW_HANDSHAKE));
    let head = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      head = Buffer.concat([head, d]);
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      s.off('data', onData);
      if (!head.subarray(0, 12).toString().includes('101'))
        return reject(new Error(head.subarray(0, 40).toString()));
      // Frames that came with the handshake are put back for the caller's reader.
      const rest = head.subarray(end + 4);
      s.pause();
      if (rest.length > 0) s.unshift(rest);
      resolve(s);
    };
    s.on('data', onData);
    s.on('error', reject);
  });
}

/** One client-to-server websocket frame (binary, masked with a zero key so the bytes stay readable) around a protocol frame. */
export function maskedFrame(type: number, payload: unknown, seq = 0): Buffer {
  const app = Buffer.from(encodeFrame(type, seq, 0, payload));
  const len = app.length;
  const head =
    len < 126
      ? Buffer.from([0x82, 0x80 | len, 0, 0, 0, 0])
      : Buffer.from([0x82, 0x80 | 126, len >> 8, len & 0xff, 0, 0, 0, 0]);
  return Buffer.concat([head, app]);
}
