/** The community cases screen (home layout, starts fresh on every visit): public player-made cases, ranked. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import { CommunityList } from './CommunityList';

/** Player-made cases. */
export function CommunityCasesPage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('communityCases', 'users', ['chart', 'shield', 'sparkles']);
  const create = (
    <ButtonLink to="/generate-case" icon="sparkles">
      {t('pages.communityCases.create')}
    </ButtonLink>
  );
  return <FeaturePage {...copy} previewLabel={undefined} actions={create} preview={<CommunityList />} />;
}
