/** The daily cases screen (starts fresh on every visit). */
import { useTranslation } from 'react-i18next';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseCatalog } from './CaseCatalog';

/** Free daily cases unlocked by level. */
export function DailyCasesPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.dailyCases.title')}
      lead={t('meta.dailyCases.description')}
      eyebrow={t('pages.dailyCases.eyebrow')}
      icon="gift"
      features={t('pages.dailyCases.features', { returnObjects: true })}
      featureIcons={['clock', 'upgrade', 'gift']}
      preview={<CaseCatalog type="daily" />}
    />
  );
}
