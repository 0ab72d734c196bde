/** The profile layout: a side panel (avatar, level, profile sections) next to the screen. */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { ProfileIdentity } from '../../features/profile/ProfileIdentity';
import { splitLocalePath } from '../../lib/locale-path';
import styles from './ProfileLayout.module.css';

/** Layout of a profile and its payments. */
export function ProfileLayout() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const path = splitLocalePath(useLocation().pathname).rest;
  const base = `/profile/${encodeURIComponent(id)}`;
  return (
    <Container className={styles.grid}>
      <aside className={styles.panel}>
        <ProfileIdentity id={id} classes={styles} />
        <nav className={styles.nav} aria-label={t('meta.profile.title')}>
          <LocaleLink to={base} className={styles.link} aria-current={path === base ? 'page' : undefined}>
            <Icon name="user" size={18} />
            {t('layout.profileOverview')}
          </LocaleLink>
          <LocaleLink
            to={`${base}/payments`}
            className={styles.link}
            aria-current={path === `${base}/payments` ? 'page' : undefined}
          >
            <Icon name="card" size={18} />
            {t('layout.profilePayments')}
          </LocaleLink>
        </nav>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </Container>
  );
}
