/** The battles layout: a battle bar (lobby tabs, live count, Create battle) above the screen. */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Tabs } from '../../components/Tabs';
import { formatCount } from '../../domain/format';
import { splitLocalePath } from '../../lib/locale-path';
import { useGetSiteStatsQuery } from '../../api/meta';
import { useLocale } from '../../lib/use-locale';
import styles from './BattlesLayout.module.css';

/** Layout of the battle lobby, battle creation and battle view. */
export function BattlesLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = splitLocalePath(useLocation().pathname).rest;
  const { data } = useGetSiteStatsQuery(undefined, { pollingInterval: 30_000 });
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
          <div className={styles.live}>
            <span className={styles.pulse} />
            <span className={styles.liveLabel}>{t('layout.battlesActive')}</span>
            <strong>{data ? formatCount(data.battleActive, locale) : '—'}</strong>
          </div>
          <ButtonLink to="/battles/new" icon="plus" size="sm" className={styles.cta}>
            {t('layout.battlesCreate')}
          </ButtonLink>
        </Container>
      </div>
      <Container>
        <Outlet />
      </Container>
    </>
  );
}
