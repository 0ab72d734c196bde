/** The Live ops page: battles, the site banner, the lobby bots and the events (server: /api/admin/v1/liveops). */
import { useTranslation } from 'react-i18next';
import { roleAllows } from '../../domain/staff';
import { useStaffMeQuery } from '../api';
import { readStaffToken } from '../staff-session';
import { BannerPanel } from './BannerPanel';
import { BattlesPanel } from './BattlesPanel';
import { BotsPanel } from './BotsPanel';
import { EventsPanel } from './EventsPanel';
import styles from './liveops.module.css';

/** The Live ops page. */
export function Component() {
  const { t } = useTranslation();
  const me = useStaffMeQuery(readStaffToken() ?? '');
  const canChange = me.data ? roleAllows(me.data.role, 'admin') : false;
  return (
    <div className={styles.page} data-testid="admin-liveops">
      <header>
        <h1 className={styles.title}>{t('admin.liveops.title')}</h1>
        {me.data && !canChange && <p className={styles.muted}>{t('admin.liveops.readOnly')}</p>}
      </header>
      <BattlesPanel canChange={canChange} />
      <BannerPanel canChange={canChange} />
      <BotsPanel canChange={canChange} />
      <EventsPanel canChange={canChange} />
    </div>
  );
}
