/** A player's page: who they are, balances, restrictions, holds, mutes, notes, sessions and the ledger history. */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Badge } from '../../components/Badge';
import { EmptyState } from '../../components/EmptyState';
import { Panel } from '../../components/Panel';
import { Spinner } from '../../components/Spinner';
import { Stat, StatGroup } from '../../components/Stat';
import { adminErrorText } from '../errors';
import { amountText, dateTime } from '../format';
import { usePlayerDetailQuery } from './api';
import { PlayerHolds } from './PlayerHolds';
import { PlayerLedger } from './PlayerLedger';
import { PlayerNotes } from './PlayerNotes';
import { PlayerSessions } from './PlayerSessions';
import styles from './players.module.css';

/** The player's page at /admin/players/:id. */
export function PlayerPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const page = usePlayerDetailQuery(id);
  if (page.error) {
    return (
      <EmptyState
        framed
        role="alert"
        icon="alert"
        text={adminErrorText(t, page.error, 'admin.players.errors')}
      />
    );
  }
  if (!page.data) return <Spinner />;
  const p = page.data;
  const lang = i18n.language;
  return (
    <div className={styles.page} data-testid="admin-player">
      <Link to="/admin/players" className={styles.back}>
        {t('admin.players.backToSearch')}
      </Link>
      <header className={styles.head}>
        <img src={p.avatar} alt="" width={56} height={56} className={styles.avatar} />
        <div>
          <h1 className={styles.title} data-testid="admin-player-name">
            {p.nickname}
            {p.isBot && <Badge tone="neutral">{t('admin.players.bot')}</Badge>}
            {p.staffRole && <Badge tone="accent">{t(`admin.common.roles.${p.staffRole as 'admin'}`)}</Badge>}
          </h1>
          <p className={styles.ids}>
            SteamID <code>{p.steamId}</code> · ID <code>{p.userId}</code>
          </p>
          <p className={styles.muted}>
            {t('admin.players.joined', { date: dateTime(p.createdAt, lang) })} ·{' '}
            {t('admin.players.level', { level: p.level })}
            {p.email ? ` · ${p.email}` : ''}
          </p>
        </div>
      </header>
      <StatGroup min={150}>
        {p.balances.map((b) => (
          <Stat
            key={b.currency}
            variant="box"
            label={t(`admin.players.currencies.${b.currency as 'coin'}`)}
            value={amountText(b.currency, b.balance, lang)}
            testId={`admin-balance-${b.currency}`}
          />
        ))}
      </StatGroup>
      <div className={styles.columns}>
        <PlayerHolds player={p} />
        <Panel className={styles.block}>
          <h2 className={styles.blockTitle}>{t('admin.players.restrictions')}</h2>
          {p.restrictions.length === 0 ? (
            <p className={styles.muted}>{t('admin.players.noRestrictions')}</p>
          ) : (
            <ul className={styles.list}>
              {p.restrictions.map((r) => (
                <li key={r.type}>
                  {t(r.type === 'TypeSelfBan' ? 'admin.players.selfBan' : 'admin.players.rechargeLimit', {
                    until: dateTime(r.until, lang),
                    limit: r.limit === null ? '' : amountText('coin', r.limit, lang),
                  })}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <div className={styles.columns}>
        <PlayerNotes player={p} />
        <PlayerSessions player={p} />
      </div>
      <PlayerLedger userId={p.userId} />
    </div>
  );
}
