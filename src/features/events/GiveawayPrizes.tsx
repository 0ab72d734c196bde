/** A giveaway's prizes in draw order (winner k takes prize k): art, name and worth. */
import { Price } from '../../components/Price';
import { isRarityRank, rarityColor } from '../../domain/rarity';
import { useSkinName } from '../../lib/use-skin-name';
import type { CatalogItem } from '../../protocol/catalog';
import styles from './giveaways.module.css';

/** One skin in a row: art, name, exterior and price. */
export function ItemLine({ item }: { item: CatalogItem }) {
  const namer = useSkinName();
  const color = isRarityRank(item.rarity) ? rarityColor(item.rarity) : 'var(--c-text-3)';
  return (
    <span className={styles.itemLine} style={{ ['--rc' as string]: color }}>
      <img src={item.image} alt="" width={48} height={36} loading="lazy" />
      <span className={styles.itemName}>{namer.pair(item)}</span>
      <Price cents={item.price} className={styles.itemPrice} />
    </span>
  );
}

/** The prize list. */
export function GiveawayPrizes({ prizes }: { prizes: { k: number; item: CatalogItem }[] }) {
  return (
    <ol className={styles.prizes} data-testid="giveaway-prizes">
      {prizes.map((p) => (
        <li key={p.k}>
          <span className={styles.k}>{p.k}</span>
          <ItemLine item={p.item} />
        </li>
      ))}
    </ol>
  );
}
