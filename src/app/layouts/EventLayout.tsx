/**
 * The event layout: the banner of the running feast (its season, or that none runs) with the player's ticket wallet
 * (the SPEC's `event.ticketBalance` from GET /user/me), and the tabs of the event screens.
 */
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Container } from '../../components/Container';
import { Icon, type IconName } from '../../components/Icon';
import { Tabs } from '../../components/Tabs';
import { formatCount } from '../../domain/format';
import { useGetEventCurrentQuery } from '../../api/event';
import { splitLocalePath } from '../../lib/locale-path';
import { useIntlLocale } from '../../lib/use-locale';
import { useMe, useSessionToken } from '../../api/user';
import styles from './EventLayout.module.css';

const TABS: { to: string; label: ParseKeys; icon: IconName }[] = [
  { to: '/event/feast', label: 'meta.feast.title', icon: 'flame' },
  { to: '/event/giveaway', label: 'meta.giveaway.title', icon: 'gift' },
  { to: '/event/leaderboard', label: 'meta.leaderboard.title', icon: 'trophy' },
  { to: '/event/marketplace', label: 'meta.marketplace.title', icon: 'store' },
];

/** The ticket wallet, or how to earn tickets when signed out. */
function Tickets() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const signedIn = useSessionToken() !== null;
  const { data: me } = useMe();
  return (
    <div className={styles.tickets} data-testid="event-tickets">
      <Icon name="star" size={22} />
      <div>
        <span className={styles.ticketsLabel}>{t('layout.eventTickets')}</span>
        {signedIn ? (
          <strong className={styles.ticketsValue} data-testid="event-ticket-balance">
            {me ? formatCount(me.event.ticketBalance, intl) : '…'}
          </strong>
        ) : (
          <span className={styles.ticketsHint}>{t('events.layout.signedOut')}</span>
        )}
      </div>
    </div>
  );
}

/** Layout of the event screens. */
export function EventLayout() {
  const { t } = useTranslation();
  const path = splitLocalePath(useLocation().pathname).rest;
  const feast = useGetEventCurrentQuery().data?.event ?? null;
  return (
    <>
      <section className={styles.banner}>
        <div className={styles.embers} aria-hidden="true" />
        <Container className={styles.bannerInner}>
          <div className={styles.copy}>
            <span className={styles.badge} data-testid="event-badge" data-running={feast ? 'yes' : 'no'}>
              {feast && <span className={styles.dot} />}
              {feast
                ? `${t('layout.eventBadge')} · ${t(`events.season.${feast.season}`)}`
                : t('events.layout.between')}
            </span>
            <p className={`gradient-text ${styles.title}`}>{t('layout.eventTitle')}</p>
            <p className={styles.text}>{t('layout.eventText')}</p>
          </div>
          <Tickets />
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
