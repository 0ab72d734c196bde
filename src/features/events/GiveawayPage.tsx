/** The giveaways screen. */
import { useTranslation } from 'react-i18next';
import { CaseArt } from '../../components/CaseArt';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import { useFeatureCopy } from '../../lib/page-copy';
import styles from './GiveawayPage.module.css';

// A sample prize with a sample clock.
function Prize() {
  const { t } = useTranslation();
  return (
    <div className={styles.prize}>
      <CaseArt rank={1} size={160} />
      <div className={styles.timer} aria-hidden="true">
        {['12', '34', '56'].map((n, i) => (
          <span key={i}>{n}</span>
        ))}
      </div>
      <span className={styles.badge}>
        <Icon name="gift" size={16} />
        {t('rarity.contraband')}
      </span>
    </div>
  );
}

/** Daily giveaways. */
export function GiveawayPage() {
  const copy = useFeatureCopy('giveaway', 'gift', ['clock', 'dice', 'bolt']);
  return <FeaturePage {...copy} preview={<Prize />} />;
}
