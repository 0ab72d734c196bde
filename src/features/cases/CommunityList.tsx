/**
 * The community cases list: public player cases ranked by openings (all time or the last 24 hours), searched by
 * name, page by page; an honest empty state when there are none (or none match).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoGrid } from '../../components/AutoGrid';
import { Button, ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SearchInput } from '../../components/SearchInput';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Skeleton } from '../../components/Skeleton';
import { useCommunityCasesInfiniteQuery } from '../../api/player-case';
import { useSettled } from '../../lib/use-settled';
import type { CommunityPeriod, PlayerCaseSummary } from '../../protocol/player-case';
import { PlayerCaseTile, RankBadge } from './PlayerCaseTile';
import layout from '../../components/layout.module.css';
import styles from './CommunityCasesPage.module.css';

// The list asks again once typing settles.
const SEARCH_DELAY_MS = 300;

/** The pages as one list: the ranking may move between pages, so a case seen already is not shown twice. */
function uniqueCases(
  pages: readonly { list: readonly PlayerCaseSummary[] }[] | undefined,
): PlayerCaseSummary[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((p) => p.list).filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
}

/** Period switch, search and the ranked tiles. */
export function CommunityList() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<CommunityPeriod>('all');
  const [text, setText] = useState('');
  const q = useSettled(text.trim(), SEARCH_DELAY_MS);
  const result = useCommunityCasesInfiniteQuery({ period, q });
  const list = uniqueCases(result.data?.pages);

  let body;
  if (result.isLoading) body = <Skeleton height={260} radius={20} />;
  else if (result.isError)
    body = (
      <EmptyState
        framed
        role="alert"
        icon="alert"
        text={t('pages.communityCases.failed')}
        testId="community-error"
      />
    );
  else if (list.length === 0)
    body = q ? (
      <EmptyState
        framed
        muted
        icon="search"
        text={t('pages.communityCases.noMatch', { q })}
        testId="community-empty"
      />
    ) : (
      <EmptyState
        framed
        icon="users"
        text={t('pages.communityCases.empty')}
        testId="community-empty"
        action={
          <ButtonLink to="/generate-case" icon="sparkles">
            {t('pages.communityCases.create')}
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <AutoGrid list min={180} gap="md" phone={2} testId="community-list">
        {list.map((c, i) => (
          <PlayerCaseTile
            key={c.id}
            c={c}
            showCreator
            corner={<RankBadge rank={i + 1} />}
            lines={[
              period === '24h'
                ? t('pages.communityCases.openings24h', { count: c.openings24h })
                : t('pages.communityCases.openings', { count: c.openings }),
            ]}
          />
        ))}
      </AutoGrid>
    );

  return (
    <div className={styles.list}>
      <div className={`${layout.bar} ${styles.toolbar}`}>
        <SegmentedControl<CommunityPeriod>
          label={t('pages.communityCases.periodLabel')}
          value={period}
          onChange={setPeriod}
          variant="pill"
          options={[
            { value: 'all', label: t('pages.communityCases.periodAll'), testId: 'community-all' },
            { value: '24h', label: t('pages.communityCases.period24h'), testId: 'community-24h' },
          ]}
        />
        <SearchInput
          value={text}
          onChange={setText}
          label={t('pages.communityCases.search')}
          testId="community-search"
        />
      </div>
      {body}
      {result.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            disabled={result.isFetchingNextPage}
            onClick={() => void result.fetchNextPage()}
            data-testid="community-more"
          >
            {t('pages.communityCases.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
