/** A player-made case in a grid: the case tile, then who made it and how often it was opened (plus what it earned). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CaseTile, caseTileOf } from '../../components/CaseTile';
import type { PlayerCaseSummary } from '../../protocol/player-case';
import styles from './PlayerCaseTile.module.css';

/** Props of PlayerCaseTile: `lines` are extra facts under the tile (openings, earnings), already translated. */
export interface PlayerCaseTileProps {
  c: PlayerCaseSummary;
  lines: ReactNode[];
  /** Shown over the tile's corner (e.g. the rank). */
  corner?: ReactNode;
  /** Names the creator (community lists); a creator's own list leaves it out. */
  showCreator?: boolean;
}

/** One player case. */
export function PlayerCaseTile({ c, lines, corner, showCreator }: PlayerCaseTileProps) {
  const { t } = useTranslation();
  const tile = caseTileOf(c);
  return (
    <li className={styles.cell} data-testid="player-case" data-case-id={c.id}>
      <CaseTile {...tile} color={c.theme ?? tile.color} corner={corner} />
      {showCreator && (
        <span className={styles.creator}>
          <img src={c.creator.avatar} alt="" width={20} height={20} />
          <span>{t('pages.communityCases.by', { name: c.creator.nickname })}</span>
        </span>
      )}
      {lines.map((line, i) => (
        <span key={i} className={styles.line}>
          {line}
        </span>
      ))}
    </li>
  );
}

/** A case's place in a ranking, drawn over the tile's corner. */
export function RankBadge({ rank }: { rank: number }) {
  return (
    <span className={styles.rank} data-testid="player-case-rank">
      #{rank}
    </span>
  );
}
