/** The event layout: the event banner with its tabs (feast, giveaway, leaderboard, marketplace). */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Container } from '../../components/Container';
import { Icon, type IconName } from '../../components/Icon';
import { Tabs } from '../../components/Tabs';
import { splitLocalePath } from '../../lib/locale-path';
import styles from './EventLayout.module.css';

const TABS: { to: string; label: ParseKeys; icon: IconName }[] = [
  { to: '/event/feast', label: 'meta.feast.title', icon: 'flame' },
  { to: '/event/giveaway', label: 'meta.giveaway.title', icon: 'gift' },
  { to: '/event/leaderboard', label: 'meta.leaderboard.title', icon: 'trophy' },
  { to: '/event/marketplace', label: 'meta.marketplace.title', icon: 'store' },
];

/** Layout of the event screens. */
export function EventLayout() {
  const { t } = useTranslation();
  const path = splitLocalePath(useLocation().pathname).rest;
  return (
    <>
      <section className={styles.banner}>
        <div className={styles.embers} aria-hidden="true" />
        <Container className={styles.bannerInner}>
          <div className={styles.copy}>
            <span className={styles.badge}>
              <span className={styles.dot} />
              {t('layout.eventBadge')} · {t('layout.eventSeason')}
            </span>
            <p className={`gradient-text ${styles.title}`}>{t('layout.eventTitle')}</p>
            <p className={styles.text}>{t('layout.eventText')}</p>
          </div>
          <div className={styles.tickets}>
            <Icon name="star" size={22} />
            <div>
              <span className={styles.ticketsLabel}>{t('layout.eventTickets')}</span>
              <strong className={styles.ticketsValue}>—</strong>
            </div>
          </div>
        </Container>
        <Container>
          <Tabs
            variant="underline"
            label={t('nav.events')}
            value={path}
            items={TABS.map((tab) => ({ id: tab.to, to: tab.to, icon: tab.icon, label: t(tab.label) }))}
          />
        </Container>
      </section>
      <Container>
        <Outlet />
      </Container>
    </>
  );
}
