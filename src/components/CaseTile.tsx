/** A case in a grid: art in its rarity colour, name, tag line and price (or a lock label). */
import { CaseArt, rarityColor, type RarityRank } from './CaseArt';
import { Icon } from './Icon';
import styles from './CaseTile.module.css';

/** Props of CaseTile; texts arrive translated. */
export interface CaseTileProps {
  rank: RarityRank;
  name: string;
  tag?: string;
  price?: string;
  locked?: string;
}

/** One case tile. */
export function CaseTile({ rank, name, tag, price, locked }: CaseTileProps) {
  return (
    <article
      className={`${styles.tile} ${locked ? styles.locked : ''}`}
      style={{ ['--rc' as string]: rarityColor(rank) }}
    >
      <div className={styles.art}>
        <CaseArt rank={rank} size={132} />
      </div>
      <h3 className={styles.name}>{name}</h3>
      {tag && <p className={styles.tag}>{tag}</p>}
      {price && <span className={styles.price}>{price}</span>}
      {locked && (
        <span className={styles.lock}>
          <Icon name="lock" size={13} />
          {locked}
        </span>
      )}
    </article>
  );
}
