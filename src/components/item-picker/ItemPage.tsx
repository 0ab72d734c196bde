/** One page of the item picker's results: its cards, and on the last page the "load more" button. */
import { useTranslation } from 'react-i18next';
import { useItemListQuery } from '../../api/item';
import type { CatalogItem } from '../../protocol/catalog';
import type { ItemListQuery } from '../../protocol/item';
import { ItemCard } from '../ItemCard';
import { PickerPage } from './PickerPage';

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
  return (
    <PickerPage
      result={useItemListQuery(query)}
      first={first}
      last={last}
      skeletons={6}
      onMore={onMore}
      moreTestId="item-more"
      empty={{
        icon: 'search',
        title: t('itemPicker.emptyTitle'),
        text: t('itemPicker.empty'),
        testId: 'item-picker-empty',
      }}
      card={(item) => (
        <ItemCard
          key={item.id}
          testId="item-pick"
          itemId={item.id}
          item={item}
          selected={selected.includes(item.id)}
          onToggle={() => onPick(item)}
        />
      )}
    />
  );
}
