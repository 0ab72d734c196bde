// Every locale file has exactly en.json's keys, no empty values, the same {{placeholders}}, and real translations.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../../src/domain/locales';

type Json = string | Json[] | { [k: string]: Json };

const dir = path.resolve(import.meta.dirname, '../../../locales');
const load = (code: string): Json => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Json;

/** Flattens to "a.b.0.c" -> value; arrays count as objects keyed by index. */
function flatten(node: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (typeof node === 'string') out.set(prefix, node);
  else if (Array.isArray(node)) node.forEach((v, i) => flatten(v, prefix ? `${prefix}.${i}` : String(i), out));
  else for (const [k, v] of Object.entries(node)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
// Texts that are the same in every language (brand, codes, proper names of rarities and modes in some locales).
const MAY_MATCH_ENGLISH = /^(brand\.name|errors\.notFoundCode|meta\.faq\.title|layout\.eventSeason)$/;

const en = flatten(load('en'));

describe('locale files', () => {
  it('there are ten, one per locale code', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, '')).sort();
    expect(files).toEqual([...LOCALE_CODES].sort());
  });

  it('English has no empty values and no plural-suffixed keys (the project does not use them)', () => {
    for (const [key, value] of en) {
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      expect(/_(zero|one|two|few|many|other)$/.test(key), key).toBe(false);
    }
  });

  describe.each(LOCALE_CODES.filter((c) => c !== 'en'))('%s', (code) => {
    const messages = flatten(load(code));

    it('has no missing keys', () => {
      expect([...en.keys()].filter((k) => !messages.has(k))).toEqual([]);
    });

    it('has no extra keys', () => {
      expect([...messages.keys()].filter((k) => !en.has(k))).toEqual([]);
    });

    it('has no empty values', () => {
      expect([...messages].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k)).toEqual([]);
    });

    it('keeps the same interpolation placeholders', () => {
      const wrong = [...en]
        .filter(([k, v]) => messages.has(k) && placeholders(String(v)).join() !== placeholders(String(messages.get(k))).join())
        .map(([k]) => k);
      expect(wrong).toEqual([]);
    });

    it('is really translated (few values identical to English)', () => {
      const same = [...en].filter(([k, v]) => !MAY_MATCH_ENGLISH.test(k) && messages.get(k) === v && /[a-z]{3}/i.test(String(v))).map(([k]) => k);
      // Cognates and gaming loan words ("Upgrade", "Battles", "Missions", "Chance") legitimately stay;
      // more than 6% identical strings means a file was copied instead of translated.
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(Math.ceil(en.size * 0.06));
    });
  });
});
