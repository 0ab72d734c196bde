/** The profile layout: a side panel (avatar, level, profile sections) next to the screen. */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
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
        <div className={styles.avatar} aria-hidden="true">
          {id.slice(0, 2).toUpperCase()}
        </div>
        <p className={styles.name}>{t('layout.profileGuest')}</p>
        <p className={styles.id}>
          {t('layout.profileId')}: <code>{id}</code>
        </p>
        <div className={styles.level}>
          <span>{t('layout.profileLevel')}</span>
          <strong>1</strong>
          <span className={styles.bar}>
            <span style={{ width: '18%' }} />
          </span>
        </div>
        <nav className={styles.nav} aria-label={t('meta.profile.title')}>
          <LocaleLink to={base} className={styles.link} aria-current={path === base ? 'page' : undefined}>
            <Icon name="user" size={18} />
            {t('layout.profileOverview')}
          </LocaleLink>
          <LocaleLink to={`${base}/payments`} className={styles.link} aria-current={path === `${base}/payments` ? 'page' : undefined}>
            <Icon name="card" size={18} />
            {t('layout.profilePayments')}
          </LocaleLink>
        </nav>
        <p className={styles.hint}>{t('layout.profileHint')}</p>
      </aside>
      <div className={styles.content}>
        <Outlet />
      </div>
    </Container>
  );
}
