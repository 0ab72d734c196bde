/** A won or offered skin as a selectable card: rarity glow, art, name, exterior and price. */
import type { CSSProperties, ReactNode } from 'react';
import { isRarityRank, rarityColor } from '../domain/rarity';
import { useSkinName } from '../lib/use-skin-name';
import { Icon } from './Icon';
import { Price } from './Price';
import type { CatalogItem } from '../protocol/catalog';
import styles from './ItemCard.module.css';

/** What a card shows of an item: `weapon`/`finish` in English (shown translated when the player asks), `rarity` the rank 1-7, `price` in cents. */
export type ItemCardItem = Pick<CatalogItem, 'weapon' | 'finish' | 'rarity' | 'price' | 'image'> &
  Partial<Pick<CatalogItem, 'exterior' | 'stattrak'>>;

/** Props of ItemCard. */
export interface ItemCardProps {
  item: ItemCardItem;
  selected?: boolean;
  onToggle?: () => void;
  /** Extra controls under the price (e.g. a Sell button). */
  children?: ReactNode;
  testId?: string;
  /** The catalog id, written as `data-item-id` so a card can be found by what it shows. */
  itemId?: string;
}

/** One item card; clicking it toggles selection when `onToggle` is given. */
export function ItemCard({
  item: { weapon, finish, exterior, stattrak, rarity, price, image },
  selected,
  onToggle,
  children,
  testId,
  itemId,
}: ItemCardProps) {
  const names = useSkinName().parts({ weapon, finish });
  const color = isRarityRank(rarity) ? rarityColor(rarity) : 'var(--c-text-3)';
  return (
    <div
      className={`rarity-edge ${styles.tile}`}
      data-selected={selected || undefined}
      style={{ '--rc': color } as CSSProperties}
      data-testid={testId}
      data-item-id={itemId}
    >
      <button
        type="button"
        className={styles.hit}
        onClick={onToggle}
        disabled={!onToggle}
        aria-pressed={onToggle ? Boolean(selected) : undefined}
        aria-label={`${names.weapon} | ${names.finish}`}
      >
        <span className={styles.check} aria-hidden="true">
          <Icon name="check" size={12} />
        </span>
        <img src={image} alt="" className={styles.art} loading="lazy" />
        <span className={styles.meta}>
          <span className={styles.weapon}>
            {stattrak && <span className={styles.st}>ST™</span>}
            {names.weapon}
          </span>
          <span className={styles.finish}>{names.finish}</span>
          {exterior && <span className={styles.exterior}>{exterior}</span>}
        </span>
        <Price cents={price} className={styles.price} />
      </button>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
