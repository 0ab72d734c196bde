/**
 * The battles layout: a battle bar (lobby and fairness tabs, Create battle) above the screen. The lobby counts its
 * battles itself, from the list it shows (a site-wide "active" figure here disagreed with its tabs).
 */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Tabs } from '../../components/Tabs';
import { splitLocalePath } from '../../lib/locale-path';
import styles from './BattlesLayout.module.css';

/** Layout of the battle lobby, battle creation and battle view. */
export function BattlesLayout() {
  const { t } = useTranslation();
  const path = splitLocalePath(useLocation().pathname).rest;
  return (
    <>
      <div className={styles.bar}>
        <Container className={styles.inner}>
          <Tabs
            variant="bar"
            label={t('nav.battles')}
            value={path === '/battles' ? 'lobby' : undefined}
            items={[
              { id: 'lobby', to: '/battles', icon: 'swords', label: t('layout.battlesLobby') },
              { id: 'fair', to: '/provably-fair', icon: 'shield', label: t('layout.battlesFair') },
            ]}
          />
          <ButtonLink to="/battles/new" icon="plus" size="sm" className={styles.cta}>
            <span className={styles.ctaText}>{t('layout.battlesCreate')}</span>
          </ButtonLink>
        </Container>
      </div>
      <Container>
        <Outlet />
      </Container>
    </>
  );
}
