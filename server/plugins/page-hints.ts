/**
 * Preload hints in the served index.html (issue 14, first load). Without them the browser finds the locale file and
 * the screen's chunks only after the entry has run (index.js -> /_i18n/en.json -> route chunks -> render); with them
 * it fetches all of it beside the entry. Per request: the visitor's locale file (picked as the client picks it: path
 * prefix, cookie, Accept-Language) and the chunks and stylesheets of the screen at that path (route-hints.json,
 * written by the build from src/app/screens.ts). Same-origin links only: the CSP needs no nonce for them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type LocaleCode } from '../../src/domain/locales';
import { splitLocalePath } from '../../src/lib/locale-path';
import { pageLocale, type LocaleInput } from '../views/messages';

/** One screen's entry of route-hints.json. */
interface ScreenHint {
  id: string;
  path: string;
  js: string[];
  css: string[];
}

interface CompiledHint extends ScreenHint {
  pattern: RegExp;
  /** Static segments rank above parameters, as in the client's router ('/cases/fun' before '/cases/:type'). */
  rank: number;
}

function compile(h: ScreenHint): CompiledHint {
  const segments = h.path.split('/').filter(Boolean);
  const source = segments.map((s) =>
    s.startsWith(':') ? '/[^/]+' : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  );
  return {
    ...h,
    pattern: new RegExp(`^${source.join('') || '/'}/?$`),
    rank: segments.reduce((n, s) => n + (s.startsWith(':') ? 1 : 10), 0),
  };
}

/** Reads route-hints.json from a built client folder; an empty table when the build has none. */
export function readRouteHints(clientDir: string): CompiledHint[] {
  try {
    const raw = JSON.parse(fs.readFileSync(path.join(clientDir, 'route-hints.json'), 'utf8')) as {
      screens: ScreenHint[];
    };
    return raw.screens.map(compile).sort((a, b) => b.rank - a.rank);
  } catch {
    return [];
  }
}

/** The screen shown at a site path (with or without a locale prefix), or undefined. */
export function screenAt(hints: readonly CompiledHint[], pathname: string): ScreenHint | undefined {
  const { rest } = splitLocalePath(pathname);
  return hints.find((h) => h.pattern.test(rest));
}

const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <link> tags for a visitor's first load of `pathname`. */
export function hintTags(hints: readonly CompiledHint[], pathname: string, locale: LocaleCode): string {
  const screen = screenAt(hints, pathname);
  // fetch() in src/lib/i18n.ts is a CORS-mode, same-origin-credentials request: `crossorigin` makes the preload match.
  const tags = [`<link rel="preload" href="/_i18n/${attr(locale)}.json" as="fetch" crossorigin>`];
  // `crossorigin` as on the build's own tags and Vite's loader's: a preload only serves a request of the same mode.
  for (const f of screen?.js ?? []) tags.push(`<link rel="modulepreload" crossorigin href="/${attr(f)}">`);
  for (const f of screen?.css ?? [])
    tags.push(`<link rel="preload" as="style" crossorigin href="/${attr(f)}">`);
  return tags.join('');
}

/** index.html for one visitor: the document language and the preload hints of the page and locale. */
export function pageHtml(
  html: string,
  hints: readonly CompiledHint[],
  pathname: string,
  visitor: LocaleInput,
): string {
  const locale = pageLocale({ ...visitor, pathname });
  const iso = LOCALES.find((l) => l.code === locale)?.iso ?? locale;
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${attr(iso)}"`)
    .replace('</head>', `${hintTags(hints, pathname, locale)}</head>`);
}
