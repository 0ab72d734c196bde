/** One battle in the lobby: status, mode and size badges, cases with art, cost, seats, join and watch. */
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../components/Button';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { Battle } from '../../protocol/types';
import styles from './LobbyCard.module.css';

/** Props: the battle, the viewer's id and what Join does. */
export interface LobbyCardProps {
  battle: Battle & { players?: number };
  meId: string | undefined;
  onJoin: (battle: Battle, slot: number) => void;
}

/** Seats of a battle: the `players` field, else teams (single) or 4 (team). */
export const seatsOf = (b: Battle & { players?: number }) =>
  b.players ?? (b.type === 'team' ? 4 : b.teams || 2);

/** A lobby card. */
export function LobbyCard({ battle: b, meId, onJoin }: LobbyCardProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const seats = seatsOf(b);
  const free = Array.from({ length: seats }, (_, i) => i + 1).filter(
    (s) => !b.users.some((u) => u.slot === s),
  );
  const rounds = b.cases.reduce((n, c) => n + c.quantity, 0);
  const mine = b.users.some((u) => u.userID === meId);
  const size = b.type === 'team' ? '2v2' : Array.from({ length: seats }, () => '1').join('v');
  const running = b.status !== 'waiting';
  // Live rounds arrive as lightened 90017 events on battle:* (status playing + currentRound).
  const live = b.status === 'playing' && b.currentRound > 0;
  return (
    <article
      className={`${styles.card} ${running ? styles.running : ''}`}
      data-testid="lobby-battle"
      data-battle-id={b.id}
      data-status={b.status}
      data-round={live ? b.currentRound : undefined}
    >
      <header className={styles.top}>
        <span className={`${styles.status} ${styles[b.status]}`}>{t(`battles.status.${b.status}`)}</span>
        <span className={`${styles.badge} ${styles[`mode_${b.mode}`] ?? ''}`}>{t(`modes.${b.mode}`)}</span>
        <span className={styles.badge}>{size}</span>
        {!b.isPublic && <span className={styles.badge}>{t('battles.private')}</span>}
        <span className={`${styles.rounds} ${live ? styles.liveRound : ''}`} data-testid="lobby-rounds">
          {live
            ? t('lobbyCard.roundOf', { current: b.currentRound, total: b.totalRound || rounds })
            : t('battles.roundsCount', { count: rounds })}
        </span>
      </header>
      <ul className={styles.cases}>
        {b.cases.slice(0, 6).map((c, i) => (
          <li key={i} title={c.case.title}>
            {c.case.image && (
              <img src={c.case.image} alt={c.case.title} width={56} height={56} loading="lazy" />
            )}
            {c.quantity > 1 && <span className={styles.qty}>×{c.quantity}</span>}
          </li>
        ))}
        {b.cases.length > 6 && <li className={styles.more}>+{b.cases.length - 6}</li>}
      </ul>
      <div className={styles.bottom}>
        <div className={styles.seats} data-team={b.type === 'team' ? 'yes' : undefined}>
          {Array.from({ length: seats }, (_, i) => {
            const u = b.users.find((x) => x.slot === i + 1);
            return u ? (
              <img
                key={i}
                src={u.user.avatar}
                alt={u.user.nickname}
                title={u.user.nickname}
                width={32}
                height={32}
                className={styles.seat}
              />
            ) : (
              <span
                key={i}
                className={`${styles.seat} ${styles.empty}`}
                aria-label={t('battles.view.emptySeat')}
              />
            );
          })}
        </div>
        <div className={styles.cost}>
          <span>{t('battles.costPerPlayer')}</span>
          <strong>{formatMoney(b.fixedPrice, intl)}</strong>
        </div>
        <div className={styles.actions}>
          {!running && !mine && free.length > 0 && (
            <Button size="sm" onClick={() => onJoin(b, free[0])} data-testid="lobby-join">
              {t('battle.join')}
            </Button>
          )}
          <ButtonLink to={`/battles/view/${b.id}`} size="sm" variant="secondary" icon="eye">
            {t('battle.watch')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
