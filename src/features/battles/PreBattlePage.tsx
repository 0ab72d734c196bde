/** The pre-battle screen: what players check before a battle starts. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';

/** Before the battle. */
export function PreBattlePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('preBattle', 'swords', ['box', 'users', 'info']);
  const lobby = (
    <ButtonLink to="/battles" icon="swords">
      {t('layout.battlesLobby')}
    </ButtonLink>
  );
  return <FeaturePage {...copy} actions={lobby} />;
}
