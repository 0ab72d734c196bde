/** The event leaderboard: a podium and the ranking table. */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { FeaturePage } from '../../components/page/FeaturePage';
import { PreviewTable } from '../../components/page/PreviewTable';
import { useFeatureCopy } from '../../lib/page-copy';
import styles from './LeaderboardPage.module.css';

const PODIUM = [
  { place: 2, height: 110, color: '#c9d3e6' },
  { place: 1, height: 150, color: '#e4ae39' },
  { place: 3, height: 90, color: '#d08a52' },
];

// A sample podium beside a table still loading.
function Board() {
  const { t } = useTranslation();
  return (
    <div className={styles.board}>
      <div className={styles.podium} aria-hidden="true">
        {PODIUM.map((p) => (
          <div key={p.place} className={styles.step} style={{ ['--c' as string]: p.color }}>
            <span className={styles.avatar}>
              <Icon name={p.place === 1 ? 'crown' : 'user'} size={22} />
            </span>
            <span className={styles.block} style={{ height: p.height }}>
              {p.place}
            </span>
          </div>
        ))}
      </div>
      <PreviewTable
        columns={[t('pages.leaderboard.rank'), t('pages.leaderboard.player'), t('pages.leaderboard.points')]}
        rows={4}
      />
    </div>
  );
}

/** Season ranking. */
export function LeaderboardPage() {
  const copy = useFeatureCopy('leaderboard', 'trophy', ['chart', 'bolt', 'trophy']);
  return <FeaturePage {...copy} preview={<Board />} />;
}
