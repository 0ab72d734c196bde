/**
 * The /battles/view/:id screen: the battle's frame around the arena (a one-line header, the seats under the reels,
 * viewers, seeds, actions). The arena fits the first screen on wide windows, and nothing outside it shows more of
 * the battle than it has landed (landed.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { rememberInvite } from '../../lib/battle-invites';
import { Badge } from '../../components/Badge';
import { battleModeTone, battleStatusTone, sizeOf } from '../../components/BattleCard';
import { ButtonLink } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { Stat } from '../../components/Stat';
import { SplitLayout } from '../../components/SplitLayout';
import { formatMoney } from '../../domain/format';
import {
  useGetBattleDetailQuery,
  useCallBotMutation,
  useJoinBattleMutation,
  useLeaveBattleMutation,
  useViewerJoinMutation,
  useViewerLeaveMutation,
} from '../../api/battle';
import { awaitsBeacon } from '../../api/battle-live';
import { useIntlLocale } from '../../lib/use-locale';
import { BattleArena } from './BattleArena';
import { ReactionBar, ReactionLayer } from './BattleReactions';
import { useBattleReactions } from '../../api/battle-reactions';
import { useBotPlans } from '../../api/battle-bots';
import { serverOffsetOf } from './battle-show';
import { BattleSeats } from './BattleSeats';
import { BeaconWait } from './BeaconWait';
import { SealWitnessLine } from './SealWitness';
import { BattleSidebar, BattleViewers } from './BattleSidebar';
import { goToSignIn, useBattleMe, useErrorToast } from './battle-hooks';
import { noProgress, type ArenaProgress } from './landed';
import styles from './BattleViewPage.module.css';

/** Screen room kept under the arena on wide windows: the seats' first line (name, total) stays in view. */
const SEAT_HEAD_ROOM = 84;

/** Joins as a viewer while the screen is shown and leaves when it is left (or hidden by keep-alive). */
function useWatching(id: string): void {
  const [join] = useViewerJoinMutation();
  const [leave] = useViewerLeaveMutation();
  useEffect(() => {
    void join(id);
    return () => void leave(id);
  }, [id, join, leave]);
}

/** One battle. */
export function BattleViewPage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const { id = '' } = useParams();
  // A private battle opens through its invite link: remember the token before the first request needs it.
  const [query] = useSearchParams();
  rememberInvite(id, query.get('invite'));
  const me = useBattleMe();
  const fail = useErrorToast();
  const { data: b, isError } = useGetBattleDetailQuery(id);
  useWatching(id);
  const reactions = useBattleReactions(id);
  const botPlans = useBotPlans(id);
  const [join, joining] = useJoinBattleMutation();
  const [bot, botting] = useCallBotMutation();
  const [leave, leaving] = useLeaveBattleMutation();
  const [progress, setProgress] = useState<ArenaProgress>(() => noProgress(id));
  if (isError) {
    return (
      <div className={styles.missing}>
        <h1 data-testid="page-title">{t('battles.view.notFound')}</h1>
        <ButtonLink to="/battles">{t('layout.pureBack')}</ButtonLink>
      </div>
    );
  }
  if (!b) {
    return (
      <div className={styles.loading}>
        <Spinner />
      </div>
    );
  }
  const seat = (act: typeof join) => (slot: number) => {
    if (!me) return goToSignIn();
    act({ battleID: b.id, slot }).unwrap().catch(fail);
  };
  const seats = (
    <BattleSeats
      battle={b}
      meId={me?.userID}
      busy={joining.isLoading || botting.isLoading || leaving.isLoading}
      onJoin={seat(join)}
      onBot={seat(bot)}
      onLeave={seat(leave)}
      progress={progress}
      botPlans={botPlans}
      serverOffset={serverOffsetOf(b)}
    />
  );
  const rounds = b.cases.flatMap((c) => Array.from({ length: c.quantity }, () => c.case));
  const status = b.cancelled ? 'cancelled' : b.status;
  const sealing = awaitsBeacon(b);
  return (
    <div className={styles.page} data-battle-status={status}>
      <header className={styles.head}>
        <h1 data-testid="page-title">
          {t('battles.view.title')} <span className={styles.id}>#{b.id.slice(0, 8)}</span>
        </h1>
        <div className={styles.badges}>
          <Badge
            outline
            tone={sealing ? 'warning' : battleStatusTone(status)}
            data-testid="battle-status"
            data-beacon={sealing ? 'waiting' : undefined}
          >
            {sealing ? t('battle.beacon.waiting') : t(`battles.status.${status}`)}
          </Badge>
          <Badge outline tone={battleModeTone(b.mode)}>
            {t(`modes.${b.mode}`)}
          </Badge>
          <Badge outline>{sizeOf(b)}</Badge>
          {!b.isPublic && <Badge outline>{t('battles.private')}</Badge>}
        </div>
        <div className={styles.meta}>
          <Stat label={t('battles.costPerPlayer')} value={formatMoney(b.fixedPrice, intl)} />
          <Stat label={t('battles.pot')} value={formatMoney(b.fixedPrice * b.players, intl)} />
          <Stat
            label={t('battle.rounds')}
            value={`${Math.min(b.currentRound, b.totalRound)} / ${b.totalRound}`}
            valueTestId="battle-round"
          />
        </div>
        <ol className={styles.track} aria-label={t('battle.rounds')}>
          {rounds.map((c, i) => (
            <li
              key={i}
              className={
                i + 1 < b.currentRound || b.status === 'finished'
                  ? styles.past
                  : i + 1 === b.currentRound
                    ? styles.now
                    : ''
              }
              title={c.title}
            >
              {c.image ? <img src={c.image} alt={c.title} width={32} height={32} /> : <span>{i + 1}</span>}
            </li>
          ))}
        </ol>
        <BattleViewers id={b.id} />
      </header>
      <SplitLayout side={300} stackAt={1100}>
        <div className={styles.stage}>
          <BattleArena
            key={b.id}
            battle={b}
            overlay={<ReactionLayer floating={reactions.floating} />}
            fitReserve={SEAT_HEAD_ROOM}
            onProgress={setProgress}
          />
          {seats}
          <BeaconWait battle={b} />
          <SealWitnessLine battle={b} />
          <ReactionBar signedIn={me !== undefined} refused={reactions.refused} onSend={reactions.send} />
        </div>
        <BattleSidebar battle={b} signedIn={me !== undefined} />
      </SplitLayout>
    </div>
  );
}
