/** One round being shown: its strips and plans for the current layout, its flourish timeline, and what has fired. */
import type { ArenaLayout } from '../core/layout';
import { planBattleRound, type RoundPlan } from '../core/round-plan';
import type { StageModel, StageRound } from '../core/stage-model';
import { stripSeed } from '../core/strip';
import { buildRoundFx, type RoundFxState } from '../fx/round-fx';
import type { gsap } from 'gsap';

/** Spin options that shape a plan. */
export interface SpinOptions {
  spinMs: number;
  reducedMotion: boolean;
  fastSpin: boolean;
}

/** A round on screen. `startAt` is the engine clock (ms) at which its spin starts. */
export class RoundRun {
  plan: RoundPlan;
  fx: { timeline: gsap.core.Timeline; state: RoundFxState; endMs: number };
  lastElapsed = Number.NaN;
  /** Per strip (plan order): the index of its next sound cue, so a frame looks at the cues due, not all of them. */
  nextCue: Int32Array;
  /** Per strip (plan order): the strip coordinate under the marker at the last frame. */
  readonly offsets: Float64Array;
  revealed = new Set<number>();
  settledEmitted = false;
  animationsDone = false;

  constructor(
    readonly model: StageModel,
    readonly round: StageRound,
    readonly startAt: number,
    readonly from: ReadonlyMap<number, number>,
    readonly to: ReadonlyMap<number, number>,
    private readonly spin: SpinOptions,
    layout: ArenaLayout,
  ) {
    this.plan = this.makePlan(layout);
    this.fx = buildRoundFx(this.plan, from, to);
    this.nextCue = new Int32Array(this.plan.strips.length);
    this.offsets = new Float64Array(this.plan.strips.length).fill(Number.NaN);
  }

  private makePlan(layout: ArenaLayout): RoundPlan {
    const bySlot = new Map(layout.slots.map((s) => [s.slot, s]));
    return planBattleRound({
      battleId: this.model.seedBase,
      round: this.round.round,
      caseOdds: this.round.odds,
      rolls: this.round.rolls,
      geometry: (slot) => {
        const s = bySlot.get(slot) ?? layout.slots[0];
        return {
          cardSize: s.cardSize,
          gap: s.gap,
          viewport: layout.orientation === 'vertical' ? s.reel.h : s.reel.w,
        };
      },
      spinMs: this.spin.spinMs,
      reducedMotion: this.spin.reducedMotion,
      fastSpin: this.spin.fastSpin,
      seedFor: (slot) => stripSeed(this.model.seedBase, this.round.round, slot),
    });
  }

  /** Re-plans for a new layout: same strips and clock, new card sizes. */
  relayout(layout: ArenaLayout): void {
    const oldFx = this.fx;
    this.plan = this.makePlan(layout);
    this.fx = buildRoundFx(this.plan, this.from, this.to);
    this.offsets.fill(Number.NaN);
    oldFx.timeline.kill();
  }

  /** Frees the timeline. */
  dispose(): void {
    this.fx.timeline.kill();
  }
}
