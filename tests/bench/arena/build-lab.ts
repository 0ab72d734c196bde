// Builds the arena lab (tests/bench/arena/lab/index.html -> dist/arena-lab) with the project's Vite config, apart from the app build.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** Output folder of the lab build (ARENA_LAB_DIR overrides it, e.g. to keep a shared dist/ untouched). */
export const LAB_DIR = resolve(process.env.ARENA_LAB_DIR ?? 'dist/arena-lab');
/** Path of the lab page inside the output folder. */
export const LAB_PAGE = '/tests/bench/arena/lab/index.html';

function newest(dir: string): number {
  let t = 0;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    const s = statSync(p);
    t = Math.max(t, s.isDirectory() ? newest(p) : s.mtimeMs);
  }
  return t;
}

/** Builds the lab unless LAB_DIR is newer than src/arena, src/domain and the lab page. */
export async function buildLab(force = false): Promise<void> {
  const out = join(LAB_DIR, LAB_PAGE);
  if (!force && existsSync(out)) {
    const src = Math.max(newest('src/arena'), newest('src/domain'), newest('tests/bench/arena/lab'));
    if (statSync(out).mtimeMs > src) return;
  }
  // From inside vitest (the e2e lab test) NODE_ENV is 'test', and Vite would bundle React's development build: the
  // lab the bench then measured was not the one users get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      build: {
        outDir: LAB_DIR,
        emptyOutDir: true,
        manifest: true,
        // Maps the bench's heap check names allocation sites with (not referenced by the page).
        sourcemap: 'hidden',
        rollupOptions: { input: resolve('tests/bench/arena/lab/index.html') },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('tests/bench/arena/build-lab.ts'))
  await buildLab(true);
