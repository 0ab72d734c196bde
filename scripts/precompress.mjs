// Precompresses a built directory: next to every text asset over 1 KB it writes `.br` (brotli, best quality) and
// `.gz` (gzip -9), kept only when smaller, for @fastify/static's `preCompressed` to serve (server/plugins/static.ts).
// Used by the Vite build (vite.config.ts) and by the compression tests.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;

/** Compresses every text file under `dir`; answers the raw, brotli and gzip byte totals of what it compressed. */
export function precompressDir(dir) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const file = path.join(d, e.name);
      if (e.isDirectory()) walk(file);
      else if (TEXT.test(e.name)) {
        const raw = fs.readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
        totals.files += 1;
        totals.raw += raw.length;
        totals.br += Math.min(br.length, raw.length);
        totals.gz += Math.min(gz.length, raw.length);
      }
    }
  };
  walk(dir);
  return totals;
}
