// The level ring: the number in the middle, an arc for the way to the next level when the XP is known, a label
// that says it in words, and the level-up toast built from the live event.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LevelRing, ringArc } from '../../../src/components/LevelRing';
import { levelProgress } from '../../../src/domain/levels';
import { levelUpToast } from '../../../src/features/levels/level-up-toast';
import { i18n } from '../../../src/lib/i18n';

const dir = path.resolve(import.meta.dirname, '../../../locales');
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: messages('en') }, ru: { translation: messages('ru') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const attr = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('ringArc', () => {
  it('is the share of the circumference, clamped to 0..1', () => {
    const r = 10;
    const c = 2 * Math.PI * r;
    expect(ringArc(0.5, r)).toEqual({ dash: c / 2, circumference: c });
    expect(ringArc(-1, r).dash).toBe(0);
    expect(ringArc(2, r).dash).toBe(c);
    expect(ringArc(Number.NaN, r).dash).toBe(0);
  });
});

describe('LevelRing', () => {
  it('draws the arc of the way to the next level and says it in words', async () => {
    await i18n.changeLanguage('en');
    const html = renderToStaticMarkup(<LevelRing level={levelProgress(1_250)} size={40} testId="r" />);
    expect(attr(html, 'data-level')).toBe('2');
    expect(attr(html, 'data-progress')).toBe('50');
    expect(attr(html, 'aria-label')).toBe('Level 2: 1,250 of 2,000 XP');
    expect(html.match(/<circle/g)).toHaveLength(2);
    expect(html.replace(/<[^>]+>/g, '')).toBe('2');
  });

  it('shows only the number on an empty track when the XP is not known (other players)', () => {
    const html = renderToStaticMarkup(<LevelRing level={{ lv: 7 }} />);
    expect(attr(html, 'aria-label')).toBe('Level 7');
    expect(attr(html, 'data-progress')).toBeUndefined();
    expect(html.match(/<circle/g)).toHaveLength(1);
  });

  it('has no arc at the start of a level and a full one at the top', () => {
    expect(renderToStaticMarkup(<LevelRing level={levelProgress(500)} />).match(/<circle/g)).toHaveLength(1);
    const top = renderToStaticMarkup(<LevelRing level={levelProgress(5_000_000)} />);
    expect(attr(top, 'data-progress')).toBe('100');
    expect(attr(top, 'aria-label')).toBe('Level 100, the top level: 5,000,000 XP');
  });
});

describe('level-up toast', () => {
  it('titles the level and counts the points the way the header shows them (/1000)', async () => {
    const toast = levelUpToast({ lv: 2, xp: 500, levelXp: 500, nextLevelXp: 2000, reward: 100_000 }, 'en-US');
    expect(toast.kind).toBe('success');
    expect(toast.title).toEqual({ key: 'levels.upTitle', params: { level: 2 } });
    expect(toast.message).toEqual({ key: 'levels.upReward', params: { count: 100, formatted: '100.00' } });
    await i18n.changeLanguage('en');
    const m = toast.message as { key: 'levels.upReward'; params: Record<string, string | number> };
    expect(i18n.t('levels.upTitle', { level: 2 })).toBe('Level 2!');
    expect(i18n.t(m.key, m.params)).toBe('+100.00 points');
    await i18n.changeLanguage('ru');
    expect(i18n.t(m.key, m.params)).toBe('+100.00 очков');
  });
});
