/** The /event/giveaway-result/:id screen. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeaturePage } from '../../components/page/FeaturePage';
import { PreviewTable } from '../../components/page/PreviewTable';
import { useFeatureCopy } from '../../lib/page-copy';

/** Winners and seeds of one giveaway. */
export function GiveawayResultPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const copy = useFeatureCopy('giveawayResult', 'trophy', ['trophy', 'hash', 'shield']);
  const columns = [t('pages.leaderboard.rank'), t('pages.leaderboard.player'), copy.features[0].title];
  return (
    <FeaturePage
      {...copy}
      eyebrow={`${copy.eyebrow} · #${id}`}
      preview={<PreviewTable columns={columns} rows={3} />}
    />
  );
}
