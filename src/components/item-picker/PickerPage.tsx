/**
 * The shape every picker page shares: skeleton cards while the page loads, a retry when it failed, the empty
 * state when the first page has nothing, the cards, and on the last page "load more". While the answer for new
 * filters loads, the last cards stay on screen dimmed and cannot be picked (they may not match the new filters).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import type { IconName } from '../Icon';
import { Skeleton } from '../Skeleton';
import styles from './Picker.module.css';

/** A page query's state, as RTK Query answers it. */
export interface PickerPageResult<T> {
  data?: { list: readonly T[]; cursor: string | null };
  /** The answer for the current filters (undefined while they load: `data` is then the last answer). */
  currentData?: { list: readonly T[]; cursor: string | null };
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** What the first page says when it has no entries (title and text translated). */
export interface PickerEmpty {
  icon: IconName;
  title: string;
  text: string;
  testId: string;
}

/** Where a page stands among a picker's pages: the first shows the empty state, the last asks for more. */
export interface PickerPageFrame {
  first: boolean;
  last: boolean;
  onMore: (cursor: string) => void;
}

/** Props of PickerPage: `empty` is shown when the first page has no entries; `card` draws one entry. */
export interface PickerPageProps<T> extends PickerPageFrame {
  result: PickerPageResult<T>;
  skeletons: number;
  empty: PickerEmpty;
  card: (entry: T) => ReactNode;
  moreTestId: string;
}

/** One page of a picker's grid. */
export function PickerPage<T>({
  result,
  first,
  last,
  skeletons,
  empty,
  card,
  onMore,
  moreTestId,
}: PickerPageProps<T>) {
  const { t } = useTranslation();
  const { data, currentData, isFetching, isError, refetch } = result;
  // `data` is the last answer; without `currentData` it answered other filters than the ones asked now.
  const forOtherFilters = currentData === undefined;
  // New filters that failed show the retry, not the last filters' cards.
  if (!data || (forOtherFilters && isError && !isFetching)) {
    if (isError)
      return (
        <EmptyState
          className={styles.full}
          role="alert"
          muted
          icon="alert"
          text={t('itemPicker.failed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('itemPicker.retry')}
            </Button>
          }
        />
      );
    return (
      <>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} height={190} radius={14} />
        ))}
      </>
    );
  }
  // The empty sentence stays while new filters load (it has nothing to pick).
  if (first && data.list.length === 0) return <EmptyState className={styles.full} muted {...empty} />;
  const stale = forOtherFilters && isFetching;
  const cursor = data.cursor;
  return (
    <>
      {/* One wrapper whether stale or not, so the cards are not mounted again (their art reloaded) when it turns. */}
      <div
        className={stale ? `${styles.page} ${styles.stale}` : styles.page}
        inert={stale}
        aria-busy={stale || undefined}
        data-testid="picker-page"
      >
        {data.list.map(card)}
      </div>
      {last && cursor && !stale && (
        <Button
          variant="ghost"
          block
          className={styles.full}
          disabled={isFetching}
          onClick={() => onMore(cursor)}
          data-testid={moreTestId}
        >
          {t('itemPicker.more')}
        </Button>
      )}
    </>
  );
}
