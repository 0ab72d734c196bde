/** The privacy policy screen. */
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** Legal text: the privacy policy. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('meta.privacy.title')}
      lead={t('meta.privacy.description')}
      eyebrow={t('pages.privacy.eyebrow')}
      sections={t('pages.privacy.sections', { returnObjects: true })}
    />
  );
}
