/** The battles layout: a battle bar (lobby tabs, live count, Create battle) above the screen. */
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { Icon } from '../../components/Icon';
import { LocaleLink } from '../../components/LocaleLink';
import { formatCount } from '../../domain/format';
import { splitLocalePath } from '../../lib/locale-path';
import { useGetLiveStatsQuery } from '../../lib/live-api';
import { useLocale } from '../../lib/use-locale';
import styles from './BattlesLayout.module.css';

/** Layout of the battle lobby, battle creation and battle view. */
export function BattlesLayout() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = splitLocalePath(useLocation().pathname).rest;
  const { data } = useGetLiveStatsQuery(undefined, { pollingInterval: 30_000 });
  return (
    <>
      <div className={styles.bar}>
        <Container className={styles.inner}>
          <nav className={styles.tabs} aria-label={t('nav.battles')}>
            <LocaleLink
              to="/battles"
              className={styles.tab}
              aria-current={path === '/battles' ? 'page' : undefined}
            >
              <Icon name="swords" size={16} />
              {t('layout.battlesLobby')}
            </LocaleLink>
            <LocaleLink to="/provably-fair" className={styles.tab}>
              <Icon name="shield" size={16} />
              {t('layout.battlesFair')}
            </LocaleLink>
          </nav>
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
