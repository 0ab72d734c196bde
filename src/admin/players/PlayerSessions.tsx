/** A player's play sessions: live ones first, each revocable (with a reason), or all at once. */
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/Badge';
import { Panel } from '../../components/Panel';
import type { PlayerDetail } from '../../protocol/admin-players';
import { dateTime } from '../format';
import { ReasonAction } from '../ReasonAction';
import { useRevokeSessionsMutation } from './api';
import styles from './players.module.css';

/** The sessions panel. */
export function PlayerSessions({ player: p }: { player: PlayerDetail }) {
  const { t, i18n } = useTranslation();
  const [revoke] = useRevokeSessionsMutation();
  const live = p.sessions.filter((s) => s.active);
  const shown = [...live, ...p.sessions.filter((s) => !s.active)].slice(0, 10);
  return (
    <Panel className={styles.block} testId="admin-player-sessions">
      <h2 className={styles.blockTitle}>{t('admin.players.sessions', { count: live.length })}</h2>
      <ul className={styles.list}>
        {shown.length === 0 && <li className={styles.muted}>{t('admin.players.noSessions')}</li>}
        {shown.map((s) => (
          <li key={s.id} className={styles.row}>
            <Badge tone={s.active ? 'success' : 'neutral'}>
              {s.active ? t('admin.players.sessionLive') : t('admin.players.sessionEnded')}
            </Badge>
            <span className={styles.grow}>
              {t('admin.players.sessionSince', { date: dateTime(s.createdAt, i18n.language) })}
            </span>
            {s.active && (
              <ReasonAction
                variant="ghost"
                label={t('admin.players.revoke')}
                title={t('admin.players.revokeOne')}
                run={(reason) => revoke({ id: p.userId, sessionId: s.id, reason }).unwrap()}
                areaErrors="admin.players.errors"
              />
            )}
          </li>
        ))}
      </ul>
      {live.length > 1 && (
        <div className={styles.actions}>
          <ReasonAction
            variant="danger"
            label={t('admin.players.revokeAll')}
            title={t('admin.players.revokeAll')}
            run={(reason) => revoke({ id: p.userId, reason }).unwrap()}
            areaErrors="admin.players.errors"
          />
        </div>
      )}
    </Panel>
  );
}
