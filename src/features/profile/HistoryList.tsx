/** One history tab's list: loading, failure, the private notice (403), an honest empty state, rows and "Load more". */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import type { IconName } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { apiError } from '../../api/error';
import layout from '../../components/layout.module.css';
import styles from './ProfileHistory.module.css';

/** What an infinite query hook answers that the list reads. */
export interface PagedResult<T> {
  data?: { pages: readonly { list: readonly T[] }[] };
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The notice a private profile shows its visitors (on the card and in place of the tabs). */
export function PrivateNotice() {
  const { t } = useTranslation();
  return (
    <EmptyState
      framed
      icon="lock"
      title={t('profile.history.privateTitle')}
      text={t('profile.history.private')}
      testId="profile-private"
    />
  );
}

/** The rows of a tab, or what stands in for them. */
export function HistoryList<T extends { id: string }>({
  result,
  empty,
  icon,
  row,
  testId,
}: {
  result: PagedResult<T>;
  empty: string;
  icon: IconName;
  row: (entry: T) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  if (result.isLoading) return <Spinner />;
  if (result.isError) {
    if (apiError(result.error).code === 'profile_private') return <PrivateNotice />;
    return <EmptyState framed role="alert" icon="alert" text={t('profile.history.failed')} />;
  }
  const list = result.data?.pages.flatMap((p) => p.list) ?? [];
  if (list.length === 0)
    return <EmptyState framed muted icon={icon} text={empty} testId={`${testId}-empty`} />;
  return (
    <>
      <ul className={layout.plainList} data-testid={testId}>
        {list.map((e) => (
          <li key={e.id} className={styles.row}>
            {row(e)}
          </li>
        ))}
      </ul>
      {result.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            disabled={result.isFetchingNextPage}
            onClick={() => void result.fetchNextPage()}
            data-testid={`${testId}-more`}
          >
            {result.isFetchingNextPage ? t('common.loading') : t('profile.history.more')}
          </Button>
        </div>
      )}
    </>
  );
}
