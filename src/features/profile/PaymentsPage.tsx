/** The /profile/:id/payments screen (profile layout). */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { PreviewTable } from '../../components/page/PreviewTable';

/** A player's payments. */
export function PaymentsPage() {
  const { t } = useTranslation();
  const features = t('pages.payments.features', { returnObjects: true });
  return (
    <FeaturePage
      title={t('meta.payments.title')}
      lead={t('meta.payments.description')}
      eyebrow={t('pages.payments.eyebrow')}
      icon="card"
      features={features}
      featureIcons={['card', 'hash', 'lock']}
      previewLabel={t('common.preview')}
      preview={<PreviewTable columns={['#', features[0].title, features[1].title, features[2].title]} rows={4} />}
    />
  );
}
