/** The battle lobby: live list over the websocket (created, joined, left, processing, finished), stats and filters. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/Button';
import { PageHeader } from '../../components/page/PageHeader';
import { Spinner } from '../../components/Spinner';
import { formatCount } from '../../domain/format';
import { useIntlLocale, useLocalePath } from '../../lib/use-locale';
import type { Battle } from '../../protocol/types';
import { useGetBattleStatQuery, useGetLiveBattleListQuery, useGetLiveStatsQuery } from '../../lib/live-api';
import { LobbyCard } from './LobbyCard';
import { goToSignIn, useBattleMe, useErrorToast } from './battle-hooks';
import { useJoinBattleMutation } from './battles-api';
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

/** How many cards the lobby draws at most. */
const MAX_CARDS = 60;

/** The /battles screen. */
export function BattlesPage() {
  const { t } = useTranslation();
  const intl = useIntlLocale();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const me = useBattleMe();
  const fail = useErrorToast();
  const [filter, setFilter] = useState<LobbyFilter>('all');
  const { data: list, isLoading } = useGetLiveBattleListQuery(me?.userID ?? null);
  const { data: stats } = useGetLiveStatsQuery();
  const { data: battleStat } = useGetBattleStatQuery();
  const [join] = useJoinBattleMutation();
  const shown = useMemo(() => filterBattles(list ?? [], filter), [list, filter]);
  const count = (f: LobbyFilter) => filterBattles(list ?? [], f).length;
  const onJoin = (b: Battle, slot: number) => {
    if (!me) return goToSignIn();
    join({ battleID: b.id, slot })
      .unwrap()
      .then(() => navigate(localize(`/battles/view/${b.id}`)), fail);
  };
  const figures: [string, number | undefined][] = [
    [t('battles.stats.online'), stats?.online],
    [t('battles.stats.active'), battleStat?.battleActive ?? stats?.battleActive],
    [t('battles.stats.total'), battleStat?.battleCount ?? stats?.battleCount],
    [t('battles.stats.cases'), stats?.caseCount],
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('meta.battles.title')}
        lead={t('meta.battles.description')}
        eyebrow={t('pages.battles.eyebrow')}
        icon="swords"
        actions={
          <ButtonLink to="/battles/new" icon="plus" size="lg">
            {t('layout.battlesCreate')}
          </ButtonLink>
        }
      />
      <dl className={styles.stats} data-testid="lobby-stats">
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value === undefined ? '—' : formatCount(value, intl)}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.toolbar} role="tablist" aria-label={t('battles.filters.label')}>
        {(['all', 'waiting', 'running', 'finished'] as const).map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            className={styles.filter}
            onClick={() => setFilter(f)}
            data-testid={`filter-${f}`}
          >
            {t(`battles.filters.${f}`)}
            <span className={styles.count}>{count(f)}</span>
          </button>
        ))}
        <span className={styles.live}>
          <span className={styles.dot} />
          {t('battles.live')}
        </span>
      </div>
      {isLoading ? (
        <div className={styles.empty}>
          <Spinner />
        </div>
      ) : shown.length === 0 ? (
        <div className={styles.empty} data-testid="lobby-empty">
          <p>{t('battles.empty')}</p>
          <ButtonLink to="/battles/new" icon="plus">
            {t('layout.battlesCreate')}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.grid} data-testid="lobby-list">
          {shown.slice(0, MAX_CARDS).map((b) => (
            <LobbyCard key={b.id} battle={b} meId={me?.userID} onJoin={onJoin} />
          ))}
        </div>
      )}
    </div>
  );
}
