/** The terms of service screen. */
import { useTranslation } from 'react-i18next';
import { LegalDocument } from './LegalDocument';

/** Legal text: the terms of service. */
export function TosPage() {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('meta.tos.title')}
      lead={t('meta.tos.description')}
      eyebrow={t('pages.tos.eyebrow')}
      sections={t('pages.tos.sections', { returnObjects: true })}
    />
  );
}
