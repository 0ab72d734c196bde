/** A battle in a list (the lobby, the home page): status, mode and size badges, cases, seats, cost, join and watch. */
import { useTranslation } from 'react-i18next';
import { awaitsBeacon } from '../api/battle-live';
import type { Battle, BattleBeacon, BattleMode, BattleStatus, FairnessVersion } from '../protocol/types';
import { Badge, type BadgeTone } from './Badge';
import { Button, ButtonLink } from './Button';
import { Price } from './Price';
import styles from './BattleCard.module.css';

const STATUS_TONES: Record<BattleStatus | 'cancelled', BadgeTone> = {
  waiting: 'warning',
  processing: 'success',
  playing: 'success',
  finished: 'info',
  cancelled: 'danger',
};

/** The badge colour of a battle status. */
export function battleStatusTone(status: BattleStatus | 'cancelled'): BadgeTone {
  return STATUS_TONES[status];
}

/** The badge colour of a battle mode. */
export function battleModeTone(mode: BattleMode): BadgeTone {
  return mode === 'crazy' ? 'coral' : mode === 'sharing' ? 'cyan' : 'neutral';
}

/** What the size of a battle (or a saved setup) follows from. */
type Sized = Pick<Battle, 'type'> & { teams?: number; players?: number };

/** Seats of a battle: the `players` field, else teams (single) or 4 (team). */
export const seatsOf = (b: Sized) => b.players ?? (b.type === 'team' ? 4 : b.teams || 2);

/** The size label of a battle: '2v2' for teams, '1v1v1' for three single players. */
export const sizeOf = (b: Sized) =>
  b.type === 'team' ? '2v2' : Array.from({ length: seatsOf(b) }, () => '1').join('v');

/** Props: the battle, the viewer's id and what Join does (without `onJoin`, Join opens the battle). */
export interface BattleCardProps {
  battle: Battle & { players?: number; fairness?: FairnessVersion; beacon?: BattleBeacon | null };
  meId?: string;
  onJoin?: (battle: Battle, slot: number) => void;
}

/** A finished battle's outcome: who won (a team, or everyone in a split) and how much. */
function BattleResult({ battle: b }: { battle: Battle }) {
  const { t } = useTranslation();
  const winners = b.users.filter((u) => u.isWinner).sort((x, y) => x.slot - y.slot);
  const won = winners.reduce((n, u) => n + u.winAmount, 0);
  if (winners.length === 0) return null;
  return (
    <div className={styles.result} data-testid="lobby-result">
      <span className={styles.winners}>
        {winners.slice(0, 4).map((u) => (
          <img key={u.slot} src={u.user.avatar} alt="" width={32} height={32} className={styles.seat} />
        ))}
      </span>
      <span className={styles.winnerText}>
        <span className={styles.label}>
          {b.mode === 'sharing' ? t('battles.card.split') : t('battles.card.wonBy')}
        </span>
        <strong className={styles.names} data-testid="lobby-winner">
          {winners.map((u) => u.user.nickname).join(' & ')}
        </strong>
      </span>
      <span className={`${styles.figure} ${styles.won}`}>
        <span className={styles.label}>{t('battles.card.won')}</span>
        <Price cents={won} coin={false} className={styles.price} testId="lobby-won" />
      </span>
    </div>
  );
}

/** A battle card. */
export function BattleCard({ battle: b, meId, onJoin }: BattleCardProps) {
  const { t } = useTranslation();
  const seats = seatsOf(b);
  const free = Array.from({ length: seats }, (_, i) => i + 1).filter(
    (s) => !b.users.some((u) => u.slot === s),
  );
  const rounds = b.cases.reduce((n, c) => n + c.quantity, 0);
  const mine = b.users.some((u) => u.userID === meId);
  const running = b.status !== 'waiting';
  const joinable = !running && !mine && free.length > 0;
  // Live rounds arrive as lightened 90017 events on battle:* (status playing + currentRound).
  const live = b.status === 'playing' && b.currentRound > 0;
  // The lobby colours only what a player can still act on; a finished battle stays grey.
  const statusTone = b.status === 'finished' ? 'neutral' : battleStatusTone(b.status);
  // Version 2: full, but nobody (not even the site) knows the beacon round that seals it yet.
  const sealing = awaitsBeacon(b);
  return (
    <article
      className={`${styles.card} ${running ? styles.running : ''}`}
      data-testid="lobby-battle"
      data-battle-id={b.id}
      data-status={b.status}
      data-round={live ? b.currentRound : undefined}
      data-beacon={sealing ? 'waiting' : undefined}
    >
      <header className={styles.top}>
        <Badge tone={sealing ? 'warning' : statusTone}>
          {sealing ? t('battle.beacon.waiting') : t(`battles.status.${b.status}`)}
        </Badge>
        <Badge tone={battleModeTone(b.mode)}>{t(`modes.${b.mode}`)}</Badge>
        <Badge>{sizeOf(b)}</Badge>
        {!b.isPublic && <Badge>{t('battles.private')}</Badge>}
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
      <div className={styles.middle}>
        {b.status === 'finished' ? (
          <BattleResult battle={b} />
        ) : (
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
        )}
        {b.status !== 'finished' && (
          <div className={styles.figure}>
            <span className={styles.label}>{t('battles.pot')}</span>
            <Price cents={b.fixedPrice * seats} coin={false} className={styles.price} testId="lobby-pot" />
          </div>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={styles.figure}>
          <span className={styles.label}>{t('battles.costPerPlayer')}</span>
          <Price cents={b.fixedPrice} coin={false} className={styles.price} />
        </div>
        <div className={styles.actions}>
          {joinable &&
            (onJoin ? (
              <Button size="sm" onClick={() => onJoin(b, free[0])} data-testid="lobby-join">
                {t('battle.join')}
              </Button>
            ) : (
              <ButtonLink to={`/battles/view/${b.id}`} size="sm">
                {t('battle.join')}
              </ButtonLink>
            ))}
          <ButtonLink to={`/battles/view/${b.id}`} size="sm" variant="secondary" icon="eye">
            {t('battle.watch')}
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
