/** Strip generation: every viewer derives the identical reel from the battle, round and slot. */
import { seededRandom, type SeededRandom } from './random';
import type { ArenaOddsRow, Strip } from './types';

/** Shortest and longest reel (SPEC 9: 90-120 items). */
const STRIP_MIN = 90;
const STRIP_MAX = 120;
/** The rolled item sits this many places from the end. */
const WINNER_FROM_END = 7;
/** Rare fillers are sprinkled within this many last places. */
export const RARE_ZONE = 20;
/** Rarity ranks at or below this count as rare (Contraband, Covert, Classified). */
const RARE_RANK = 3;

/** Input of generateStrip; `seed` overrides the seed text derived from battle/round/slot. */
interface StripParams {
  battleId: string;
  round: number;
  slot: number;
  caseOdds: readonly ArenaOddsRow[];
  winningItemId: string;
  seed?: string;
}

/** The seed text of a reel: stable across viewers and reloads. */
export function stripSeed(battleId: string, round: number, slot: number): string {
  return `arena-strip:${battleId}:${round}:${slot}`;
}

function pickByTicket(rows: readonly ArenaOddsRow[], ticket: number): ArenaOddsRow {
  let lo = 0;
  let hi = rows.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid].rangeMax < ticket) lo = mid + 1;
    else hi = mid;
  }
  return rows[lo];
}

function pickWeighted(rows: readonly ArenaOddsRow[], rng: SeededRandom): ArenaOddsRow {
  let total = 0;
  for (const r of rows) total += Math.max(1, r.chance);
  let t = rng.int(1, total);
  for (const r of rows) {
    t -= Math.max(1, r.chance);
    if (t <= 0) return r;
  }
  return rows[rows.length - 1];
}

/** Builds the reel: 90-120 fillers drawn by the case's odds, the winner 7 from the end, a few rare teasers near it. */
export function generateStrip(params: StripParams): Strip {
  const rows = [...params.caseOdds].sort((a, b) => a.rangeMin - b.rangeMin);
  if (rows.length === 0) throw new Error('generateStrip: the case has no odds rows');
  const rng = seededRandom(params.seed ?? stripSeed(params.battleId, params.round, params.slot));
  const length = rng.int(STRIP_MIN, STRIP_MAX);
  const winnerIndex = length - WINNER_FROM_END;
  const maxTicket = rows[rows.length - 1].rangeMax;
  const items: string[] = new Array<string>(length);
  for (let i = 0; i < length; i++) items[i] = pickByTicket(rows, rng.int(1, maxTicket)).itemId;
  items[winnerIndex] = params.winningItemId;

  const rare = rows.filter((r) => r.rarity <= RARE_RANK);
  if (rare.length > 0) {
    const zone: number[] = [];
    for (let i = length - RARE_ZONE; i < length; i++) if (i !== winnerIndex) zone.push(i);
    const count = rng.int(2, 4);
    for (let k = 0; k < count; k++) {
      const j = k + rng.int(0, zone.length - 1 - k);
      const pos = zone[j];
      zone[j] = zone[k];
      zone[k] = pos;
      items[pos] = pickWeighted(rare, rng).itemId;
    }
  }
  const landingOffset = 0.1 + rng.next() * 0.8;
  return { items, winnerIndex, landingOffset };
}
