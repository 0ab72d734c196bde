/** The catalog items picked to receive, in the order picked: each removable on its own (an item may appear twice). */
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Price } from '../../components/Price';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem } from '../../protocol/api-catalog';
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
  const namer = useSkinName();
  if (items.length === 0)
    return (
      <p className={styles.muted} data-testid="exchange-picked-empty">
        {t('pages.exchange.pickedEmpty')}
      </p>
    );
  return (
    <ul className={styles.picked} aria-label={t('pages.exchange.picked')} data-testid="exchange-picked">
      {items.map((item, i) => {
        const name = namer.pair(item);
        const color = isRarityRank(item.rarity) ? rarityColor(item.rarity) : 'var(--c-text-3)';
        return (
          // Picks of the same item are told apart by their place in the list.
          <li key={`${i}:${item.id}`} className={styles.pick} style={{ ['--rc' as string]: color }}>
            <img src={item.image} alt="" width={48} height={36} className={styles.pickArt} />
            <span className={styles.pickName} title={name}>
              {name}
            </span>
            <Price cents={item.price} iconSize={12} className={styles.pickPrice} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => onRemove(i)}
              disabled={disabled}
              aria-label={t('pages.exchange.remove', { name })}
              data-testid="exchange-picked-remove"
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
