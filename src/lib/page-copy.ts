/** The copy a standard screen takes from its two locale sections, meta.<page> and pages.<page>. */
import { useTranslation } from 'react-i18next';
import type en from '../../locales/en.json';

type Meta = (typeof en)['meta'];
type Pages = (typeof en)['pages'];

/** A screen with a title and description in meta.<page> and an eyebrow in pages.<page>. */
export type PageKey = {
  [K in keyof Meta & keyof Pages]: Pages[K] extends { eyebrow: string } ? K : never;
}[keyof Meta & keyof Pages];

/** A screen whose pages.<page> also lists feature cards. */
export type FeaturePageKey = {
  [K in PageKey]: Pages[K] extends { features: readonly unknown[] } ? K : never;
}[PageKey];

/** The header copy of a screen: its title, lead and eyebrow, translated. */
export function usePageCopy(page: PageKey): { title: string; lead: string; eyebrow: string } {
  const { t } = useTranslation();
  return {
    title: t(`meta.${page}.title`),
    lead: t(`meta.${page}.description`),
    eyebrow: t(`pages.${page}.eyebrow`),
  };
}

/**
 * Everything a FeaturePage needs but its preview: the header copy, the feature cards with their
 * icons (paired by index) and the preview's label.
 */
export function useFeatureCopy<I extends string>(page: FeaturePageKey, icon: I, featureIcons: readonly I[]) {
  const { t } = useTranslation();
  return {
    ...usePageCopy(page),
    icon,
    features: t(`pages.${page}.features`, { returnObjects: true }),
    featureIcons,
    previewLabel: t('common.howItWillLook'),
  };
}
