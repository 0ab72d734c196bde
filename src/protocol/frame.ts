/** Binary frame codec: 16-byte little-endian header (length, type, sequence, flags) then a UTF-8 JSON payload. */
import { isKnownType } from './message-types';

/** Bytes in the frame header. */
export const HEADER_SIZE = 16;
/** Largest frame the server accepts from a client (64 KiB, header included). */
export const MAX_CLIENT_FRAME = 64 * 1024;

/** A decoded frame: header fields plus the parsed JSON payload. */
export interface Frame {
  type: number;
  seq: number;
  flags: number;
  payload: unknown;
}

/** Why a frame was rejected. */
export type FrameErrorCode =
  'too_short' | 'length_mismatch' | 'oversized' | 'bad_utf8' | 'bad_json' | 'unknown_type';

/** The result of decodeFrame: a frame, or a typed error (decodeFrame never throws). */
export type DecodeResult = { ok: true; frame: Frame } | { ok: false; error: FrameErrorCode; detail: string };

/** Options for decodeFrame. */
export interface DecodeOptions {
  /** Reject frames larger than this many bytes (default MAX_CLIENT_FRAME). */
  maxBytes?: number;
  /** Accept unknown message types (default false). */
  allowUnknownTypes?: boolean;
}

const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

const u32 = (n: number) => n >>> 0 === n;

/** Builds a frame around an already serialised JSON payload (lets a broadcaster serialise once). */
export function encodeFrameJson(
  type: number,
  seq: number,
  flags: number,
  json: string,
): Uint8Array<ArrayBuffer> {
  const body = encoder.encode(json);
  const out = new Uint8Array(HEADER_SIZE + body.length);
  writeHeader(out, out.length, type, seq, flags);
  out.set(body, HEADER_SIZE);
  return out;
}

/** Encodes one frame: header plus `JSON.stringify(payload)` (null when payload is undefined). */
export function encodeFrame(
  type: number,
  seq: number,
  flags: number,
  payload: unknown,
): Uint8Array<ArrayBuffer> {
  return encodeFrameJson(type, seq, flags, JSON.stringify(payload ?? null));
}

/** Writes the 16-byte header into `out` at offset 0. */
export function writeHeader(out: Uint8Array, total: number, type: number, seq: number, flags: number): void {
  if (!u32(total) || !u32(type) || !u32(seq) || !u32(flags))
    throw new RangeError('frame header fields must be u32');
  const view = new DataView(out.buffer, out.byteOffset, HEADER_SIZE);
  view.setUint32(0, total, true);
  view.setUint32(4, type, true);
  view.setUint32(8, seq, true);
  view.setUint32(12, flags, true);
}

/** Decodes and validates one frame; every failure is a typed error result. */
export function decodeFrame(bytes: Uint8Array, opts: DecodeOptions = {}): DecodeResult {
  const max = opts.maxBytes ?? MAX_CLIENT_FRAME;
  if (bytes.byteLength > max) return fail('oversized', `frame of ${bytes.byteLength} bytes exceeds ${max}`);
  if (bytes.byteLength < HEADER_SIZE)
    return fail('too_short', `frame of ${bytes.byteLength} bytes is shorter than the header`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, HEADER_SIZE);
  const total = view.getUint32(0, true);
  const type = view.getUint32(4, true);
  const seq = view.getUint32(8, true);
  const flags = view.getUint32(12, true);
  if (total > max) return fail('oversized', `declared length ${total} exceeds ${max}`);
  if (total !== bytes.byteLength)
    return fail('length_mismatch', `declared length ${total}, received ${bytes.byteLength}`);
  if (!opts.allowUnknownTypes && !isKnownType(type))
    return fail('unknown_type', `unknown message type ${type}`);
  let text: string;
  try {
    text = strictDecoder.decode(bytes.subarray(HEADER_SIZE));
  } catch {
    return fail('bad_utf8', 'payload is not valid UTF-8');
  }
  let payload: unknown = null;
  if (text.length > 0) {
    try {
      payload = JSON.parse(text) as unknown;
    } catch {
      return fail('bad_json', 'payload is not valid JSON');
    }
  }
  return { ok: true, frame: { type, seq, flags, payload } };
}

function fail(error: FrameErrorCode, detail: string): DecodeResult {
  return { ok: false, error, detail };
}
