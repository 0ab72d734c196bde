/** The battle lobby: live list over the websocket (created, joined, left, processing, finished), stats and filters. */
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AutoGrid } from '../../components/AutoGrid';
import { BattleCard } from '../../components/BattleCard';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/page/PageHeader';
import { Spinner } from '../../components/Spinner';
import { Stat, StatGroup } from '../../components/Stat';
import { Tabs } from '../../components/Tabs';
import { formatCount } from '../../domain/format';
import { usePageCopy } from '../../lib/page-copy';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import type { Battle } from '../../protocol/types';
import {
  battleApi,
  useGetBattleStatQuery,
  useGetLiveBattleListQuery,
  useJoinBattleMutation,
} from '../../api/battle';
import { useLiveSiteStats } from '../../api/meta';
import { goToSignIn, useBattleMe, useErrorToast } from './battle-hooks';
import styles from './BattlesPage.module.css';

/** Lobby filters. */
export type LobbyFilter = 'all' | 'waiting' | 'running' | 'finished';

const ORDER: Record<Battle['status'], number> = { waiting: 0, processing: 1, playing: 1, finished: 2 };

/** Battles matching a filter (running = processing or playing; finished = recently finished), open seats first. */
export function filterBattles(list: readonly Battle[], f: LobbyFilter): Battle[] {
  const running = (b: Battle) => b.status === 'processing' || b.status === 'playing';
  const keep = (b: Battle) =>
    f === 'all' ||
    (f === 'waiting' ? b.status === 'waiting' : f === 'running' ? running(b) : b.status === 'finished');
  return list.filter(keep).sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.createdAt - a.createdAt);
}

const FILTERS: readonly LobbyFilter[] = ['all', 'waiting', 'running', 'finished'];

/** How many cards the lobby draws at most. */
const MAX_CARDS = 60;

/** Join from a lobby card: sign in first, then take the seat and open the battle. */
function useLobbyJoin(signedIn: boolean): (b: Battle, slot: number) => void {
  const navigate = useNavigate();
  const localize = useLocalePath();
  const fail = useErrorToast();
  const [join] = useJoinBattleMutation();
  return (b, slot) => {
    if (!signedIn) return goToSignIn();
    join({ battleID: b.id, slot })
      .unwrap()
      .then(() => navigate(localize(`/battles/view/${b.id}`)), fail);
  };
}

/**
 * Starts fetching a battle's detail when the pointer, focus or a touch reaches one of its links (the links themselves
 * load the battle screen's and the arena's code: src/lib/prefetch.ts), so the battle screen opens on data already
 * here instead of asking only after the click (about 200 ms of the first arena frame).
 */
function useDetailPrefetch(): (e: SyntheticEvent) => void {
  const prefetch = battleApi.usePrefetch('getBattleDetail', { ifOlderThan: 10 });
  return (e) => {
    const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
    const id = link?.closest<HTMLElement>('[data-battle-id]')?.dataset.battleId;
    if (id) prefetch(id);
  };
}

/** The /battles screen. */
export function BattlesPage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const me = useBattleMe();
  const onJoin = useLobbyJoin(Boolean(me));
  const [filter, setFilter] = useState<LobbyFilter>('all');
  const { data: list, isLoading } = useGetLiveBattleListQuery(me?.userID ?? null);
  const { data: stats } = useLiveSiteStats();
  const { data: battleStat } = useGetBattleStatQuery();
  const shown = useMemo(() => filterBattles(list ?? [], filter), [list, filter]);
  const count = (f: LobbyFilter) => filterBattles(list ?? [], f).length;
  const copy = usePageCopy('battles');
  const prefetchDetail = useDetailPrefetch();
  const create = (
    <ButtonLink to="/battles/new" icon="plus" size="lg">
      {t('layout.battlesCreate')}
    </ButtonLink>
  );
  const figures: [string, number | undefined][] = [
    [t('battles.stats.online'), stats?.online],
    [t('battles.stats.active'), battleStat?.battleActive ?? stats?.battleActive],
    [t('battles.stats.total'), battleStat?.battleCount ?? stats?.battleCount],
    [t('battles.stats.cases'), stats?.caseCount],
  ];
  return (
    <div className={styles.page}>
      <PageHeader {...copy} icon="swords" actions={create} />
      <StatGroup columns={4} testId="lobby-stats">
        {figures.map(([label, value]) => (
          <Stat
            key={label}
            variant="box"
            label={label}
            value={value === undefined ? '—' : formatCount(value, intl)}
          />
        ))}
      </StatGroup>
      <Tabs
        variant="chip"
        label={t('battles.filters.label')}
        value={filter}
        onChange={setFilter}
        items={FILTERS.map((f) => ({
          id: f,
          label: t(`battles.filters.${f}`),
          count: count(f),
          testId: `filter-${f}`,
        }))}
        trailing={
          <span className={styles.live}>
            <span className={styles.dot} />
            {t('battles.live')}
          </span>
        }
      />
      {isLoading ? (
        <EmptyState framed>
          <Spinner />
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          framed
          testId="lobby-empty"
          text={t('battles.empty')}
          action={
            <ButtonLink to="/battles/new" icon="plus">
              {t('layout.battlesCreate')}
            </ButtonLink>
          }
        />
      ) : (
        <div
          className={styles.list}
          onPointerOver={prefetchDetail}
          onFocus={prefetchDetail}
          onTouchStart={prefetchDetail}
        >
          <AutoGrid min={380} gap="md" phone={1} testId="lobby-list">
            {shown.slice(0, MAX_CARDS).map((b) => (
              <BattleCard key={b.id} battle={b} meId={me?.userID} onJoin={onJoin} />
            ))}
          </AutoGrid>
        </div>
      )}
    </div>
  );
}
