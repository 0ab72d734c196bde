/**
 * A lean benchmark spectator: a plain TCP socket doing the websocket handshake and reading unmasked server frames
 * itself (the `ws` client's stream machinery costs several microseconds per message, which on a 2-core machine is
 * CPU taken from the hub being measured). The caller gets each message's bytes and its arrival time.
 */
import net from 'node:net';
import { encodeFrame } from '../../src/protocol/frame';

/** A connected lean socket. */
export interface LeanSocket {
  send(bytes: Uint8Array): void;
  destroy(): void;
}

/** Wraps an application frame in a masked client websocket frame (mask key 0: valid, and the bytes stay as they are). */
function clientFrame(app: Uint8Array): Buffer {
  const len = app.length;
  const head =
    len < 126 ? Buffer.from([0x82, 0x80 | len]) : Buffer.from([0x82, 0x80 | 126, len >> 8, len & 255]);
  return Buffer.concat([head, Buffer.alloc(4), app]);
}

/** Opens a lean websocket to 127.0.0.1:port/ws; `onFrame` gets each binary message's bytes and arrival time. */
export function openLean(
  port: number,
  onFrame: (bytes: Buffer, at: number) => void,
  onClose: () => void,
): Promise<LeanSocket> {
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1');
    s.setNoDelay(true);
    let buf: Buffer = Buffer.alloc(0);
    let upgraded = false;
    const api: LeanSocket = { send: (b) => s.write(clientFrame(b)), destroy: () => s.destroy() };
    s.on('connect', () =>
      s.write(
        'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
      ),
    );
    s.on('data', (chunk: Buffer) => {
      const at = performance.timeOrigin + performance.now();
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      if (!upgraded) {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) return;
        if (!buf.subarray(0, 12).toString().includes('101'))
          return reject(new Error(`upgrade refused: ${buf.subarray(0, 60).toString()}`));
        upgraded = true;
        buf = buf.subarray(end + 4);
        resolve(api);
      }
      while (buf.length >= 2) {
        let len = buf[1] & 0x7f;
        let off = 2;
        if (len === 126) {
          if (buf.length < 4) return;
          len = buf.readUInt16BE(2);
          off = 4;
        } else if (len === 127) {
          if (buf.length < 10) return;
          len = buf.readUInt32BE(6);
          off = 10;
        }
        if (buf.length < off + len) return;
        const op = buf[0] & 0x0f;
        if (op === 0x2) {
          onFrame(buf.subarray(off, off + len), at);
        } else if (op === 0x8) {
          s.end();
        }
        buf = buf.subarray(off + len);
      }
    });
    s.on('close', onClose);
    s.on('error', reject);
  });
}

/** A heartbeat frame as a client sends it. */
export const heartbeatFrame = () => encodeFrame(30001, 0, 0, { ts: Date.now() });
