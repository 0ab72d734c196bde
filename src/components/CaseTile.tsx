/** A case in a grid: art in its colour, name, tag line and price (or a lock label); a link when it can be opened. */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CaseSummary } from '../protocol/catalog';
import { CaseArt, rarityColor, type RarityRank } from './CaseArt';
import { Icon } from './Icon';
import { LocaleLink } from './LocaleLink';
import { Price } from './Price';
import styles from './CaseTile.module.css';

const TYPE_COLOURS: Record<string, string> = {
  featured: 'var(--c-accent)',
  budget: 'var(--rarity-6)',
  premium: 'var(--rarity-2)',
  knife: 'var(--rarity-1)',
  fun: 'var(--rarity-3)',
  daily: 'var(--c-success)',
  community: 'var(--rarity-4)',
};

/** The accent colour of a case type. */
function caseTypeColour(type: string): string {
  return TYPE_COLOURS[type] ?? 'var(--rarity-5)';
}

/** Props of CaseTile; texts arrive translated. Either `image` (a real case) or `rank` (drawn art) is given. */
export interface CaseTileProps {
  name: string;
  rank?: RarityRank;
  image?: string;
  /** The glow colour; defaults to the rank's rarity colour. */
  color?: string;
  tag?: string;
  price?: ReactNode;
  locked?: string;
  /** The English path the tile opens. */
  to?: string;
  testId?: string;
  caseId?: string;
  /** A control drawn over the tile's top corner, outside the link (e.g. a pin button). */
  corner?: ReactNode;
}

/** "Free", in the interface language. */
function FreeLabel() {
  const { t } = useTranslation();
  return <>{t('daily.free')}</>;
}

/** The tile of a real case from the catalogue, opening its page. */
export function caseTileOf(c: CaseSummary): CaseTileProps {
  return {
    name: c.title,
    image: c.image,
    color: caseTypeColour(c.type),
    // A daily case is opened free on the daily cases page, never bought: it says so instead of a price.
    price: c.type === 'daily' ? <FreeLabel /> : <Price cents={c.price} coin={false} />,
    to: c.type === 'daily' ? '/daily-cases' : `/cases/open/${c.id}`,
    testId: 'case-card',
    caseId: c.id,
  };
}

/** One case tile. */
export function CaseTile({
  name,
  rank = 5,
  image,
  color,
  tag,
  price,
  locked,
  to,
  testId,
  caseId,
  corner,
}: CaseTileProps) {
  const style = { ['--rc' as string]: color ?? rarityColor(rank) } as CSSProperties;
  if (to) {
    const link = (
      <LocaleLink
        to={to}
        className={`rarity-edge ${styles.tile} ${styles.link}`}
        style={style}
        data-testid={testId}
        data-case-id={caseId}
      >
        <span className={styles.art}>
          {image ? (
            <img src={image} alt="" width={150} height={128} loading="lazy" decoding="async" />
          ) : (
            <CaseArt rank={rank} size={132} />
          )}
        </span>
        <span className={styles.name}>{name}</span>
        {price !== undefined && <span className={styles.price}>{price}</span>}
      </LocaleLink>
    );
    if (!corner) return link;
    return (
      <div className={styles.wrap}>
        {link}
        <div className={styles.corner}>{corner}</div>
      </div>
    );
  }
  return (
    <article
      className={`rarity-edge ${styles.tile} ${locked ? styles.locked : ''}`}
      style={style}
      data-testid={testId}
      data-case-id={caseId}
    >
      <div className={styles.art}>
        {image ? (
          <img src={image} alt="" width={150} height={128} loading="lazy" />
        ) : (
          <CaseArt rank={rank} size={132} />
        )}
      </div>
      <h3 className={styles.name}>{name}</h3>
      {tag && <p className={styles.tag}>{tag}</p>}
      {price !== undefined && <span className={styles.price}>{price}</span>}
      {locked && (
        <span className={styles.lock}>
          <Icon name="lock" size={13} />
          {locked}
        </span>
      )}
    </article>
  );
}
