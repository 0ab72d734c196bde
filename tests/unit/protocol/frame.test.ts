import { describe, expect, it } from 'vitest';
import {
  decodeFrame,
  encodeFrame,
  encodeFrameJson,
  HEADER_SIZE,
  MAX_CLIENT_FRAME,
} from '../../../src/protocol/frame';
import { MsgType } from '../../../src/protocol/message-types';

function header(total: number, type: number, seq = 0, flags = 0): Uint8Array {
  const b = new Uint8Array(HEADER_SIZE);
  const v = new DataView(b.buffer);
  v.setUint32(0, total, true);
  v.setUint32(4, type, true);
  v.setUint32(8, seq, true);
  v.setUint32(12, flags, true);
  return b;
}

function withBody(type: number, body: Uint8Array, total = HEADER_SIZE + body.length): Uint8Array {
  const out = new Uint8Array(HEADER_SIZE + body.length);
  out.set(header(total, type));
  out.set(body, HEADER_SIZE);
  return out;
}

describe('encodeFrame', () => {
  it('writes a 16-byte little-endian header then the UTF-8 JSON payload', () => {
    const bytes = encodeFrame(MsgType.heartbeat, 7, 3, { ts: 123 });
    const v = new DataView(bytes.buffer, bytes.byteOffset);
    expect(v.getUint32(0, true)).toBe(bytes.length);
    expect(v.getUint32(4, true)).toBe(30001);
    expect(v.getUint32(8, true)).toBe(7);
    expect(v.getUint32(12, true)).toBe(3);
    expect(new TextDecoder().decode(bytes.subarray(16))).toBe('{"ts":123}');
  });

  it('round-trips through decodeFrame, including non-ASCII text', () => {
    const payload = { battleID: 'b1', userID: 'u1', emoji: '🔥 ура' };
    const r = decodeFrame(encodeFrame(MsgType.emoji, 42, 0, payload));
    expect(r).toEqual({ ok: true, frame: { type: 90020, seq: 42, flags: 0, payload } });
  });

  it('accepts pre-serialised JSON so a broadcaster serialises once', () => {
    const a = encodeFrameJson(MsgType.stat, 1, 0, '{"online":3}');
    expect(decodeFrame(a)).toMatchObject({ ok: true, frame: { payload: { online: 3 } } });
  });

  it('refuses header fields outside u32', () => {
    expect(() => encodeFrame(-1, 0, 0, null)).toThrow(RangeError);
    expect(() => encodeFrame(1, 2 ** 32, 0, null)).toThrow(RangeError);
  });
});

describe('decodeFrame validation', () => {
  it('a header-only frame has a null payload', () => {
    expect(decodeFrame(header(16, MsgType.ping))).toEqual({
      ok: true,
      frame: { type: 30000, seq: 0, flags: 0, payload: null },
    });
  });

  it.each([
    ['empty', new Uint8Array(0), 'too_short'],
    ['15 bytes', new Uint8Array(15), 'too_short'],
    [
      'declared longer than received',
      withBody(MsgType.ping, new TextEncoder().encode('{}'), 40),
      'length_mismatch',
    ],
    [
      'declared shorter than received',
      withBody(MsgType.ping, new TextEncoder().encode('{}'), 16),
      'length_mismatch',
    ],
    ['declared huge', withBody(MsgType.ping, new Uint8Array(0), 0xffffffff), 'oversized'],
    ['bad JSON', withBody(MsgType.ping, new TextEncoder().encode('{nope')), 'bad_json'],
    ['bad UTF-8', withBody(MsgType.ping, new Uint8Array([0x22, 0xff, 0xfe, 0x22])), 'bad_utf8'],
    ['unknown type', withBody(12345, new TextEncoder().encode('{}')), 'unknown_type'],
  ] as const)('%s -> %s', (_name, bytes, code) => {
    const r = decodeFrame(bytes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(code);
  });

  it('rejects a frame over 64 KiB from a client, accepts exactly 64 KiB', () => {
    const json = `"${'a'.repeat(MAX_CLIENT_FRAME - HEADER_SIZE - 2)}"`;
    expect(decodeFrame(encodeFrameJson(MsgType.ping, 0, 0, json)).ok).toBe(true);
    const big = encodeFrameJson(MsgType.ping, 0, 0, `"${'a'.repeat(MAX_CLIENT_FRAME)}"`);
    expect(decodeFrame(big)).toMatchObject({ ok: false, error: 'oversized' });
    expect(decodeFrame(big, { maxBytes: 1 << 20 }).ok).toBe(true);
  });

  it('unknown types may be allowed explicitly', () => {
    expect(decodeFrame(encodeFrame(4242, 0, 0, {}), { allowUnknownTypes: true }).ok).toBe(true);
  });

  it('reads a frame that sits at an offset inside a larger buffer', () => {
    const f = encodeFrame(MsgType.heartbeat, 1, 0, { ts: 5 });
    const big = new Uint8Array(f.length + 10);
    big.set(f, 5);
    expect(decodeFrame(big.subarray(5, 5 + f.length))).toMatchObject({
      ok: true,
      frame: { payload: { ts: 5 } },
    });
  });

  it('never throws on 5,000 random byte strings', () => {
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < 5000; i++) {
      const len = Math.floor(rnd() * 64);
      const b = new Uint8Array(len).map(() => Math.floor(rnd() * 256));
      if (len >= 4 && rnd() < 0.5) new DataView(b.buffer).setUint32(0, len, true);
      expect(() => decodeFrame(b)).not.toThrow();
    }
  });
});
