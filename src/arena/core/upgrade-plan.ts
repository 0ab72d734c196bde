/** The upgrade show's timeline as data: the needle's laps onto the roll, its tick and reveal cues, the flourish's end. */
import { ticketTurn, GAUGE_TICKS } from './gauge';
import { FAST_SPIN_SHARE, planTicks, type SpinCue, type SpinPhase, type SpinPlan } from './timeline';
import type { RarityRank } from './types';

/** How long the needle spins by default. */
export const UPGRADE_SPIN_MS = 5000;
/** Whole turns before the needle comes round onto the roll. */
export const UPGRADE_LAPS = 4;
/** From the landing to the end of the flourish (arc flash, card pop, result text). */
export const FLOURISH_MS = 900;
/** The last creep onto the roll covers this share of a turn... */
const SETTLE_TURN = 0.02;
/** ...in this share of the spin. */
const SETTLE_SHARE = 0.16;
/** Most tick sounds per second. */
const MAX_TICKS_PER_SECOND = 30;

/** Input of planUpgrade. */
interface UpgradePlanParams {
  roll: number;
  winTickets: number;
  spinMs: number;
  /** No spin: the needle is on the roll at once. */
  reducedMotion?: boolean;
  /** A shorter spin (the same share as the reels' fast spin). */
  fastSpin?: boolean;
  /** Rarity of the target, carried by the reveal cue of a win. */
  rarity?: RarityRank;
}

/** A planned upgrade show. The spin's positions are turns from 12 o'clock (mod 1 is the gauge position). */
export interface UpgradePlan {
  spin: SpinPlan;
  won: boolean;
  /** When the needle comes to rest on the roll. */
  landMs: number;
  /** When the flourish has finished. */
  endMs: number;
  /** Ticks in time order, then the reveal (and the win sting on a win) at landMs. */
  cues: SpinCue[];
}

/** Plans the needle: UPGRADE_LAPS turns easing out, a short creep onto the roll; reduced motion jumps to it. */
export function planUpgrade(p: UpgradePlanParams): UpgradePlan {
  const won = p.roll <= p.winTickets;
  const rest = ticketTurn(p.roll);
  let spin: SpinPlan;
  if (p.reducedMotion) {
    const phase: SpinPhase = {
      name: 'spin',
      startMs: 0,
      durationMs: 1,
      fromPx: rest,
      toPx: rest,
      ease: 'linear',
    };
    spin = { phases: [phase], cues: [], totalMs: 0, startPx: rest, endPx: rest };
  } else {
    const totalMs = Math.max(1, Math.round(p.fastSpin ? p.spinMs * FAST_SPIN_SHARE : p.spinMs));
    const end = UPGRADE_LAPS + rest;
    const settleMs = Math.round(totalMs * SETTLE_SHARE);
    spin = {
      phases: [
        {
          name: 'spin',
          startMs: 0,
          durationMs: totalMs - settleMs,
          fromPx: 0,
          toPx: end - SETTLE_TURN,
          ease: 'quartOut',
        },
        {
          name: 'settle',
          startMs: totalMs - settleMs,
          durationMs: settleMs,
          fromPx: end - SETTLE_TURN,
          toPx: end,
          ease: 'sineInOut',
        },
      ],
      cues: [],
      totalMs,
      startPx: 0,
      endPx: end,
    };
    spin.cues = planTicks(spin, 1 / GAUGE_TICKS, 1 / GAUGE_TICKS, MAX_TICKS_PER_SECOND);
  }
  const landMs = spin.totalMs;
  const cues: SpinCue[] = [...spin.cues, { atMs: landMs, kind: 'reveal', rarity: won ? p.rarity : 7 }];
  if (won) cues.push({ atMs: landMs, kind: 'win', rarity: p.rarity });
  return { spin, won, landMs, endMs: landMs + FLOURISH_MS, cues };
}
