/** Builds complete server-to-client websocket frames (RFC 6455, unmasked binary) around a protocol frame, once per broadcast. */
import { HEADER_SIZE, writeHeader } from '../../src/protocol/frame';

/** One finished websocket frame ready to write to any number of sockets. */
export function buildWsFrame(type: number, seq: number, flags: number, json: string): Buffer {
  const bodyLen = Buffer.byteLength(json, 'utf8');
  const appLen = HEADER_SIZE + bodyLen;
  const wsHeader = appLen < 126 ? 2 : appLen < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(wsHeader + appLen);
  out[0] = 0x82; // FIN + binary opcode
  if (wsHeader === 2) {
    out[1] = appLen;
  } else if (wsHeader === 4) {
    out[1] = 126;
    out.writeUInt16BE(appLen, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(0, 2);
    out.writeUInt32BE(appLen, 6);
  }
  writeHeader(out.subarray(wsHeader), appLen, type, seq, flags);
  out.write(json, wsHeader + HEADER_SIZE, bodyLen, 'utf8');
  return out;
}

/** A pong answering a client's websocket ping (a control frame: the payload is at most 125 bytes, as the ping's was). */
export function buildPongFrame(payload: Buffer): Buffer {
  const out = Buffer.allocUnsafe(2 + payload.length);
  out[0] = 0x8a; // FIN + pong opcode
  out[1] = payload.length;
  payload.copy(out, 2);
  return out;
}
