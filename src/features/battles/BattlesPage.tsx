/**
 * The battle lobby: the list first under a compact header (status tabs with counts, sort and filters), kept live over
 * the websocket (created, joined, left, processing, finished). The rules of the list are lobby-filters.ts's.
 */
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AutoGrid } from '../../components/AutoGrid';
import { BattleCard } from '../../components/BattleCard';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { useLocalePath } from '../../lib/use-locale';
import type { Battle } from '../../protocol/types';
import { battleApi, useGetLiveBattleListQuery, useJoinBattleMutation } from '../../api/battle';
import { goToSignIn, useBattleMe, useErrorToast } from './battle-hooks';
import {
  DEFAULT_QUERY,
  LOBBY_STATUSES,
  filtersOn,
  lobbyList,
  statusCounts,
  type LobbyQuery,
} from './lobby-filters';
import { LobbyToolbar } from './LobbyToolbar';
import styles from './BattlesPage.module.css';

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
  const me = useBattleMe();
  const onJoin = useLobbyJoin(Boolean(me));
  const [query, setQuery] = useState<LobbyQuery>(DEFAULT_QUERY);
  const { data: list, isLoading } = useGetLiveBattleListQuery(me?.userID ?? null);
  const meId = me?.userID ?? null;
  const shown = useMemo(() => lobbyList(list ?? [], query, meId), [list, query, meId]);
  const counts = useMemo(() => statusCounts(list ?? [], query, meId), [list, query, meId]);
  const prefetchDetail = useDetailPrefetch();
  const filtered = filtersOn(query);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title} data-testid="page-title">
          {t('meta.battles.title')}
        </h1>
        <Tabs
          variant="chip"
          label={t('battles.filters.label')}
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, status }))}
          items={LOBBY_STATUSES.map((f) => ({
            id: f,
            label: t(`battles.filters.${f}`),
            count: counts[f],
            testId: `filter-${f}`,
          }))}
        />
      </div>
      <LobbyToolbar query={query} onChange={setQuery} />
      {isLoading ? (
        <EmptyState framed>
          <Spinner />
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState
          framed
          testId="lobby-empty"
          text={filtered ? t('battles.lobby.noMatch') : t('battles.empty')}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => setQuery((q) => ({ ...DEFAULT_QUERY, sort: q.sort }))}
              >
                {t('battles.lobby.clear')}
              </Button>
            ) : (
              <ButtonLink to="/battles/new" icon="plus">
                {t('layout.battlesCreate')}
              </ButtonLink>
            )
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
