// Names the source of a position in a built JS file from its `.map` (a client built with `vite build --sourcemap hidden`),
// so the bench's profiles say `src/arena/view/reel-view.ts:120 setPosition` instead of `module-3f2a.js:1:48213 Wc`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface RawMap {
  sources: string[];
  names: string[];
  mappings: string;
}

/** A decoded source map: per generated line, segments [column, source, line, column, name?] sorted by column. */
interface Decoded {
  sources: string[];
  names: string[];
  lines: number[][][];
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

function decode(raw: RawMap): Decoded {
  const lines: number[][][] = [];
  let src = 0;
  let srcLine = 0;
  let srcCol = 0;
  let name = 0;
  for (const line of raw.mappings.split(';')) {
    const segs: number[][] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const v: number[] = [];
      let shift = 0;
      let acc = 0;
      for (const ch of seg) {
        const d = DIGIT.get(ch) ?? 0;
        acc += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          v.push(acc & 1 ? -(acc >>> 1) : acc >>> 1);
          acc = 0;
          shift = 0;
        }
      }
      col += v[0];
      if (v.length >= 4) {
        src += v[1];
        srcLine += v[2];
        srcCol += v[3];
        if (v.length >= 5) name += v[4];
        segs.push(v.length >= 5 ? [col, src, srcLine, srcCol, name] : [col, src, srcLine, srcCol]);
      }
    }
    lines.push(segs);
  }
  return { sources: raw.sources, names: raw.names, lines };
}

/** Looks positions up in the maps of the JS files of one client folder (absent maps: positions stay unnamed). */
export class SourceNamer {
  private readonly maps = new Map<string, Decoded | null>();

  constructor(private readonly clientDir: string) {}

  private map(url: string): Decoded | null {
    const file = new URL(url, 'http://x').pathname;
    if (!this.maps.has(file)) {
      const p = path.join(this.clientDir, `${file}.map`);
      this.maps.set(file, existsSync(p) ? decode(JSON.parse(readFileSync(p, 'utf8')) as RawMap) : null);
    }
    return this.maps.get(file) ?? null;
  }

  /** `src/file.ts:line` for a 0-based generated line and column of `url`, or null. */
  name(url: string, line: number, col: number): string | null {
    if (!url || line < 0) return null;
    const m = this.map(url);
    const segs = m?.lines[line];
    if (!m || !segs?.length) return null;
    let lo = 0;
    let hi = segs.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (segs[mid][0] <= col) lo = mid;
      else hi = mid - 1;
    }
    const s = segs[lo];
    const source = m.sources[s[1]];
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
    // Sources are relative to the map's folder, which may lie outside the repository: keep from src/ (or tests/) on.
    const own = /(?:^|\/)((?:src|tests)\/.*)$/.exec(source)?.[1];
    const file = pkg ? `${pkg}/${path.basename(source)}` : (own ?? source.replace(/^(\.\.\/)+/, ''));
    return `${file}:${s[2] + 1}`;
  }
}
