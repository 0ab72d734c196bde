/**
 * /event/leaderboard: the daily and weekly wager races (GET /v1/event/race/current, live from the `leaderboard`
 * channel) in tabs, each with its countdown, prize table, board and the player's standing, then past races.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useGetRaceCurrentQuery } from '../../api/contests';
import { usePageCopy } from '../../lib/page-copy';
import { useServerClock } from '../../lib/server-clock';
import { useMe, useSessionToken } from '../../api/user';
import type { RaceKind } from '../../protocol/contests';
import { RaceBoard } from './RaceBoard';
import { RaceHistory } from './RaceHistory';
import styles from './events.module.css';

const KINDS: readonly RaceKind[] = ['daily', 'weekly'];

/** Wager races. */
export function LeaderboardPage() {
  const { t } = useTranslation();
  const copy = usePageCopy('leaderboard');
  const signedIn = useSessionToken() !== null;
  const userID = useMe().data?.user.userID ?? null;
  const [kind, setKind] = useState<RaceKind>('daily');
  const q = useGetRaceCurrentQuery(userID, { refetchOnMountOrArgChange: true });
  const clock = useServerClock(q.data?.now, q.fulfilledTimeStamp);
  const { refetch } = q;
  const again = useCallback(() => void refetch(), [refetch]);
  const race = q.data?.races.find((r) => r.kind === kind) ?? null;
  const mine = race && signedIn ? (q.data?.me[race.id] ?? null) : undefined;
  return (
    <div className={styles.page} data-testid="leaderboard-page">
      <PageHeader {...copy} icon="trophy" />
      <Tabs
        variant="pill"
        label={t('events.race.kinds')}
        value={kind}
        onChange={setKind}
        items={KINDS.map((k) => ({ id: k, label: t(`events.race.kind.${k}`), testId: `race-tab-${k}` }))}
      />
      {q.isLoading ? (
        <Skeleton height={360} radius={20} />
      ) : q.isError || !q.data ? (
        <EmptyState framed icon="alert" role="alert" text={t('events.race.loadFailed')} />
      ) : race ? (
        <RaceBoard race={race} me={mine} clock={clock} onEnd={again} />
      ) : (
        <EmptyState framed icon="trophy" text={t('events.race.none')} testId="race-none" />
      )}
      <RaceHistory key={kind} kind={kind} />
    </div>
  );
}
