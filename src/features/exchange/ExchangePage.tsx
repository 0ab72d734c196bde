/** The skin exchange screen. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import { Skeleton } from '../../components/Skeleton';
import styles from './ExchangePage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

function Side({ title, tone }: { title: string; tone: string }) {
  return (
    <div className={styles.side} style={{ ['--tone' as string]: tone }}>
      <span className={`overline ${styles.title}`}>{title}</span>
      <div className={styles.slots}>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={styles.slot}>
            <Skeleton width="60%" height={10} />
            <Skeleton width="40%" height={10} />
          </span>
        ))}
      </div>
      <Skeleton width="45%" height={18} />
    </div>
  );
}

// What is given on one side, what is received on the other.
function Trade() {
  const { t } = useTranslation();
  return (
    <div className={styles.exchange}>
      <Side title={t('pages.exchange.give')} tone="var(--rarity-5)" />
      <span className={styles.swap}>
        <Icon name="exchange" size={24} />
      </span>
      <Side title={t('pages.exchange.receive')} tone="var(--rarity-2)" />
    </div>
  );
}

/** Skin exchange. */
export function ExchangePage() {
  const { t } = useTranslation();
  const copy = useFeatureCopy('exchange', 'exchange', ['exchange', 'bolt', 'coin']);
  return <FeaturePage notOpenYet={t('common.notOpenYet')} {...copy} preview={<Trade />} />;
}
