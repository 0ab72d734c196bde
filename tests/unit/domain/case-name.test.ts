import { describe, expect, it } from 'vitest';
import {
  checkCaseName,
  caseNameSearchKey,
  cleanCaseName,
  hasBlockedWord,
} from '../../../src/domain/case-name';

describe('case names', () => {
  it.each([
    ['  Knife   Dreams ', 'Knife Dreams'],
    ['abc', 'abc'],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['Кейс дракона', 'Кейс дракона'],
    ['龙之箱', '龙之箱'],
    ['Ölçü Box', 'Ölçü Box'],
    ["Rock 'n' Roll #2 (v1.0)!", "Rock 'n' Roll #2 (v1.0)!"],
    ['100% Gold: 50/50 & more?', '100% Gold: 50/50 & more?'],
    ['Ｆｕｌｌ Width', 'Full Width'],
    ['Classic Scunthorpe', 'Classic Scunthorpe'],
    ['Assassin Arsenal', 'Assassin Arsenal'],
  ])('accepts %j as %j', (raw, name) => {
    expect(checkCaseName(raw)).toEqual({ ok: true, name });
  });

  it.each([
    ['ab', 'name_too_short'],
    ['  a   ', 'name_too_short'],
    ['', 'name_too_short'],
    ['x'.repeat(33), 'name_too_long'],
    ['Кейс'.repeat(8) + 'ы', 'name_too_long'],
    ['Case <b>', 'name_charset'],
    ['Emoji 🔥 box', 'name_charset'],
    ['Right\u202eleft', 'name_charset'],
    ['---...', 'name_charset'],
    ['http free skins', 'name_link'],
    ['get skins at site.gg', 'name_link'],
    ['www skins', 'name_link'],
    ['FUCK box', 'name_blocked'],
    ['f.u.c.k box', 'name_blocked'],
    ['sh1t case', 'name_blocked'],
    ['Kurwa mać', 'name_blocked'],
    ['ХУЙ кейс', 'name_blocked'],
    ['傻逼箱子', 'name_blocked'],
    ['CaseArena Official', 'name_blocked'],
    ['Admin drop', 'name_blocked'],
  ])('refuses %j: %s', (raw, problem) => {
    expect(checkCaseName(raw)).toEqual({ ok: false, problem });
  });

  it('cleans whitespace (a tab, runs of spaces) instead of refusing it', () => {
    expect(cleanCaseName(' Tab\tin  name ')).toBe('Tab in name');
    expect(checkCaseName('  a b  ')).toEqual({ ok: true, name: 'a b' });
  });

  it('matches short filtered words only as whole words', () => {
    expect(hasBlockedWord('Bass Case')).toBe(false);
    expect(hasBlockedWord('Kick ass')).toBe(true);
  });

  it('searches by the lower-case cleaned name', () => {
    expect(caseNameSearchKey('  Драконий   КЕЙС ')).toBe('драконий кейс');
  });
});
