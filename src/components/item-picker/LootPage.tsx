/** One page of the loot picker: the player's pending items on it, and on the last page "load more". */
import { useTranslation } from 'react-i18next';
import { pendingLoot, useGetLootListQuery } from '../../api/loot';
import type { LootView } from '../../protocol/catalog';
import { ItemCard } from '../ItemCard';
import { PickerPage, type PickerPageFrame } from './PickerPage';

/** Props of LootPage: `full` means the selection is at its most, so unselected cards cannot be picked. */
export interface LootPageProps extends PickerPageFrame {
  cursor: string | null;
  selected: readonly string[];
  full: boolean;
  onToggle: (entry: LootView) => void;
}

/** The page's cards. */
export function LootPage({ cursor, selected, full, onToggle, ...frame }: LootPageProps) {
  const { t } = useTranslation();
  return (
    <PickerPage
      {...frame}
      result={useGetLootListQuery(pendingLoot(cursor), { refetchOnMountOrArgChange: frame.first })}
      skeletons={4}
      moreTestId="loot-more"
      empty={{
        icon: 'box',
        title: t('itemPicker.noLootTitle'),
        text: t('itemPicker.noLoot'),
        testId: 'loot-picker-empty',
      }}
      card={(e) => {
        const on = selected.includes(e.id);
        return (
          <ItemCard
            key={e.id}
            testId="loot-pick"
            item={e.item}
            selected={on}
            onToggle={on || !full ? () => onToggle(e) : undefined}
          />
        );
      }}
    />
  );
}
