/** The hunts screen (immersive layout): chase one skin across a chain of cases. */
import { useTranslation } from 'react-i18next';
import { CaseArt, type RarityRank } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './HuntsPage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

const CHAIN: RarityRank[] = [5, 4, 3, 2];

/** Skin hunts. */
export function HuntsPage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('hunts');
  return (
    <FeaturePage
      {...copy}
      icon="target"
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
