// Screens read their header copy from meta.<page> and pages.<page>; the primitives' additive props
// (a hidden field label, a test id on the error line, an empty state's icon size) reach the markup.
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '../../../src/app/store';
import { EmptyState } from '../../../src/components/EmptyState';
import { Field } from '../../../src/components/Field';
import { LegalDocument } from '../../../src/features/info/LegalDocument';
import { i18n } from '../../../src/lib/i18n';
import { useFeatureCopy, usePageCopy } from '../../../src/lib/page-copy';

const en = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../locales/en.json'), 'utf8'),
) as {
  meta: Record<string, { title: string; description: string }>;
  pages: Record<string, { eyebrow: string }>;
};

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});

const text = (html: string) => html.replace(/<[^>]+>/g, '');

function PageCopyProbe() {
  return <pre>{JSON.stringify(usePageCopy('faq'))}</pre>;
}

function FeatureCopyProbe() {
  const copy = useFeatureCopy('feast', 'flame', ['star', 'box']);
  return <pre>{JSON.stringify(copy)}</pre>;
}

describe('page copy', () => {
  it('takes title and lead from meta.<page> and the eyebrow from pages.<page>', () => {
    const copy = JSON.parse(text(renderToStaticMarkup(<PageCopyProbe />)).replace(/&quot;/g, '"')) as unknown;
    expect(copy).toEqual({
      title: en.meta.faq.title,
      lead: en.meta.faq.description,
      eyebrow: en.pages.faq.eyebrow,
    });
  });

  it('adds the feature cards, their icons and the preview label for a feature screen', () => {
    const html = text(renderToStaticMarkup(<FeatureCopyProbe />)).replace(/&quot;/g, '"');
    const copy = JSON.parse(html) as {
      icon: string;
      featureIcons: string[];
      features: unknown[];
      previewLabel: string;
    };
    expect(copy.icon).toBe('flame');
    expect(copy.featureIcons).toEqual(['star', 'box']);
    expect(copy.features.length).toBeGreaterThan(0);
    expect(copy.previewLabel).toBe('How it will look');
  });

  it('renders a legal text with its heading and one numbered section per entry', () => {
    // The page's operator line reads the site info through the API cache, so it renders inside the app's store.
    const html = renderToStaticMarkup(
      <Provider store={createAppStore()}>
        <LegalDocument page="tos" />
      </Provider>,
    );
    expect(html).toContain(en.meta.tos.title);
    expect(html).toContain('id="section-1"');
    expect(html).not.toContain('id="section-0"');
  });
});

describe('primitive props used by the account screens', () => {
  it('a hidden label still names the input, and the error line carries its test id', () => {
    const html = renderToStaticMarkup(
      <Field id="promo" label="Promo code" hideLabel error="Too short" errorTestId="promo-error" />,
    );
    expect(html).toMatch(/<label class="visually-hidden" for="promo">/);
    expect(html).toMatch(/data-testid="promo-error"[^>]*>Too short</);
    expect(html).toContain('aria-invalid="true"');
  });

  it('an empty state draws its icon at the size asked for', () => {
    const html = renderToStaticMarkup(<EmptyState icon="gift" iconSize={32} text="Nothing here" />);
    expect(html).toContain('width="32"');
    expect(text(html)).toBe('Nothing here');
  });
});
