/** The missions screen: sample missions with progress, and how missions work. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import styles from './MissionsPage.module.css';
import { useFeatureCopy } from '../../lib/page-copy';

const PROGRESS = [
  [3, 5],
  [0, 1],
  [1, 1],
] as const;

// Sample missions with their progress.
function Missions() {
  const { t } = useTranslation();
  const list = t('pages.missions.list', { returnObjects: true });
  return (
    <ul className={styles.list}>
      {list.map((m, i) => {
        const [done, total] = PROGRESS[i % PROGRESS.length];
        const complete = done >= total;
        return (
          <li key={m.title} className={styles.row} data-complete={complete || undefined}>
            <span className={styles.icon}>
              <Icon name={complete ? 'check' : 'target'} size={20} />
            </span>
            <div className={styles.main}>
              <strong>{m.title}</strong>
              <div
                className={`progress-track ${styles.bar}`}
                role="progressbar"
                aria-label={t('pages.missions.progress')}
                aria-valuemin={0}
                aria-valuemax={total}
                aria-valuenow={done}
              >
                <span style={{ width: `${(done / total) * 100}%` }} />
              </div>
            </div>
            <span className={styles.count}>
              {done}/{total}
            </span>
            <span className={styles.reward}>
              <span>{t('pages.missions.reward')}</span>
              <strong>{m.reward}</strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Daily and weekly missions. */
export function MissionsPage() {
  const copy = useFeatureCopy('missions', 'target', ['clock', 'flame', 'star']);
  return <FeaturePage {...copy} preview={<Missions />} />;
}
