/** The /cases/:type screen: the real cases of one type, searchable and sortable. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FeaturePage } from '../../components/page/FeaturePage';
import { CaseCatalog } from './CaseCatalog';
import { KNOWN_TYPES, useTypeTitle } from './use-type-title';

/** A case collection. */
export function CaseTypePage() {
  const { t } = useTranslation();
  const { type = '' } = useParams();
  const typeTitle = useTypeTitle(type);
  // Unknown types keep the screen's own title (the grid then says there is nothing of that kind).
  const title = (KNOWN_TYPES as readonly string[]).includes(type) ? typeTitle : t('meta.caseType.title');
  return (
    <FeaturePage
      title={title}
      lead={t('meta.caseType.description')}
      eyebrow={`${t('pages.caseType.eyebrow')} · ${type}`}
      icon="box"
      features={t('pages.caseType.features', { returnObjects: true })}
      featureIcons={['chart', 'eye', 'star']}
      preview={<CaseCatalog type={type} />}
    />
  );
}
