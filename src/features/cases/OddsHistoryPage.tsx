/** The /cases/:id/odds-history screen. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeaturePage } from '../../components/page/FeaturePage';
import { PreviewTable } from '../../components/page/PreviewTable';

/** The odds and price history of a case. */
export function OddsHistoryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <FeaturePage
      title={t('meta.oddsHistory.title')}
      lead={t('meta.oddsHistory.description')}
      eyebrow={`${t('pages.oddsHistory.eyebrow')} · #${id}`}
      icon="chart"
      features={t('pages.oddsHistory.features', { returnObjects: true })}
      featureIcons={['clock', 'chart', 'eye']}
      previewLabel={t('common.preview')}
      preview={<PreviewTable columns={['#', t('rarity.covert'), t('rarity.classified'), t('rarity.restricted'), t('rarity.milSpec')]} rows={5} />}
    />
  );
}
