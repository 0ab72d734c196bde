/**
 * A list of picked items, each with its art, name, price and a remove button: the upgrader's stake and the
 * exchange's received side. Entries are told apart by their place, so the same item may be listed twice.
 */
import { Icon } from '../Icon';
import { Price } from '../Price';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem } from '../../protocol/catalog';
import styles from './PickedList.module.css';

/** Props of PickedList: `removeLabel(name)` is the remove button's accessible name; `onRemove(index)` drops one. */
export interface PickedListProps {
  items: readonly CatalogItem[];
  onRemove: (index: number) => void;
  removeLabel: (name: string) => string;
  disabled?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** Scroll inside the list past this height (px). */
  maxHeight?: number;
  testId?: string;
  removeTestId?: string;
}

/** The picked items in order. */
export function PickedList(p: PickedListProps) {
  const namer = useSkinName();
  return (
    <ul
      className={styles.list}
      aria-label={p.label}
      data-testid={p.testId}
      style={p.maxHeight ? { maxHeight: p.maxHeight, overflowY: 'auto' } : undefined}
    >
      {p.items.map((item, i) => {
        const name = namer.pair(item);
        const color = isRarityRank(item.rarity) ? rarityColor(item.rarity) : 'var(--c-text-3)';
        return (
          <li key={`${i}:${item.id}`} className={styles.pick} style={{ ['--rc' as string]: color }}>
            <img src={item.image} alt="" width={48} height={36} className={styles.art} />
            <span className={styles.name} title={name}>
              {name}
            </span>
            <Price cents={item.price} iconSize={12} className={styles.price} />
            <button
              type="button"
              className={styles.remove}
              onClick={() => p.onRemove(i)}
              disabled={p.disabled}
              aria-label={p.removeLabel(name)}
              data-testid={p.removeTestId}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
