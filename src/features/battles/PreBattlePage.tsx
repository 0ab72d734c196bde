/** The pre-battle screen: what players check before a battle starts. */
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { FeaturePage } from '../../components/page/FeaturePage';

/** Before the battle. */
export function PreBattlePage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.preBattle.title')}
      lead={t('meta.preBattle.description')}
      eyebrow={t('pages.preBattle.eyebrow')}
      icon="swords"
      actions={
        <ButtonLink to="/battles" icon="swords">
          {t('layout.battlesLobby')}
        </ButtonLink>
      }
      features={t('pages.preBattle.features', { returnObjects: true })}
      featureIcons={['box', 'users', 'info']}
    />
  );
}
