/** The hunts screen (immersive layout): chase one skin across a chain of cases. */
import { useTranslation } from 'react-i18next';
import { CaseArt, type RarityRank } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './HuntsPage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

const CHAIN: RarityRank[] = [5, 4, 3, 2];

// The sample target skin and the chain of cases that leads to it.
function Hunt() {
  const { t } = useTranslation();
  return (
    <div className={styles.hunt}>
      <div className={styles.target}>
        <span className="overline">{t('pages.hunts.target')}</span>
        <CaseArt rank={1} size={150} />
        <span className={styles.rarity}>{t('rarity.contraband')}</span>
      </div>
      <div className={styles.chainBox}>
        <span className="overline">{t('pages.hunts.chain')}</span>
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
  );
}

/** Skin hunts. */
export function HuntsPage() {
  const copy = useFeatureCopy('hunts', 'target', ['target', 'chart', 'clock']);
  return <FeaturePage {...copy} preview={<Hunt />} />;
}
