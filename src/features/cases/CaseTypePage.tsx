/** The /cases/:type screen: one collection of cases. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeaturePage } from '../../components/page/FeaturePage';
import { SampleCaseGrid } from './SampleCaseGrid';

/** A case collection. */
export function CaseTypePage() {
  const { t } = useTranslation();
  const { type = '' } = useParams();
  return (
    <FeaturePage
      title={t('meta.caseType.title')}
      lead={t('meta.caseType.description')}
      eyebrow={`${t('pages.caseType.eyebrow')} · ${type}`}
      icon="box"
      features={t('pages.caseType.features', { returnObjects: true })}
      featureIcons={['chart', 'eye', 'star']}
      previewLabel={t('common.preview')}
      preview={<SampleCaseGrid count={8} />}
    />
  );
}
