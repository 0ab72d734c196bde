/** The community cases screen (home layout, starts fresh on every visit). */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { CaseCatalog } from './CaseCatalog';

/** Player-made cases. */
export function CommunityCasesPage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('communityCases', 'users', ['chart', 'shield', 'sparkles']);
  const create = (
    <ButtonLink to="/generate-case" icon="sparkles">
      {t('pages.communityCases.create')}
    </ButtonLink>
  );
  return (
    <FeaturePage
      notOpenYet={t('common.notOpenYet')}
      {...copy}
      previewLabel={undefined}
      actions={create}
      preview={<CaseCatalog type="community" />}
    />
  );
}
