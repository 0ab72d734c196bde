/** Drives the upgrade gauge on the engine clock: the pointer's laps onto the roll, its cues, the flourish and the flow. */
import { flowReducer, initialFlow, type FlowEvent, type FlowModel, type FlowState } from '../core/flow';
import { layoutGauge, turnTicket } from '../core/gauge';
import { positionAt } from '../core/timeline';
import type { UpgradeModel } from '../core/upgrade-model';
import { planUpgrade, type UpgradePlan } from '../core/upgrade-plan';
import { formatChance, formatMultiplier } from '../../domain/format';
import { buildUpgradeFx, type UpgradeFxState } from '../fx/upgrade-fx';
import type { CardCache } from '../view/card-cache';
import { GaugeView } from '../view/gauge-view';
import type { DirectorEvents } from './director';
import type { SoundPort } from './ports';
import type { SpinOptions } from './round-run';
import type { gsap } from 'gsap';

/** What automation reads about the gauge. */
export interface UpgradeSnapshot {
  winTickets: number;
  roll: number | null;
  won: boolean | null;
  /** The ticket under the pointer (1..100000). */
  pointerTicket: number;
  /** The pointer is at rest on the roll. */
  landed: boolean;
}

// A big clock jump (tab in background, a late mount) plays no backlog of ticks.
const MAX_CUE_GAP_MS = 250;

interface Run {
  key: string;
  plan: UpgradePlan;
  startAt: number;
  timeline: gsap.core.Timeline;
  fx: UpgradeFxState;
  lastElapsed: number;
  nextCue: number;
  settled: boolean;
  done: boolean;
}

/** One gauge on screen; `starts` (owned by the engine) keeps each roll's start across rebuilds. */
export class UpgradeDirector {
  flow: FlowModel;
  readonly view: GaugeView;
  private run: Run | null = null;
  private turn = 0;
  private lastState: FlowState | null = null;
  private dirty = true;
  // Reused every frame: the steady spin allocates nothing.
  private readonly out = { render: false, animating: false };
  private readonly tick: FlowEvent & { type: 'tick' } = { type: 'tick', atMs: 0 };

  constructor(
    private model: UpgradeModel,
    cache: CardCache,
    resolution: number,
    private readonly sound: SoundPort,
    private readonly spin: () => SpinOptions,
    private readonly emit: <K extends keyof DirectorEvents>(e: K, p: DirectorEvents[K]) => void,
    private readonly starts: Map<string, number>,
    now: number,
    serverOffset: number,
  ) {
    this.view = new GaugeView(cache, model.target, model.labels, resolution);
    this.flow = this.openFlow(false);
    this.sync(model, now, serverOffset);
  }

  private openFlow(rolled: boolean): FlowModel {
    return flowReducer(initialFlow(1), {
      type: 'opened',
      status: rolled ? 'playing' : 'waiting',
      round: 0,
      totalRounds: 1,
      hasReroll: false,
    });
  }

  /** Applies a newer model: a new chance or target redraws, a new roll starts its spin, no roll waits. */
  sync(model: UpgradeModel, now: number, serverOffset: number): void {
    this.model = model;
    this.view.setTarget(model.target);
    const locale = model.money.locale;
    const caption = `${model.labels.chance} · ${formatMultiplier(model.multiplier, locale)}`;
    this.view.setChance(model.winTickets, formatChance(model.winTickets, locale), caption);
    if (model.key !== (this.run?.key ?? null)) this.start(model, now, serverOffset);
    this.dirty = true;
  }

  private start(model: UpgradeModel, now: number, serverOffset: number): void {
    this.run?.timeline.kill();
    this.run = null;
    this.flow = this.openFlow(model.key !== null);
    if (model.key === null || model.roll === null) {
      this.turn = 0;
      this.view.setResult(null);
      this.view.setNeedle(0);
      this.view.setFx(0, 1, 0);
      return;
    }
    const startAt =
      this.starts.get(model.key) ?? (model.startedAt !== undefined ? model.startedAt - serverOffset : now);
    this.starts.set(model.key, startAt);
    const o = this.spin();
    const plan = planUpgrade({
      roll: model.roll,
      winTickets: model.winTickets,
      spinMs: model.spinMs,
      reducedMotion: o.reducedMotion,
      fastSpin: o.fastSpin,
      rarity: model.target.rarity,
    });
    const { timeline, state } = buildUpgradeFx(plan);
    this.run = {
      key: model.key,
      plan,
      startAt,
      timeline,
      fx: state,
      lastElapsed: Number.NaN,
      nextCue: 0,
      settled: false,
      done: false,
    };
    // The needle is where the plan puts it now, from the moment the roll is known (not from the next frame): the
    // snapshot never pairs the new roll with the old position (reduced motion: on the roll at once).
    this.turn = positionAt(plan.spin, now - startAt);
    this.view.setNeedle(this.turn);
    this.view.setResult(plan.won);
    this.dispatch({ type: 'roundStarted', round: 1 });
    this.dispatch({ type: 'finished', hasReroll: false, atMs: now });
  }

  private dispatch(e: FlowEvent): void {
    this.flow = flowReducer(this.flow, e);
  }

  /** Lays the gauge out for a canvas size. */
  resize(width: number, height: number): void {
    this.view.setLayout(layoutGauge(width, height));
    this.dirty = true;
  }

  /** One frame: returns whether to draw and whether anything moves (the same object every frame). */
  frame(now: number): { render: boolean; animating: boolean } {
    this.tick.atMs = now;
    this.dispatch(this.tick);
    const run = this.run;
    let animating = false;
    if (run) animating = this.frameRun(run, now);
    const state = this.flow.state;
    if (state !== this.lastState) {
      this.lastState = state;
      this.emit('stateChanged', { state, round: this.flow.round });
      if (state === 'showing_result') this.emit('resultShown', { winnerSlots: [], state });
      this.dirty = true;
    }
    animating = animating || this.flow.waitUntil !== null;
    this.out.render = animating || this.dirty;
    this.out.animating = animating;
    this.dirty = false;
    return this.out;
  }

  private frameRun(run: Run, now: number): boolean {
    const plan = run.plan;
    const elapsed = now - run.startAt;
    const gap = elapsed - run.lastElapsed;
    const cueFrom = gap > 0 && gap <= MAX_CUE_GAP_MS ? run.lastElapsed : elapsed;
    run.lastElapsed = elapsed;
    this.turn = positionAt(plan.spin, elapsed);
    this.view.setNeedle(this.turn);
    const cues = plan.cues;
    while (run.nextCue < cues.length && cues[run.nextCue].atMs <= elapsed) {
      const c = cues[run.nextCue++];
      // A reveal just missed (reduced motion lands at once, before the first frame) still sounds.
      if (c.atMs > cueFrom || (c.kind !== 'tick' && elapsed - c.atMs <= MAX_CUE_GAP_MS))
        this.sound.play(c.kind, c.rarity);
    }
    run.timeline.time(Math.min(Math.max(elapsed, 0), plan.endMs) / 1000);
    this.view.setFx(run.fx.glow, run.fx.pop, run.fx.reveal);
    if (elapsed >= plan.landMs && !run.settled) {
      run.settled = true;
      this.emit('roundSettled', { round: 1 });
    }
    if (elapsed >= plan.endMs && !run.done) {
      run.done = true;
      this.dispatch({ type: 'roundAnimationsDone', round: 1, atMs: now });
    }
    return elapsed < plan.endMs;
  }

  /** Read-only state for automation. */
  snapshot(): UpgradeSnapshot {
    const run = this.run;
    const elapsed = run ? run.lastElapsed : 0;
    return {
      winTickets: this.model.winTickets,
      roll: this.model.roll,
      won: this.model.won,
      pointerTicket: turnTicket(this.turn),
      landed: run !== null && elapsed >= run.plan.landMs,
    };
  }

  /** Stops the flourish and frees the view. */
  dispose(): void {
    this.run?.timeline.kill();
    this.run = null;
    this.view.destroy({ children: true });
  }
}
