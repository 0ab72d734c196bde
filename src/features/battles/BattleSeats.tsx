/** The seats of a battle under the arena: players with totals and results, empty seats with join / call bot. */
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { CountdownTimer } from '../../components/CountdownTimer';
import { LevelRing } from '../../components/LevelRing';
import { formatMoney } from '../../domain/format';
import { useIntlLocale } from '../../lib/use-locale';
import type { BattleDetail } from './battle-types';
import styles from './BattleSeats.module.css';

/** Props: the battle, who is looking, and the seat actions. */
export interface BattleSeatsProps {
  battle: BattleDetail;
  meId: string | undefined;
  busy: boolean;
  onJoin: (slot: number) => void;
  onBot: (slot: number) => void;
  onLeave: (slot: number) => void;
  /** Bot joins the lobby planned (slot -> server ms) and the server clock's offset from this browser's. */
  botPlans?: ReadonlyMap<number, number>;
  serverOffset?: number;
}

/** One row of seats (teams are grouped ct | t). */
export function BattleSeats({
  battle,
  meId,
  busy,
  onJoin,
  onBot,
  onLeave,
  botPlans,
  serverOffset = 0,
}: BattleSeatsProps) {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const waiting = battle.status === 'waiting';
  const inBattle = battle.users.some((u) => u.userID === meId);
  const creator = meId !== undefined && battle.userID === meId;
  const slots = Array.from({ length: battle.players }, (_, i) => i + 1);
  const done = battle.status === 'finished' && !battle.cancelled;
  return (
    <div
      className={styles.seats}
      data-team={battle.type === 'team' ? 'yes' : undefined}
      style={{ ['--n' as string]: battle.players }}
    >
      {slots.map((slot) => {
        const u = battle.users.find((x) => x.slot === slot);
        const team = battle.type === 'team' ? (slot <= 2 ? 'ct' : 't') : undefined;
        const botAt = waiting ? botPlans?.get(slot) : undefined;
        if (!u)
          return (
            <div
              key={slot}
              className={`${styles.seat} ${styles.empty}`}
              data-team={team}
              data-testid={`seat-${slot}`}
            >
              <span className={styles.emptyAvatar}>?</span>
              <div className={styles.who}>
                <strong>{t('battles.view.emptySeat')}</strong>
                {botAt === undefined ? (
                  <span className={styles.sub}>{t('battles.view.slot', { slot })}</span>
                ) : (
                  <span className={styles.sub} data-testid={`bot-thinking-${slot}`}>
                    {t('battles.view.botThinking')}{' '}
                    <CountdownTimer endsAt={botAt - serverOffset} className={styles.botClock} />
                  </span>
                )}
              </div>
              {waiting && (
                <div className={styles.actions}>
                  {!inBattle && (
                    <Button
                      size="sm"
                      disabled={busy}
                      onClick={() => onJoin(slot)}
                      data-testid={`join-${slot}`}
                    >
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
          );
        const mine = u.userID === meId;
        return (
          <div
            key={slot}
            className={`${styles.seat} ${done && u.isWinner ? styles.winner : ''} ${done && !u.isWinner ? styles.loser : ''}`}
            data-team={team}
            data-testid={`seat-${slot}`}
          >
            <span className={styles.avatarWrap}>
              <img className={styles.avatar} src={u.user.avatar} alt="" width={40} height={40} />
              <LevelRing
                level={u.user.level}
                size={22}
                className={styles.seatLevel}
                testId={`seat-level-${slot}`}
              />
            </span>
            <div className={styles.who}>
              <strong title={u.user.nickname}>
                {u.user.nickname}
                {mine && <span className={styles.you}>{t('battles.view.you')}</span>}
                {u.user.isBot && <span className={styles.bot}>{t('battles.bot')}</span>}
                {u.user.isBot && waiting && (
                  <span className={styles.ready} data-testid={`bot-ready-${slot}`}>
                    {t('battles.view.botReady')}
                  </span>
                )}
              </strong>
              <span className={styles.sub}>
                {t('battles.view.total')} <b>{formatMoney(u.rollAmount, intl)}</b>
              </span>
            </div>
            {done && (
              <div className={styles.result}>
                {u.isWinner && <span className={styles.crown}>{t('battle.arena.winner')}</span>}
                <b>{formatMoney(u.winAmount, intl)}</b>
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
        );
      })}
    </div>
  );
}
