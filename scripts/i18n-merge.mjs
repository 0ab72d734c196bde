#!/usr/bin/env node
// Deep-merges `{ "<locale>": { ...keys } }` from a JSON file into locales/<locale>.json, keeping existing key order.
import fs from 'node:fs';
import path from 'node:path';

const LOCALES = ['en', 'pt-BR', 'zh-CN', 'zh-TW', 'ru', 'de', 'pl', 'fr', 'uk', 'es'];
const src = process.argv[2];
if (!src) {
  console.error('usage: node scripts/i18n-merge.mjs <keys.json>');
  process.exit(1);
}
const incoming = JSON.parse(fs.readFileSync(src, 'utf8'));
const missing = LOCALES.filter((l) => !(l in incoming));
if (missing.length) {
  console.error(`missing locales in ${src}: ${missing.join(', ')}`);
  process.exit(1);
}

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function merge(target, add) {
  for (const [k, v] of Object.entries(add)) {
    if (isObj(v) && isObj(target[k])) merge(target[k], v);
    else target[k] = v;
  }
  return target;
}

const dir = path.resolve(import.meta.dirname, '../locales');
for (const locale of LOCALES) {
  // Read, merge and write back at once so concurrent editors of other namespaces are not overwritten.
  const file = path.join(dir, `${locale}.json`);
  const current = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(file, JSON.stringify(merge(current, incoming[locale]), null, 2) + '\n');
}
console.log(`merged ${src} into ${LOCALES.length} locale files`);
