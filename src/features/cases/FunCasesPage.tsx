/** The fun cases screen. */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseCatalog } from './CaseCatalog';

/** Fun cases. */
export function FunCasesPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.funCases.title')}
      lead={t('meta.funCases.description')}
      eyebrow={t('pages.funCases.eyebrow')}
      icon="sparkles"
      features={t('pages.funCases.features', { returnObjects: true })}
      featureIcons={['coin', 'sparkles', 'shield']}
      preview={<CaseCatalog type="fun" />}
    />
  );
}
