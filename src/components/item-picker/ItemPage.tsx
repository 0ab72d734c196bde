/** One page of the item picker's results: its cards, and on the last page the "load more" button. */
import { useTranslation } from 'react-i18next';
import { useItemListQuery } from '../../api/item';
import type { CatalogItem } from '../../protocol/catalog';
import type { ItemListQuery } from '../../protocol/item';
import { ItemCard } from '../ItemCard';
import { PickerPage, type PickerPageFrame } from './PickerPage';

/** Props of ItemPage. */
export interface ItemPageProps extends PickerPageFrame {
  query: ItemListQuery;
  selected: readonly string[];
  onPick: (item: CatalogItem) => void;
}

/** The page's cards (skeletons while loading; the empty sentence when the first page has none). */
export function ItemPage({ query, selected, onPick, ...frame }: ItemPageProps) {
  const { t } = useTranslation();
  return (
    <PickerPage
      {...frame}
      result={useItemListQuery(query)}
      skeletons={6}
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
