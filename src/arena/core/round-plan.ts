/** Plans a whole round: one strip and one spin plan per slot (battle) or per case (multi-open). */
import { generateStrip } from './strip';
import { planSpin, type SpinPlan } from './timeline';
import type { ArenaOddsRow, RarityRank, ReelGeometry, Strip } from './types';

/** One slot's reel in a round. */
interface PlannedStrip {
  slot: number;
  strip: Strip;
  plan: SpinPlan;
}

/** A planned round: every reel shares the same clock. */
export interface RoundPlan {
  round: number;
  strips: PlannedStrip[];
  totalMs: number;
}

/** Input of planBattleRound; `geometry` may differ per slot. */
interface RoundParams {
  battleId: string;
  round: number;
  caseOdds: readonly ArenaOddsRow[];
  rolls: readonly { slot: number; itemId: string }[];
  geometry: (slot: number) => ReelGeometry;
  spinMs: number;
  reducedMotion?: boolean;
  fastSpin?: boolean;
  /** Seed text per slot, overriding the battle/round/slot default. */
  seedFor?: (slot: number) => string | undefined;
}

/** Plans N strips of a round from the case odds and each slot's rolled item. */
export function planBattleRound(p: RoundParams): RoundPlan {
  const rarity = new Map<string, RarityRank>(p.caseOdds.map((r) => [r.itemId, r.rarity]));
  const strips = p.rolls.map((roll): PlannedStrip => {
    const strip = generateStrip({
      battleId: p.battleId,
      round: p.round,
      slot: roll.slot,
      caseOdds: p.caseOdds,
      winningItemId: roll.itemId,
      seed: p.seedFor?.(roll.slot),
    });
    const plan = planSpin({
      ...p.geometry(roll.slot),
      stripLength: strip.items.length,
      winnerIndex: strip.winnerIndex,
      landingOffset: strip.landingOffset,
      spinMs: p.spinMs,
      reducedMotion: p.reducedMotion,
      fastSpin: p.fastSpin,
      rarity: rarity.get(roll.itemId),
    });
    return { slot: roll.slot, strip, plan };
  });
  return { round: p.round, strips, totalMs: strips.reduce((m, s) => Math.max(m, s.plan.totalMs), 0) };
}
