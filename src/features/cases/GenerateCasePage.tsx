/** The case generator screen (immersive layout). */
import { useTranslation } from 'react-i18next';
import { CaseArt } from '../../components/CaseArt';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';

/** Build your own case. */
export function GenerateCasePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('generateCase', 'sparkles', ['coin', 'hash', 'chart']);
  const steps = t('pages.generateCase.steps', { returnObjects: true });
  return (
    <FeaturePage
      notOpenYet={t('common.notOpenYet')}
      {...copy}
      art={<CaseArt rank={3} size={220} />}
      steps={steps}
    />
  );
}
