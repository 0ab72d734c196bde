/** The catalog items picked to receive, in the order picked: each removable on its own (an item may appear twice). */
import { useTranslation } from 'react-i18next';
import { PickedList } from '../../components/item-picker/PickedList';
import type { CatalogItem } from '../../protocol/catalog';
import styles from './ExchangePage.module.css';

/** Props of ReceivedList: `onRemove(index)` drops that one pick. */
export interface ReceivedListProps {
  items: readonly CatalogItem[];
  onRemove: (index: number) => void;
  disabled?: boolean;
}

/** The picked items, or a line saying none is picked yet. */
export function ReceivedList({ items, onRemove, disabled }: ReceivedListProps) {
  const { t } = useTranslation();
  if (items.length === 0)
    return (
      <p className={styles.muted} data-testid="exchange-picked-empty">
        {t('pages.exchange.pickedEmpty')}
      </p>
    );
  return (
    <PickedList
      items={items}
      onRemove={onRemove}
      removeLabel={(name) => t('pages.exchange.remove', { name })}
      disabled={disabled}
      label={t('pages.exchange.picked')}
      testId="exchange-picked"
      removeTestId="exchange-picked-remove"
    />
  );
}
