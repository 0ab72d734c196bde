// Every locale file has exactly en.json's keys (plural keys: exactly the plural forms its language needs), no empty
// values, the same {{placeholders}}, and real translations.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/domain/locales';

type Json = string | Json[] | { [k: string]: Json };

const dir = path.resolve(import.meta.dirname, '../../../locales');
const load = (code: string): Json =>
  JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Json;

/** Flattens to "a.b.0.c" -> value; arrays count as objects keyed by index. */
function flatten(node: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (Array.isArray(node))
    node.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

// i18next's plural suffixes: it picks `<key>_<Intl.PluralRules category>` when a `count` is passed.
const PLURAL = /^(.+)_(zero|one|two|few|many|other)$/;

/** Plain keys, and plural keys grouped by their key without the suffix -> the suffixes present. */
function split(messages: Map<string, Json>): { plain: Set<string>; plural: Map<string, Set<string>> } {
  const plain = new Set<string>();
  const plural = new Map<string, Set<string>>();
  for (const key of messages.keys()) {
    const m = PLURAL.exec(key);
    if (!m) plain.add(key);
    else plural.set(m[1], (plural.get(m[1]) ?? new Set()).add(m[2]));
  }
  return { plain, plural };
}

/** The plural forms i18next asks for in this locale (what Intl.PluralRules knows on this Node). */
const categoriesOf = (code: string) =>
  [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
// Texts that are the same in every language (brand, codes, proper names of rarities and modes in some locales).
const MAY_MATCH_ENGLISH = /^(brand\.name|errors\.notFoundCode|meta\.faq\.title|layout\.eventSeason)$/;

const en = flatten(load('en'));
const enKeys = split(en);

/** English placeholders a key must keep: a plural form keeps those of English `_other` ({{count}} may be left out). */
function expectedPlaceholders(key: string): { need: string[]; optional: string[] } | undefined {
  const m = PLURAL.exec(key);
  const source = m ? en.get(`${m[1]}_other`) : en.get(key);
  if (source === undefined) return undefined;
  return {
    need: placeholders(String(source)).filter((p) => !m || p !== 'count'),
    optional: m ? ['count'] : [],
  };
}

describe('locale files', () => {
  it('there are ten, one per locale code', () => {
    const files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...LOCALE_CODES].sort());
  });

  it('English has no empty values, and every plural key has exactly _one and _other', () => {
    for (const [key, value] of en)
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    expect(categoriesOf('en')).toEqual(['one', 'other']);
    for (const [base, forms] of enKeys.plural) expect([...forms].sort(), base).toEqual(['one', 'other']);
  });

  it('no key is both plain and plural', () => {
    expect([...enKeys.plural.keys()].filter((base) => enKeys.plain.has(base))).toEqual([]);
  });

  describe.each(LOCALE_CODES.filter((c) => c !== 'en'))('%s', (code) => {
    const messages = flatten(load(code));
    const keys = split(messages);

    it('has no missing keys', () => {
      expect([...enKeys.plain].filter((k) => !keys.plain.has(k))).toEqual([]);
      expect([...enKeys.plural.keys()].filter((k) => !keys.plural.has(k))).toEqual([]);
    });

    it('has no extra keys', () => {
      expect([...keys.plain].filter((k) => !enKeys.plain.has(k))).toEqual([]);
      expect([...keys.plural.keys()].filter((k) => !enKeys.plural.has(k))).toEqual([]);
    });

    it('has exactly the plural forms its language needs for every plural key', () => {
      const needed = categoriesOf(code);
      const wrong = [...keys.plural]
        .filter(([, forms]) => [...forms].sort().join() !== needed.join())
        .map(([base, forms]) => `${base}: ${[...forms].join('/')}`);
      expect(wrong, `needs ${needed.join('/')}`).toEqual([]);
    });

    it('has no empty values', () => {
      expect(
        [...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k),
      ).toEqual([]);
    });

    it('keeps the same interpolation placeholders', () => {
      const wrong = [...messages]
        .filter(([k, v]) => {
          const want = expectedPlaceholders(k);
          if (!want) return false;
          const got = placeholders(String(v)).filter((p) => !want.optional.includes(p));
          return got.join() !== want.need.join();
        })
        .map(([k]) => k);
      expect(wrong).toEqual([]);
    });

    it('is really translated (few values identical to English)', () => {
      const same = [...en]
        .filter(
          ([k, v]) => !MAY_MATCH_ENGLISH.test(k) && messages.get(k) === v && /[a-z]{3}/i.test(String(v)),
        )
        .map(([k]) => k);
      // Cognates and gaming loan words ("Upgrade", "Battles", "Missions", "Chance") legitimately stay;
      // more than 6% identical strings means a file was copied instead of translated.
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(Math.ceil(en.size * 0.06));
    });
  });
});
