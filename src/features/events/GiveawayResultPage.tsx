/** The /event/giveaway-result/:id screen. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeaturePage } from '../../components/page/FeaturePage';
import { PreviewTable } from '../../components/page/PreviewTable';

/** Winners and seeds of one giveaway. */
export function GiveawayResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const features = t('pages.giveawayResult.features', { returnObjects: true });
  return (
    <FeaturePage
      title={t('meta.giveawayResult.title')}
      lead={t('meta.giveawayResult.description')}
      eyebrow={`${t('pages.giveawayResult.eyebrow')} · #${id}`}
      icon="trophy"
      features={features}
      featureIcons={['trophy', 'hash', 'shield']}
      previewLabel={t('common.preview')}
      preview={
        <PreviewTable
          columns={[t('pages.leaderboard.rank'), t('pages.leaderboard.player'), features[0].title]}
          rows={3}
        />
      }
    />
  );
}
