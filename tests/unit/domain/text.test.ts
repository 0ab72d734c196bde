// The plain-text rules shared by the server, the browser and the request schemas.
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  hasControlChars,
  isEmailAddress,
  NO_CONTROL_CHARS_PATTERN,
  stripControlChars,
} from '../../../src/domain/text';
import { caseCursor, MAX_OPEN_COUNT } from '../../../src/domain/case-opening';

describe('control characters', () => {
  it('finds C0 controls and DEL, not ordinary or non-Latin text', () => {
    for (const c of ['\u0000', '\t', '\n', '\u001f', '\u007f']) expect(hasControlChars(`a${c}b`)).toBe(true);
    for (const t of ['', 'Ник Нейм', '★ StatTrak™', 'a b']) expect(hasControlChars(t)).toBe(false);
  });

  it('strips them all, and the schema pattern refuses the same characters', () => {
    expect(stripControlChars('a\u0000b\u001fc\u007fd')).toBe('abcd');
    const re = new RegExp(NO_CONTROL_CHARS_PATTERN);
    expect(re.test('Ник Нейм')).toBe(true);
    expect(re.test('a\u0000')).toBe(false);
    expect(re.test('\u007f')).toBe(false);
  });
});

describe('email addresses', () => {
  it('accepts something@domain.tld and refuses spaces, controls and overlong ones', () => {
    expect(isEmailAddress('me@site.io')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('a b@c.de')).toBe(false);
    expect(isEmailAddress('me@site.io\u0000')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(EMAIL_MAX)}@b.co`)).toBe(false);
  });
});

describe('case openings', () => {
  it('open 1..5 cases, each rolled at cursor case:i', () => {
    expect(MAX_OPEN_COUNT).toBe(5);
    expect([0, 4].map(caseCursor)).toEqual(['case:0', 'case:4']);
  });
});
