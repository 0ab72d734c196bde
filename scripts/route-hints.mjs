// What each screen's first load needs beyond the entry (issue 14, first load): the JS chunks of its layout and page
// with their static imports, and their CSS. The Vite build writes it as route-hints.json next to index.html; the
// server turns it into <link rel=modulepreload/preload> tags in the index.html it serves for that path, so the
// browser fetches the screen with the entry instead of after it. Screens are read from src/app/screens.ts (the
// `s('id', '/path', 'layout', () => import('...'))` table and the LAYOUTS map); tests check every screen is found.
import path from 'node:path';

const SCREEN =
  /\bs\(\s*'(\w+)',\s*'([^']+)',\s*'(\w+)',\s*\(\)\s*=>\s*(?:import\('([^']+)'\)|Promise\.resolve)/g;
const LAYOUT = /^\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm;

/**
 * The screens of a screens.ts source: id, path, layout name and the page module (resolved against `dir`, without
 * extension; null for a page already in the entry).
 */
export function parseScreens(source, dir) {
  const screens = [...source.matchAll(SCREEN)].map((m) => ({
    id: m[1],
    path: m[2],
    layout: m[3],
    module: m[4] ? path.resolve(dir, m[4]) : null,
  }));
  const layouts = Object.fromEntries(
    [...source.matchAll(LAYOUT)].map((m) => [m[1], path.resolve(dir, m[2])]),
  );
  return { screens, layouts };
}

const stem = (id) => id.replace(/\?.*$/, '').replace(/\.[cm]?[jt]sx?$/, '');

/**
 * The hints for a bundle (Rollup/Rolldown output: chunks with `facadeModuleId`, `imports` and Vite's
 * `viteMetadata.importedCss`): `{ screens: [{ id, path, js, css }] }`, file names relative to the client root, without
 * what the entry already loads.
 */
export function routeHints(parsed, bundle) {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [stem(c.facadeModuleId), c]));
  const closure = (start) => {
    const seen = new Set();
    const walk = (name) => {
      if (seen.has(name) || !byName.has(name)) return;
      seen.add(name);
      byName.get(name).imports.forEach(walk);
    };
    start.forEach(walk);
    return seen;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const entryCss = new Set([...entry].flatMap((n) => [...(byName.get(n).viteMetadata?.importedCss ?? [])]));
  const screens = parsed.screens.map((s) => {
    const roots = [parsed.layouts[s.layout], s.module]
      .filter(Boolean)
      .map((m) => byModule.get(m)?.fileName)
      .filter(Boolean);
    const js = [...closure(roots)].filter((n) => !entry.has(n));
    const css = [...new Set(js.flatMap((n) => [...(byName.get(n).viteMetadata?.importedCss ?? [])]))].filter(
      (c) => !entryCss.has(c),
    );
    return { id: s.id, path: s.path, js, css };
  });
  return { screens };
}
