/** Spin timelines as plain data: phases, sound cues, and the reel position at any elapsed time. */
import { ease, easeInverse, type EaseName } from './easing';
import type { RarityRank, ReelGeometry } from './types';

/** One segment of motion: position goes fromPx -> toPx over [startMs, startMs + durationMs]. */
export interface SpinPhase {
  name: 'spin' | 'settle';
  startMs: number;
  durationMs: number;
  fromPx: number;
  toPx: number;
  ease: EaseName;
}

/** A sound cue at a time: a card crossing the marker, the reveal of the landed item, a win sting. */
export interface SpinCue {
  atMs: number;
  kind: 'tick' | 'reveal' | 'win';
  rarity?: RarityRank;
}

/** A spin plan. Positions are the strip coordinate (px from the strip start) under the marker. */
export interface SpinPlan {
  phases: SpinPhase[];
  cues: SpinCue[];
  totalMs: number;
  startPx: number;
  endPx: number;
}

/** Input of planSpin. */
interface SpinParams extends ReelGeometry {
  stripLength: number;
  winnerIndex: number;
  landingOffset: number;
  spinMs: number;
  reducedMotion?: boolean;
  fastSpin?: boolean;
  /** Rarity of the landed item, carried by the reveal cue. */
  rarity?: RarityRank;
  /** Adds a 'win' cue at the reveal. */
  winCue?: boolean;
  /** Most ticks per second (default 30). */
  maxTicksPerSecond?: number;
}

/** Share of a spin spent in the final slow creep onto the landing point. */
export const SETTLE_SHARE = 0.14;
/** The creep covers this share of a card: the reel stops just short, then slides onto the winner. */
const SETTLE_CARD_SHARE = 0.22;
/** Reduced motion: at most this long, travelling only a few cards. */
const REDUCED_MOTION_MS = 700;
/** Fast spin: this share of the normal duration. */
export const FAST_SPIN_SHARE = 0.4;

/** The spin duration after reduced-motion and fast-spin adjustments. */
export function effectiveSpinMs(spinMs: number, reducedMotion = false, fastSpin = false): number {
  if (reducedMotion) return Math.min(REDUCED_MOTION_MS, spinMs);
  return fastSpin ? Math.round(spinMs * FAST_SPIN_SHARE) : spinMs;
}

/** The strip coordinate where a card i starts. */
export function cardStart(i: number, g: Pick<ReelGeometry, 'cardSize' | 'gap'>): number {
  return i * (g.cardSize + g.gap);
}

/** Plans one reel's spin from the strip start onto landingOffset inside the winning card. */
export function planSpin(p: SpinParams): SpinPlan {
  const pitch = p.cardSize + p.gap;
  const endPx = cardStart(p.winnerIndex, p) + p.landingOffset * p.cardSize;
  const totalMs = Math.max(1, effectiveSpinMs(p.spinMs, p.reducedMotion, p.fastSpin));
  const phases: SpinPhase[] = [];
  let startPx: number;
  if (p.reducedMotion) {
    startPx = Math.max(0, endPx - 3 * pitch);
    phases.push({
      name: 'spin',
      startMs: 0,
      durationMs: totalMs,
      fromPx: startPx,
      toPx: endPx,
      ease: 'sineInOut',
    });
  } else {
    startPx = Math.min(p.viewport / 2, endPx);
    const settleMs = Math.round(totalMs * SETTLE_SHARE);
    const creep = Math.min(SETTLE_CARD_SHARE * p.cardSize, endPx - startPx);
    phases.push({
      name: 'spin',
      startMs: 0,
      durationMs: totalMs - settleMs,
      fromPx: startPx,
      toPx: endPx - creep,
      ease: 'quartOut',
    });
    phases.push({
      name: 'settle',
      startMs: totalMs - settleMs,
      durationMs: settleMs,
      fromPx: endPx - creep,
      toPx: endPx,
      ease: 'sineInOut',
    });
  }
  const plan: SpinPlan = { phases, cues: [], totalMs, startPx, endPx };
  plan.cues = planTicks(plan, pitch, p.cardSize + p.gap / 2, p.maxTicksPerSecond ?? 30);
  plan.cues.push({ atMs: totalMs, kind: 'reveal', rarity: p.rarity });
  if (p.winCue) plan.cues.push({ atMs: totalMs, kind: 'win', rarity: p.rarity });
  return plan;
}

/** The strip coordinate under the marker at tMs after the spin started (clamped to the plan's ends). */
export function positionAt(plan: SpinPlan, tMs: number): number {
  const phases = plan.phases;
  if (tMs <= 0) return phases[0].fromPx;
  for (const ph of phases) {
    const end = ph.startMs + ph.durationMs;
    if (tMs < end) {
      const k = ease(ph.ease, (tMs - ph.startMs) / ph.durationMs);
      return k >= 1 ? ph.toPx : ph.fromPx + (ph.toPx - ph.fromPx) * k;
    }
  }
  return plan.endPx;
}

/** True once the reel is at rest on the landing point. */
export function isSettled(plan: SpinPlan, tMs: number): boolean {
  return tMs >= plan.totalMs;
}

// Time at which the position first reaches px: positions are monotone, so the phase holding px is inverted exactly
// (the inverse of its ease), where bisecting positionAt cost ~30 evaluations a tick, a few ms per round at its start.
function timeAtPosition(plan: SpinPlan, px: number): number {
  for (const ph of plan.phases) {
    if (px > Math.max(ph.fromPx, ph.toPx)) continue;
    const span = ph.toPx - ph.fromPx;
    if (span <= 0 || px <= ph.fromPx) return ph.startMs;
    return ph.startMs + easeInverse(ph.ease, (px - ph.fromPx) / span) * ph.durationMs;
  }
  return plan.totalMs;
}

/** Tick cues where the position crosses firstBoundary + k * pitch, at most maxPerSecond of them. */
export function planTicks(
  plan: SpinPlan,
  pitch: number,
  firstBoundary: number,
  maxPerSecond: number,
): SpinCue[] {
  const cues: SpinCue[] = [];
  const minGap = 1000 / Math.max(1, maxPerSecond);
  let last = -Infinity;
  const firstK = Math.max(0, Math.ceil((plan.startPx - firstBoundary) / pitch));
  for (let k = firstK; ; k++) {
    const b = firstBoundary + k * pitch;
    if (b > plan.endPx) break;
    if (b <= plan.startPx) continue;
    const at = Math.round(timeAtPosition(plan, b));
    if (at - last >= minGap) {
      cues.push({ atMs: at, kind: 'tick' });
      last = at;
    }
  }
  return cues;
}

/** Plans the reroll needle in laps of the 1..100000 bar: two full sweeps, then onto the roll (position mod 1 is the bar fraction). */
export function planReroll(roll: number, durationMs: number): SpinPlan {
  const target = 2 + (roll - 0.5) / 100000;
  return {
    phases: [{ name: 'spin', startMs: 0, durationMs, fromPx: 0, toPx: target, ease: 'quartOut' }],
    cues: [{ atMs: durationMs, kind: 'reveal' }],
    totalMs: durationMs,
    startPx: 0,
    endPx: target,
  };
}
