// Gzipped sizes of the shell's first JS download, of the screens' shared `kit` chunk (vite.config.ts) and of the arena
// chunk (what loadArena downloads beyond both), from Vite manifests.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAB_DIR } from './build-lab';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Size report of one build. */
export interface SizeReport {
  shellKb: number | null;
  shellFiles: number;
  shellHasArenaLibs: boolean;
  /** The chunk every screen shares (null when the build has none). */
  kitKb: number | null;
  kitHasArenaLibs: boolean;
  arenaKb: number | null;
  arenaSource: string;
  rendererKb: Record<string, number>;
  /** The lab's entry imports src/arena/index.ts statically: true would mean index.ts drags pixi/gsap/howler in. */
  labEntryHasArenaLibs: boolean | null;
}

function load(dir: string): Manifest | null {
  const p = join(dir, '.vite/manifest.json');
  return existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as Manifest) : null;
}

function closure(m: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !m[key]) return seen;
  seen.add(key);
  for (const i of m[key].imports ?? []) closure(m, i, seen);
  return seen;
}

function gz(dir: string, m: Manifest, keys: Iterable<string>): number {
  let n = 0;
  for (const k of keys) n += gzipSync(readFileSync(join(dir, m[k].file))).length;
  return n;
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
const ARENA_LIBS = /pixi|gsap|howler/i;

function hasArenaLibs(dir: string, m: Manifest, keys: Set<string>): boolean {
  for (const k of keys) {
    const code = readFileSync(join(dir, m[k].file), 'utf8');
    if (ARENA_LIBS.test(m[k].src ?? '') || /GreenSock|PixiJS|HowlerGlobal/.test(code)) return true;
  }
  return false;
}

/** Reads the app's (dist/client, or ARENA_APP_DIR) and the lab's (LAB_DIR) manifests. */
export function sizeReport(
  appDir = process.env.ARENA_APP_DIR ?? 'dist/client',
  labDir = LAB_DIR,
): SizeReport {
  const app = load(appDir);
  const lab = load(labDir);
  const report: SizeReport = {
    shellKb: null,
    shellFiles: 0,
    shellHasArenaLibs: false,
    kitKb: null,
    kitHasArenaLibs: false,
    arenaKb: null,
    arenaSource: 'none',
    rendererKb: {},
    labEntryHasArenaLibs: null,
  };
  let shell = new Set<string>();
  if (app) {
    const entry = Object.keys(app).find((k) => app[k].isEntry);
    if (entry) {
      shell = closure(app, entry);
      report.shellKb = kb(gz(appDir, app, shell));
      report.shellFiles = shell.size;
      report.shellHasArenaLibs = hasArenaLibs(appDir, app, shell);
    }
    const kit = new Set<string>();
    for (const k of Object.keys(app)) if (app[k].name === 'kit' && !shell.has(k)) closure(app, k, kit);
    for (const k of shell) kit.delete(k);
    if (kit.size) {
      report.kitKb = kb(gz(appDir, app, kit));
      report.kitHasArenaLibs = hasArenaLibs(appDir, app, kit);
      for (const k of kit) shell.add(k);
    }
  }
  const pick = (m: Manifest, dir: string, base: Set<string>, source: string) => {
    const key = Object.keys(m).find((k) => m[k].src === 'src/arena/adapter/module.ts');
    if (!key) return false;
    const own = [...closure(m, key)].filter((k) => !base.has(k));
    report.arenaKb = kb(gz(dir, m, own));
    report.arenaSource = source;
    // Lazy chunks the arena loads itself: Pixi's eval-free shader sync next to the renderer, Howler after the first frame.
    const lazy: [RegExp, string][] = [
      [/pixi\.js\/lib\/unsafe-eval\//, 'pixi.js/unsafe-eval (arena, with the renderer)'],
      [/node_modules\/howler\//, 'howler (arena, after the first frame)'],
    ];
    for (const k of Object.keys(m)) {
      const f = m[k].file;
      const r =
        /(WebGLRenderer|CanvasRenderer|WebGPURenderer|browserAll)/.exec(f) ??
        lazy.flatMap(([re, name]) => (re.test(m[k].src ?? k) ? [null, name] : []));
      if (r?.[1] && !own.includes(k))
        report.rendererKb[r[1]] = kb(
          gz(
            dir,
            m,
            [...closure(m, k)].filter((x) => !own.includes(x) && !base.has(x)),
          ),
        );
    }
    return true;
  };
  if (lab) {
    const entry = Object.keys(lab).find((k) => lab[k].isEntry);
    if (entry) report.labEntryHasArenaLibs = hasArenaLibs(labDir, lab, closure(lab, entry));
  }
  if (!(app && pick(app, appDir, shell, `app build (${appDir})`)) && lab) {
    const entry = Object.keys(lab).find((k) => lab[k].isEntry);
    pick(lab, labDir, entry ? closure(lab, entry) : new Set(), `lab build (${labDir}): no app build found`);
  }
  return report;
}
