/** The cookie policy screen. */
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** Legal text: the cookie policy. */
export function CookiePolicyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('meta.cookiePolicy.title')}
      lead={t('meta.cookiePolicy.description')}
      eyebrow={t('pages.cookiePolicy.eyebrow')}
      sections={t('pages.cookiePolicy.sections', { returnObjects: true })}
    />
  );
}
