/** Skin names: every seeded weapon and finish has a name in every language, and the naming functions. */
import { describe, expect, it } from 'vitest';
import { catalogItems } from '../../../server/db/seed/catalog';
import { LOCALE_CODES } from '../../../src/domain/locales';
import {
  SKIN_NAME_LOCALES,
  loadSkinNames,
  skinFullName,
  skinName,
  skinNamesWanted,
  skinPair,
  type SkinNames,
} from '../../../src/domain/skin-names';

const items = catalogItems();
const weapons = [...new Set(items.map((i) => i.weapon))].sort();
const finishes = [...new Set(items.map((i) => i.finish))].sort();

describe('skin-name tables', () => {
  it('cover every interface language but English (the catalog itself)', () => {
    expect([...SKIN_NAME_LOCALES, 'en'].sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(SKIN_NAME_LOCALES)('%s names every weapon and finish of the seeded catalog', async (lang) => {
    const t = await loadSkinNames(lang);
    const missingWeapons = weapons.filter((w) => !t.weapons[w]?.trim());
    const missingFinishes = finishes.filter((f) => !t.finishes[f]?.trim());
    expect({ missingWeapons, missingFinishes }).toEqual({ missingWeapons: [], missingFinishes: [] });
  });

  it.each(SKIN_NAME_LOCALES)('%s holds no name for something the catalog does not have', async (lang) => {
    const t = await loadSkinNames(lang);
    expect(Object.keys(t.weapons).filter((w) => !weapons.includes(w))).toEqual([]);
    expect(Object.keys(t.finishes).filter((f) => !finishes.includes(f))).toEqual([]);
  });

  it('use the names the game uses', async () => {
    const [ru, zh, de, uk] = await Promise.all(
      ['ru', 'zh-CN', 'de', 'uk'].map((l) => loadSkinNames(l as 'ru')),
    );
    expect(ru.finishes.Asiimov).toBe('Азимов');
    expect(ru.weapons.Karambit).toBe('Керамбит');
    expect(ru.weapons['AK-47']).toBe('AK-47');
    expect(zh.weapons['Desert Eagle']).toBe('沙漠之鹰');
    expect(zh.finishes['Dragon Lore']).toBe('巨龙传说');
    expect(de.weapons['Sawed-Off']).toBe('Abgesägte Schrotflinte');
    expect(de.finishes.Asiimov).toBe('Asiimov');
    expect(uk.weapons.Bayonet).toBe('Штик-ніж');
  });
});

const RU: SkinNames = {
  weapons: { Karambit: 'Керамбит', 'AK-47': 'AK-47' },
  finishes: { Fade: 'Градиент', Redline: 'Красная линия' },
};

describe('skinName / skinPair / skinFullName', () => {
  it('keep English without a table', () => {
    expect(skinName({ weapon: 'Karambit', finish: 'Fade' }, null)).toEqual({
      weapon: 'Karambit',
      finish: 'Fade',
    });
    expect(skinPair({ base: 'AK-47', pattern: 'Redline' }, null)).toBe('AK-47 | Redline');
  });

  it('translate weapon and finish, from catalog or loot field names', () => {
    expect(skinName({ weapon: 'Karambit', finish: 'Fade' }, RU)).toEqual({
      weapon: 'Керамбит',
      finish: 'Градиент',
    });
    expect(skinPair({ base: 'AK-47', pattern: 'Redline' }, RU)).toBe('AK-47 | Красная линия');
  });

  it('fall back to English for a name the table lacks', () => {
    expect(skinPair({ weapon: 'AWP', finish: 'Asiimov' }, RU)).toBe('AWP | Asiimov');
  });

  it('keep the ★ and StatTrak™ marks of the full name', () => {
    const item = { weapon: 'Karambit', finish: 'Fade', name: '★ StatTrak™ Karambit | Fade' };
    expect(skinFullName(item, RU)).toBe('★ StatTrak™ Керамбит | Градиент');
    expect(skinFullName(item, null)).toBe('★ StatTrak™ Karambit | Fade');
  });

  it('build the name from its parts when none was sent', () => {
    expect(skinFullName({ base: 'AK-47', pattern: 'Redline' }, RU)).toBe('AK-47 | Красная линия');
  });
});

describe('skinNamesWanted', () => {
  it('asks for a table only when on and not English', () => {
    expect(skinNamesWanted('ru', true)).toBe('ru');
    expect(skinNamesWanted('ru', false)).toBeNull();
    expect(skinNamesWanted('en', true)).toBeNull();
  });
});
