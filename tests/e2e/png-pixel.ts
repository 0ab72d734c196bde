// A tiny PNG reader for e2e pixel checks: 8-bit RGB/RGBA, non-interlaced (what Chromium screenshots are).
import { inflateSync } from 'node:zlib';

/** An RGBA pixel, 0-255 per channel. */
export type Rgba = [number, number, number, number];

/** Decodes a PNG and returns a reader of its pixels. */
export function decodePng(png: Buffer): { width: number; height: number; at(x: number, y: number): Rgba } {
  let p = 8;
  let width = 0;
  let height = 0;
  let type = 0;
  const idat: Buffer[] = [];
  while (p < png.length) {
    const len = png.readUInt32BE(p);
    const kind = png.toString('ascii', p + 4, p + 8);
    const body = png.subarray(p + 8, p + 8 + len);
    if (kind === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      type = body[9];
      if (body[8] !== 8 || body[12] !== 0 || (type !== 2 && type !== 6)) throw new Error('unsupported PNG');
    } else if (kind === 'IDAT') idat.push(body);
    p += 12 + len;
  }
  const bpp = type === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[y * stride + i - bpp] : 0;
      const b = y > 0 ? out[(y - 1) * stride + i] : 0;
      const c = i >= bpp && y > 0 ? out[(y - 1) * stride + i - bpp] : 0;
      const pa = Math.abs(b - c);
      const pb = Math.abs(a - c);
      const pc = Math.abs(a + b - 2 * c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      out[y * stride + i] = (raw[src + i] + pred) & 0xff;
    }
  }
  return {
    width,
    height,
    at: (x, y) => {
      const o = y * stride + x * bpp;
      return [out[o], out[o + 1], out[o + 2], bpp === 4 ? out[o + 3] : 255];
    },
  };
}
