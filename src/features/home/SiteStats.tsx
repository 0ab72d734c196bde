/** Live site statistics from GET /api/v1/meta/stat, polled every 30 s. */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/Icon';
import { Skeleton } from '../../components/Skeleton';
import { formatCount } from '../../domain/format';
import { useGetSiteStatsQuery } from '../../api/meta';
import { useIntlLocale } from '../../lib/use-locale';
import type { Stats } from '../../protocol/types';
import styles from './SiteStats.module.css';

const TILES: { key: keyof Stats; label: ParseKeys; icon: IconName }[] = [
  { key: 'online', label: 'home.statOnline', icon: 'eye' },
  { key: 'userCount', label: 'home.statUsers', icon: 'users' },
  { key: 'caseCount', label: 'home.statCases', icon: 'box' },
  { key: 'battleCount', label: 'home.statBattles', icon: 'swords' },
  { key: 'battleActive', label: 'home.statActive', icon: 'flame' },
];

/** The statistics strip. */
export function SiteStats() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { data, isError } = useGetSiteStatsQuery(undefined, { pollingInterval: 30_000 });
  return (
    <section className={styles.strip} aria-label={t('home.statsLabel')} data-testid="site-stats">
      {TILES.map((tile) => (
        <div key={tile.key} className={styles.tile}>
          <span className={styles.icon}>
            <Icon name={tile.icon} size={18} />
          </span>
          <div>
            <span className={styles.value}>
              {data ? formatCount(data[tile.key], intl) : isError ? '—' : <Skeleton width={56} height={22} />}
            </span>
            <span className={styles.label}>{t(tile.label)}</span>
          </div>
        </div>
      ))}
      {isError && <p className={styles.error}>{t('home.statsUnavailable')}</p>}
    </section>
  );
}
