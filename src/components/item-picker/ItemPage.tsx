/** One page of the item picker's results: its cards, and on the last page the "load more" button. */
import { useTranslation } from 'react-i18next';
import { useItemListQuery } from '../../lib/item-api';
import type { CatalogItem } from '../../protocol/api-catalog';
import type { ItemListQuery } from '../../protocol/api-items';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ItemCard } from '../ItemCard';
import { Skeleton } from '../Skeleton';
import styles from './Picker.module.css';

/** Props of ItemPage. */
export interface ItemPageProps {
  query: ItemListQuery;
  first: boolean;
  last: boolean;
  selected: readonly string[];
  onPick: (item: CatalogItem) => void;
  onMore: (cursor: string) => void;
}

/** The page's cards (skeletons while loading; the empty sentence when the first page has none). */
export function ItemPage({ query, first, last, selected, onPick, onMore }: ItemPageProps) {
  const { t } = useTranslation();
  const { data, isFetching, isError, refetch } = useItemListQuery(query);
  if (!data) {
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
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={190} radius={14} />
        ))}
      </>
    );
  }
  if (first && data.list.length === 0)
    return (
      <EmptyState
        className={styles.full}
        muted
        icon="search"
        title={t('itemPicker.emptyTitle')}
        text={t('itemPicker.empty')}
        testId="item-picker-empty"
      />
    );
  return (
    <>
      {data.list.map((item) => (
        <ItemCard
          key={item.id}
          testId="item-pick"
          weapon={item.weapon}
          finish={item.finish}
          exterior={item.exterior}
          stattrak={item.stattrak}
          rarity={item.rarity}
          price={item.price}
          image={item.image}
          selected={selected.includes(item.id)}
          onToggle={() => onPick(item)}
        />
      ))}
      {last && data.cursor && (
        <Button
          variant="ghost"
          block
          className={styles.full}
          disabled={isFetching}
          onClick={() => data.cursor && onMore(data.cursor)}
          data-testid="item-more"
        >
          {t('itemPicker.more')}
        </Button>
      )}
    </>
  );
}
