/** Plain data shared by the arena's pure kernels: odds rows, strips, geometry. */
import type { RarityRank } from '../../domain/rarity';

export type { RarityRank };

/** One odds row of a case as the arena needs it: tickets out of 100000 and the inclusive range. */
export interface ArenaOddsRow {
  itemId: string;
  rarity: RarityRank;
  chance: number;
  rangeMin: number;
  rangeMax: number;
}

/** A generated reel: item ids in order, where the rolled item sits, and where inside it the marker lands (0..1). */
export interface Strip {
  items: string[];
  winnerIndex: number;
  landingOffset: number;
}

/** Geometry of one reel along its moving axis, in CSS pixels. */
export interface ReelGeometry {
  /** Card length along the axis. */
  cardSize: number;
  /** Space between two cards. */
  gap: number;
  /** Visible length of the reel along the axis (the marker sits in its middle). */
  viewport: number;
}
