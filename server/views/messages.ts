/**
 * Translated texts for the server-rendered pages: the same message files as the client (locales/*.json), the
 * language picked like the client picks it (route prefix of the page the visitor came from, the locale cookie,
 * then Accept-Language, then English).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type LocaleCode } from '../../src/domain/locales';
import { detectLocale, LOCALE_COOKIE } from '../../src/lib/locale-path';

/** Looks a dotted key up in one locale (English when missing there), filling `{{name}}` placeholders. */
export type Translate = (key: string, vars?: Record<string, string>) => string;

type Tree = { [k: string]: unknown };
const cache = new Map<string, Partial<Record<LocaleCode, Tree>>>();

function load(dir: string, code: LocaleCode): Tree {
  let files = cache.get(dir);
  if (!files) cache.set(dir, (files = {}));
  let tree = files[code];
  if (!tree) {
    try {
      tree = JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Tree;
    } catch {
      // A missing or broken file falls back to English (and English to the key itself).
      tree = {};
    }
    files[code] = tree;
  }
  return tree;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Browser languages from an Accept-Language header, in the order of their q weights. */
function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.tag);
}

/** What picks the language of a page. */
export interface LocaleInput {
  /** The site path the visitor was on or is going back to ('/de/battles' means German). */
  pathname?: string;
  cookies?: Record<string, string | undefined>;
  acceptLanguage?: string;
}

/** The locale of a server-rendered page (or of the app's first load) for this visitor. */
export function pageLocale(i: LocaleInput): LocaleCode {
  return detectLocale({
    pathname: i.pathname ?? '/',
    cookie: i.cookies?.[LOCALE_COOKIE] ?? null,
    languages: acceptLanguages(i.acceptLanguage),
  });
}

/** A translator for one locale over the message files in `dir`. */
function translator(dir: string, code: LocaleCode): Translate {
  return (key, vars = {}) => {
    const text = lookup(load(dir, code), key) ?? lookup(load(dir, DEFAULT_LOCALE), key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => vars[name] ?? m);
  };
}

/** The translator of one known locale (mails are written in the player's stored language). */
export function textsIn(dir: string, code: LocaleCode): Translate {
  return translator(dir, code);
}

/** The locale tag and translator of a page for this visitor. */
export function pageTexts(dir: string, i: LocaleInput): { lang: LocaleCode; t: Translate } {
  const lang = pageLocale(i);
  return { lang, t: translator(dir, lang) };
}
