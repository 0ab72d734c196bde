/** The case generator screen (immersive layout). */
import { useTranslation } from 'react-i18next';
import { CaseArt } from '../../components/CaseArt';
import { FeaturePage } from '../../components/page/FeaturePage';

/** Build your own case. */
export function GenerateCasePage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.generateCase.title')}
      lead={t('meta.generateCase.description')}
      eyebrow={t('pages.generateCase.eyebrow')}
      icon="sparkles"
      art={<CaseArt rank={3} size={220} />}
      steps={t('pages.generateCase.steps', { returnObjects: true })}
      features={t('pages.generateCase.features', { returnObjects: true })}
      featureIcons={['coin', 'hash', 'chart']}
    />
  );
}
