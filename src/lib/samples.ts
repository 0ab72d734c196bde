/** Placeholder data shown until the catalogue and battle APIs ship; numbers only, names come from i18n. */
import type { RarityRank } from '../components/CaseArt';

/** A sample case tile: its art colour and a price in cents. */
export interface SampleCase {
  rank: RarityRank;
  priceCents: number;
}

/** Sample cases, paired by index with the `cases.names` texts. */
export const SAMPLE_CASES: readonly SampleCase[] = [
  { rank: 5, priceCents: 49 },
  { rank: 4, priceCents: 249 },
  { rank: 2, priceCents: 1299 },
  { rank: 1, priceCents: 4999 },
  { rank: 3, priceCents: 2899 },
  { rank: 1, priceCents: 9999 },
  { rank: 7, priceCents: 25 },
  { rank: 3, priceCents: 699 },
];

/** A sample battle card. */
export interface SampleBattle {
  id: string;
  mode: 'default' | 'crazy' | 'sharing';
  seats: number;
  filled: number;
  costCents: number;
  cases: readonly RarityRank[];
}

/** Sample live battles. */
export const SAMPLE_BATTLES: readonly SampleBattle[] = [
  { id: 'b1', mode: 'default', seats: 2, filled: 1, costCents: 2548, cases: [2, 3, 3, 5] },
  { id: 'b2', mode: 'crazy', seats: 4, filled: 3, costCents: 890, cases: [4, 5, 6] },
  { id: 'b3', mode: 'sharing', seats: 3, filled: 2, costCents: 15600, cases: [1, 2, 2, 3, 4] },
  { id: 'b4', mode: 'default', seats: 4, filled: 4, costCents: 4210, cases: [3, 3, 4, 4, 5, 5] },
];
