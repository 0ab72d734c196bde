/**
 * What the battle screens may show outside the arena: only what the arena has landed. The server sends a round's
 * rolls as the round starts, 5 s before its reels stop; totals, won items and the result are cut to the rounds the
 * arena reports landed (ArenaSummary.landed) and to its result being on screen.
 */
import type { BattlePlayer, BattleRoll } from '../../protocol/battle';
import type { BattleDetail } from './battle-types';

/** How far the arena has got with one battle: rounds landed and whether its result is on screen. */
export interface ArenaProgress {
  battleId: string;
  landed: number;
  resultShown: boolean;
}

/** Nothing landed yet. */
export const noProgress = (battleId: string): ArenaProgress => ({ battleId, landed: 0, resultShown: false });

/** One seat as the page shows it: its landed total and items (newest first) and, once shown, its outcome. */
export interface SeatView {
  slot: number;
  /** Cents: the prices of the landed rolls. */
  total: number;
  /** The landed rolls, newest round first. */
  won: BattleRoll[];
  /** Set once the arena shows the result. */
  outcome: { isWinner: boolean; winAmount: number } | null;
}

/** The progress that applies to `battle` (another battle's progress counts as nothing landed). */
function progressOf(battle: Pick<BattleDetail, 'id'>, p: ArenaProgress): ArenaProgress {
  return p.battleId === battle.id ? p : noProgress(battle.id);
}

/** Whether the battle's end (winners, winnings) may be shown: finished, not cancelled, and shown by the arena. */
export function resultVisible(
  battle: Pick<BattleDetail, 'id' | 'status' | 'cancelled'>,
  p: ArenaProgress,
): boolean {
  return battle.status === 'finished' && !battle.cancelled && progressOf(battle, p).resultShown;
}

/** A seat's landed view. */
export function seatView(
  battle: Pick<BattleDetail, 'id' | 'status' | 'cancelled'>,
  user: Pick<BattlePlayer, 'slot' | 'rolls' | 'isWinner' | 'winAmount'>,
  p: ArenaProgress,
): SeatView {
  const { landed } = progressOf(battle, p);
  const won = user.rolls.filter((r) => r.round <= landed).sort((a, b) => b.round - a.round);
  return {
    slot: user.slot,
    total: won.reduce((s, r) => s + r.price, 0),
    won,
    outcome: resultVisible(battle, p) ? { isWinner: user.isWinner, winAmount: user.winAmount } : null,
  };
}
