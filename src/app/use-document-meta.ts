/** Sets document.title ("{Screen} · CaseArena") and the meta description for the active screen. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenId } from './screens';

/** Formats a page title the way every screen shows it. */
function pageTitle(screenTitle: string, brand: string): string {
  return `${screenTitle} · ${brand}`;
}

/** Applies the screen's translated title and description (or the error page's when `screen` is 'error'). */
export function useDocumentMeta(screen: ScreenId | 'error' | undefined): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!screen) return;
    document.title = pageTitle(t(`meta.${screen}.title`), t('brand.name'));
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = t(`meta.${screen}.description`);
  }, [screen, t, i18n.language]);
}
