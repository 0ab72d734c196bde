/** The hunts screen (immersive layout): chase one skin across a chain of cases. */
import { useTranslation } from 'react-i18next';
import { CaseArt, type RarityRank } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './HuntsPage.module.css';

const CHAIN: RarityRank[] = [5, 4, 3, 2];

/** Skin hunts. */
export function HuntsPage() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      title={t('meta.hunts.title')}
      lead={t('meta.hunts.description')}
      eyebrow={t('pages.hunts.eyebrow')}
      icon="target"
      features={t('pages.hunts.features', { returnObjects: true })}
      featureIcons={['target', 'chart', 'clock']}
      previewLabel={t('common.preview')}
      preview={
        <div className={styles.hunt}>
          <div className={styles.target}>
            <span className={styles.label}>{t('pages.hunts.target')}</span>
            <CaseArt rank={1} size={150} />
            <span className={styles.rarity}>{t('rarity.contraband')}</span>
          </div>
          <div className={styles.chainBox}>
            <span className={styles.label}>{t('pages.hunts.chain')}</span>
            <ol className={styles.chain}>
              {CHAIN.map((rank, i) => (
                <li key={i}>
                  <CaseArt rank={rank} size={84} />
                  {i < CHAIN.length - 1 && <Icon name="chevronRight" size={18} className={styles.arrow} />}
                </li>
              ))}
            </ol>
          </div>
        </div>
      }
    />
  );
}
