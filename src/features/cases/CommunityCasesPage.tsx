/** The community cases screen (home layout, starts fresh on every visit). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseCatalog } from './CaseCatalog';

/** Player-made cases. */
export function CommunityCasesPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.communityCases.title')}
      lead={t('meta.communityCases.description')}
      eyebrow={t('pages.communityCases.eyebrow')}
      icon="users"
      actions={
        <ButtonLink to="/generate-case" icon="sparkles">
          {t('pages.communityCases.create')}
        </ButtonLink>
      }
      features={t('pages.communityCases.features', { returnObjects: true })}
      featureIcons={['chart', 'shield', 'sparkles']}
      preview={<CaseCatalog type="community" />}
    />
  );
}
