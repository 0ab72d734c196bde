/** Sample drops for the live-drops rail until the websocket loot feed (channel loot:feed:*) is wired. */
import type { RarityRank } from '../../components/CaseArt';

/** One drop as the rail shows it; names are item data, not interface text. */
export interface SampleDrop {
  weapon: string;
  skin: string;
  rank: RarityRank;
}

/** A fixed, varied set of drops. */
export const SAMPLE_DROPS: readonly SampleDrop[] = [
  { weapon: 'AWP', skin: 'Dragon Lore', rank: 2 },
  { weapon: 'AK-47', skin: 'Redline', rank: 3 },
  { weapon: 'M4A4', skin: 'Howl', rank: 1 },
  { weapon: 'USP-S', skin: 'Kill Confirmed', rank: 2 },
  { weapon: 'Glock-18', skin: 'Water Elemental', rank: 3 },
  { weapon: 'P250', skin: 'Sand Dune', rank: 7 },
  { weapon: 'MP9', skin: 'Hot Rod', rank: 4 },
  { weapon: 'Desert Eagle', skin: 'Blaze', rank: 4 },
  { weapon: 'Nova', skin: 'Predator', rank: 6 },
  { weapon: 'M4A1-S', skin: 'Printstream', rank: 2 },
  { weapon: 'FAMAS', skin: 'Styx', rank: 5 },
  { weapon: 'AK-47', skin: 'Fire Serpent', rank: 2 },
  { weapon: 'UMP-45', skin: 'Primal Saber', rank: 3 },
  { weapon: 'Galil AR', skin: 'Cerberus', rank: 4 },
];
