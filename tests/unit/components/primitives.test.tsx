// The shared primitives as markup: money through the one formatter in the active locale, the selected tab and
// segment carry their ARIA state, arrow keys wrap, and an empty state says it is empty.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CountdownTimer } from '../../../src/components/CountdownTimer';
import { EmptyState } from '../../../src/components/EmptyState';
import { Price } from '../../../src/components/Price';
import { SegmentedControl } from '../../../src/components/SegmentedControl';
import { Tabs } from '../../../src/components/Tabs';
import { nextIndexForKey, selectedIndex } from '../../../src/components/tab-keys';
import { i18n } from '../../../src/lib/i18n';

const dir = path.resolve(import.meta.dirname, '../../../locales');
const messages = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: messages('en') }, de: { translation: messages('de') } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('Price', () => {
  it('writes cents with the locale formatter and the coin icon', async () => {
    await i18n.changeLanguage('en');
    const html = renderToStaticMarkup(<Price cents={123456} testId="p" />);
    expect(text(html)).toBe('$1,234.56');
    expect(html).toContain('<svg');
    await i18n.changeLanguage('de');
    try {
      // German puts a no-break space before the sign.
      expect(text(renderToStaticMarkup(<Price cents={123456} />))).toBe('1.234,56\u00a0$');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('drops the icon and zero cents on request', () => {
    const html = renderToStaticMarkup(<Price cents={1000} coin={false} whole />);
    expect(html).not.toContain('<svg');
    expect(text(html)).toBe('$10');
  });
});

describe('Tabs', () => {
  const items = [
    { id: 'all', label: 'All', count: 3, testId: 'filter-all' },
    { id: 'waiting', label: 'Waiting', count: 1, testId: 'filter-waiting' },
  ] as const;

  it('marks only the current button tab as selected and makes it the one tab stop', () => {
    const html = renderToStaticMarkup(
      <Tabs items={items} value="waiting" label="Filters" onChange={() => {}} />,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/aria-selected="false" tabindex="-1"[^>]*data-testid="filter-all"/);
    expect(html).toMatch(/aria-selected="true" tabindex="0"[^>]*data-testid="filter-waiting"/);
  });

  it('moves with the arrow keys and wraps at both ends', () => {
    expect(nextIndexForKey('ArrowRight', 1, 2)).toBe(0);
    expect(nextIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(nextIndexForKey('End', 0, 4)).toBe(3);
    expect(nextIndexForKey('Home', 3, 4)).toBe(0);
    expect(nextIndexForKey('Enter', 0, 4)).toBeNull();
    expect(selectedIndex(['a', 'b'], 'b')).toBe(1);
    expect(selectedIndex(['a', 'b'], 'z')).toBe(0);
  });
});

describe('SegmentedControl', () => {
  it('checks exactly the chosen option', () => {
    const html = renderToStaticMarkup(
      <SegmentedControl
        options={[
          { value: 2, label: '1v1', testId: 'players-2' },
          { value: 3, label: '1v1v1', testId: 'players-3' },
        ]}
        value={3}
        onChange={() => {}}
      />,
    );
    expect(html).toContain('role="radiogroup"');
    expect(html.match(/aria-checked="true"/g)).toHaveLength(1);
    expect(html).toMatch(/aria-checked="true"[^>]*data-testid="players-3"/);
  });
});

describe('CountdownTimer', () => {
  it('shows days apart and reads the full units aloud', () => {
    const html = renderToStaticMarkup(<CountdownTimer endsAt={90_061_000} now={() => 0} />);
    expect(text(html)).toBe('1d 01:01:01');
    expect(html).toContain('aria-label="1 day 1 hour 1 minute 1 second"');
  });
});

describe('EmptyState', () => {
  it('renders its title, sentence and action', () => {
    const html = renderToStaticMarkup(
      <EmptyState
        icon="box"
        title="Nothing yet"
        text="No battles are open."
        action={<a href="/x">Create</a>}
      />,
    );
    expect(text(html)).toBe('Nothing yetNo battles are open.Create');
  });
});
