// Vite config: React client, dev proxy to the API server, production build into dist/client.
// The build-info plugin writes latest-build.json (polled by src/lib/build-check.ts) and prints the
// gzipped size of the first download: the entry chunk, its static imports and their CSS.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress.mjs';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const buildId =
  process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface ChunkLike {
  type: 'chunk';
  code: string;
  modules: Record<string, { code: string | null; renderedLength: number }>;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

/** The ten largest modules of the given chunks, packages counted as one module each: the treemap's top 10. */
function shellModules(chunks: Set<string>, files: Record<string, ChunkLike | AssetLike>): string[] {
  const sizes = new Map<string, { raw: number; code: string }>();
  for (const name of chunks) {
    const f = files[name];
    if (f?.type !== 'chunk') continue;
    for (const [id, m] of Object.entries(f.modules)) {
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
      const key = pkg ?? id.replace(/^.*?\/src\//, 'src/');
      const s = sizes.get(key) ?? { raw: 0, code: '' };
      s.raw += m.renderedLength;
      s.code += m.code ?? '';
      sizes.set(key, s);
    }
  }
  return [...sizes]
    .map(([key, s]) => ({ key, raw: s.raw, gz: gzipSync(s.code).length }))
    .sort((a, b) => b.gz - a.gz)
    .slice(0, Number(process.env.SHELL_TOP ?? 10))
    .map(
      (m) =>
        `    ${(m.gz / 1024).toFixed(1).padStart(6)} KB  ${(m.raw / 1024).toFixed(1).padStart(6)} KB  ${m.key}`,
    );
}

function buildInfo(id: string): Plugin {
  let summary = '';
  let top: string[] = [];
  return {
    name: 'casearena-build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: 'latest-build.json',
        source: JSON.stringify({ buildId: id, builtAt: new Date().toISOString() }),
      });
      const files = bundle as unknown as Record<string, ChunkLike | AssetLike>;
      const entry = Object.entries(files).find(([, f]) => f.type === 'chunk' && f.isEntry);
      if (!entry) return;
      const seen = new Set<string>();
      const css = new Set<string>();
      const walk = (name: string) => {
        const f = files[name];
        if (seen.has(name) || !f || f.type !== 'chunk') return;
        seen.add(name);
        f.viteMetadata?.importedCss.forEach((c) => css.add(c));
        f.imports.forEach(walk);
      };
      walk(entry[0]);
      const gz = (name: string) => {
        const f = files[name];
        if (!f) return 0;
        return gzipSync(f.type === 'chunk' ? f.code : f.source).length;
      };
      const js = [...seen].reduce((n, f) => n + gz(f), 0);
      const styles = [...css].reduce((n, f) => n + gz(f), 0);
      top = shellModules(seen, files);
      summary = `first download (entry + static imports): JS ${(js / 1024).toFixed(1)} KB gzip in ${seen.size} file(s), CSS ${(styles / 1024).toFixed(1)} KB gzip; build ${id}`;
    },
    closeBundle() {
      if (summary) console.log(`\n  ${summary}\n`);
      if (top.length)
        console.log(`  its largest modules (gzip of each module alone, raw):\n${top.join('\n')}\n`);
    },
  };
}

/** Writes `.br` and `.gz` next to the built text assets once the bundle is on disk (served by @fastify/static). */
function precompress(outDir: string): Plugin {
  return {
    name: 'casearena-precompress',
    apply: 'build',
    // The arena lab builds with this config into its own folder (tests/bench/arena/build-lab.ts).
    configResolved(c) {
      outDir = c.build.outDir;
    },
    closeBundle() {
      // A failed build leaves no output folder: say nothing here, so the build's own error is the one printed.
      if (!fs.existsSync(outDir)) return;
      const t = precompressDir(outDir);
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `  precompressed ${t.files} file(s): ${kb(t.raw)} KB raw -> ${kb(t.br)} KB brotli, ${kb(t.gz)} KB gzip\n`,
      );
    },
  };
}

// Few files for a first visit (issue 14, Lighthouse): the build made 178 chunks, 128 of them under 2 KB gzip, and a
// screen asked for 40-odd over HTTP/1.1's six connections (plus one preload link each, 77 ms of appendChild at 4x CPU).
// Now the shell (everything the entry loads statically, tag $initial) is one chunk and what two or more screens share
// is one `kit` chunk; the arena, the verifiers and the beacon's BLS curves stay with the screens that load them.
const KIT = /[\\/]src[\\/]/;
const NOT_KIT =
  /[\\/]src[\\/](arena[\\/]|features[\\/]fairness[\\/]|features[\\/]events[\\/]verify-|domain[\\/]beacon)/;

export default defineConfig({
  plugins: [react(), buildInfo(buildId), precompress('dist/client')],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // The site's CSP allows no inline script; every browser we support has modulepreload, so no polyfill is needed.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            {
              name: 'kit',
              test: (id: string) => KIT.test(id) && !NOT_KIT.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/_i18n': { target: apiTarget },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
});
