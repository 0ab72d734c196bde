// Vite config: React client, dev proxy to the API server, production build into dist/client.
// The build-info plugin writes latest-build.json (polled by src/lib/build-check.ts) and prints the
// gzipped size of the first download: the entry chunk, its static imports and their CSS.
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
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: 'asset';
  source: string | Uint8Array;
}

function buildInfo(id: string): Plugin {
  let summary = '';
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
      summary = `first download (entry + static imports): JS ${(js / 1024).toFixed(1)} KB gzip in ${seen.size} file(s), CSS ${(styles / 1024).toFixed(1)} KB gzip; build ${id}`;
    },
    closeBundle() {
      if (summary) console.log(`\n  ${summary}\n`);
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
      const t = precompressDir(outDir);
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `  precompressed ${t.files} file(s): ${kb(t.raw)} KB raw -> ${kb(t.br)} KB brotli, ${kb(t.gz)} KB gzip\n`,
      );
    },
  };
}

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
