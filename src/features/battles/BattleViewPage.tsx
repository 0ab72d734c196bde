/** The /battles/view/:id screen: players face to face with their reels. */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CaseArt } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import { Skeleton } from '../../components/Spinner';
import styles from './BattleViewPage.module.css';

/** One battle. */
export function BattleViewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <FeaturePage
      title={t('meta.battleView.title')}
      lead={t('meta.battleView.description')}
      eyebrow={`${t('pages.battleView.eyebrow')} · #${id}`}
      icon="swords"
      features={t('pages.battleView.features', { returnObjects: true })}
      featureIcons={['dice', 'eye', 'shield']}
      previewLabel={t('common.preview')}
      preview={
        <div className={styles.arena}>
          {[0, 1].map((seat) => (
            <div key={seat} className={styles.player}>
              <span className={styles.avatar}>
                <Icon name="user" size={22} />
              </span>
              <Skeleton width="50%" height={12} />
              <div className={styles.reel}>
                <CaseArt rank={seat === 0 ? 3 : 4} size={96} />
              </div>
              <Skeleton width="35%" height={18} />
            </div>
          ))}
          <span className={styles.vs}>VS</span>
        </div>
      }
    />
  );
}
