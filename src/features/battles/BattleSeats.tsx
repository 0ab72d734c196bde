/**
 * The seats of a battle under the arena, one column under each reel: the player with the total and the items the
 * arena has landed so far (never more: see landed.ts), the outcome once the arena shows it, and an empty seat's
 * join / call bot.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CountdownTimer } from '../../components/CountdownTimer';
import { Icon } from '../../components/Icon';
import { LevelRing } from '../../components/LevelRing';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { BattlePlayer } from '../../protocol/battle';
import type { BattleDetail } from './battle-types';
import { seatView, type ArenaProgress, type SeatView } from './landed';
import { WonItems } from './WonItems';
import styles from './BattleSeats.module.css';

/** Props: the battle, how far the arena has got, who is looking, and the seat actions. */
export interface BattleSeatsProps {
  battle: BattleDetail;
  progress: ArenaProgress;
  meId: string | undefined;
  busy: boolean;
  onJoin: (slot: number) => void;
  onBot: (slot: number) => void;
  onLeave: (slot: number) => void;
  /** Bot joins the lobby planned (slot -> server ms) and the server clock's offset from this browser's. */
  botPlans?: ReadonlyMap<number, number>;
  serverOffset?: number;
}

type SeatProps = Omit<BattleSeatsProps, 'botPlans' | 'serverOffset'> & { slot: number; team?: 'ct' | 't' };

/** An open seat: says it is empty, and offers Join (others) or Call bot (the creator) while the battle waits. */
function EmptySeat({ battle, meId, busy, onJoin, onBot, slot, team, botAt }: SeatProps & { botAt?: number }) {
  const { t } = useTranslation();
  const waiting = battle.status === 'waiting';
  const inBattle = battle.users.some((u) => u.userID === meId);
  const creator = meId !== undefined && battle.userID === meId;
  return (
    <div className={`${styles.seat} ${styles.empty}`} data-team={team} data-testid={`seat-${slot}`}>
      <div className={styles.head}>
        <span className={styles.emptyAvatar} aria-hidden="true">
          <Icon name="user" size={18} />
        </span>
        <div className={styles.who}>
          <strong data-testid={`seat-empty-${slot}`}>{t('battles.view.emptySeat')}</strong>
          {botAt === undefined ? (
            <span className={styles.sub}>
              {waiting ? t('battles.view.openSeat') : t('battles.view.slot', { slot })}
            </span>
          ) : (
            <span className={styles.sub} data-testid={`bot-thinking-${slot}`}>
              {t('battles.view.botThinking')} <CountdownTimer endsAt={botAt} className={styles.botClock} />
            </span>
          )}
        </div>
        {waiting && (
          <div className={styles.actions}>
            {!inBattle && (
              <Button size="sm" disabled={busy} onClick={() => onJoin(slot)} data-testid={`join-${slot}`}>
                {t('battle.join')}
              </Button>
            )}
            {creator && (
              <Button
                size="sm"
                variant="secondary"
                icon="bolt"
                disabled={busy}
                onClick={() => onBot(slot)}
                data-testid={`bot-${slot}`}
              >
                {t('battles.view.callBot')}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/** A seat that takes something home won (a winner of a sharing battle may take less than it paid, still a win). */
const won = (out: NonNullable<SeatView['outcome']>) => out.isWinner && out.winAmount > 0;

/** A taken seat: the player, the landed total and items, and the outcome once shown. */
function PlayerSeat({
  battle,
  progress,
  meId,
  busy,
  onLeave,
  slot,
  team,
  u,
}: SeatProps & { u: BattlePlayer }) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const view = seatView(battle, u, progress);
  const mine = u.userID === meId;
  const waiting = battle.status === 'waiting';
  const out = view.outcome;
  const tone = out ? (out.isWinner ? styles.winner : styles.loser) : '';
  return (
    <div className={`${styles.seat} ${tone}`} data-team={team} data-testid={`seat-${slot}`}>
      <div className={styles.head}>
        <span className={styles.avatarWrap}>
          <img className={styles.avatar} src={u.user.avatar} alt="" width={36} height={36} />
          <LevelRing
            level={u.user.level}
            size={20}
            className={styles.seatLevel}
            testId={`seat-level-${slot}`}
          />
        </span>
        <div className={styles.who}>
          <strong title={u.user.nickname}>
            <span className={styles.nick}>{u.user.nickname}</span>
            {mine && <span className={styles.you}>{t('battles.view.you')}</span>}
            {u.user.isBot && <span className={styles.bot}>{t('battles.bot')}</span>}
            {u.user.isBot && waiting && (
              <span className={styles.ready} data-testid={`bot-ready-${slot}`}>
                {t('battles.view.botReady')}
              </span>
            )}
          </strong>
          <span className={styles.sub}>
            {t('battles.view.total')}{' '}
            <b data-testid={`seat-total-${slot}`}>{formatMoney(view.total, intl)}</b>
          </span>
        </div>
        {out && (
          <div className={styles.result} data-testid={`seat-outcome-${slot}`}>
            {out.isWinner && <span className={styles.crown}>{t('battle.arena.winner')}</span>}
            <b>{formatMoney(out.winAmount, intl)}</b>
          </div>
        )}
        {waiting && mine && (
          <div className={styles.actions}>
            <Button
              size="sm"
              variant={slot === 1 ? 'danger' : 'ghost'}
              disabled={busy}
              onClick={() => onLeave(slot)}
              data-testid={`leave-${slot}`}
            >
              {slot === 1 ? t('battles.view.cancel') : t('battles.view.leave')}
            </Button>
          </div>
        )}
      </div>
      {mine && out && (
        <p
          className={won(out) ? styles.youWon : styles.youLost}
          role="status"
          data-testid="battle-outcome"
          data-won={won(out) || undefined}
        >
          {won(out)
            ? t('battles.view.youWon', { amount: formatMoney(out.winAmount, intl) })
            : t('battles.view.youLost')}
        </p>
      )}
      <WonItems rolls={view.won} slot={slot} />
    </div>
  );
}

/** One column per seat, lined up under the arena's reels (teams grouped ct | t). */
export function BattleSeats(props: BattleSeatsProps) {
  const { battle, botPlans, serverOffset = 0 } = props;
  const slots = Array.from({ length: battle.players }, (_, i) => i + 1);
  const waiting = battle.status === 'waiting';
  return (
    <div className={styles.frame}>
      <div
        className={styles.seats}
        data-team={battle.type === 'team' ? 'yes' : undefined}
        style={{ ['--n' as string]: battle.players }}
      >
        {slots.map((slot) => {
          const u = battle.users.find((x) => x.slot === slot);
          const team = battle.type === 'team' ? (slot <= 2 ? 'ct' : 't') : undefined;
          const botAt = waiting ? botPlans?.get(slot) : undefined;
          return u ? (
            <PlayerSeat key={slot} {...props} slot={slot} team={team} u={u} />
          ) : (
            <EmptySeat
              key={slot}
              {...props}
              slot={slot}
              team={team}
              botAt={botAt === undefined ? undefined : botAt - serverOffset}
            />
          );
        })}
      </div>
    </div>
  );
}
