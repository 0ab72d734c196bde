/** Drives a stage model on the engine clock: starts rounds, moves reels, fires cues, runs the flow reducer and the outcome. */
import { flowReducer, initialFlow, type FlowEvent, type FlowModel, type FlowState } from '../core/flow';
import type { ArenaLayout } from '../core/layout';
import { formatMoney } from '../../domain/format';
import { stageTotals, type StageModel } from '../core/stage-model';
import { generateStrip } from '../core/strip';
import { positionAt } from '../core/timeline';
import type { RarityRank } from '../core/types';
import { FxRunner } from '../fx/fx-runner';
import { Outcome } from './outcome';
import type { Logger, SoundPort } from './ports';
import { RoundRun, type SpinOptions } from './round-run';
import type { Scene } from './scene';

/** Events the director reports to the engine. */
export interface DirectorEvents {
  stateChanged: { state: FlowState; round: number };
  roundSettled: { round: number };
  resultShown: { winnerSlots: number[]; state: FlowState };
}

/** What the snapshot shows about one reel. */
export interface ReelSnapshot {
  slot: number;
  itemIds: string[];
  winnerIndex: number;
  offset: number;
  underMarker: number;
}

// A big clock jump (tab in background, late join) plays no backlog of ticks.
const MAX_CUE_GAP_MS = 250;

/** The per-frame brain of the engine; owns no Pixi objects, only mutates the scene's views. */
export class Director {
  flow: FlowModel;
  private run: RoundRun | null = null;
  private readonly starts = new Map<number, number>();
  private readonly fx = new FxRunner();
  private readonly outcome: Outcome;
  private readonly rarity: Map<string, RarityRank>;
  private preview = false;
  // The flow's per-frame event, reused (the reducer reads it and keeps nothing of it).
  private readonly tick: { type: 'tick'; atMs: number } = { type: 'tick', atMs: 0 };
  private readonly out = { render: false, animating: false };
  // Totals on screen per slot (-1 ct, -2 t); cleared when views are rebuilt.
  private readonly shownCents = new Map<number, number>();
  private lastState: FlowState | null = null;
  private dirty = true;

  constructor(
    private model: StageModel,
    private scene: Scene,
    private layout: ArenaLayout,
    private readonly sound: SoundPort,
    private readonly logger: Logger,
    private readonly spin: () => SpinOptions,
    private readonly emit: <K extends keyof DirectorEvents>(e: K, p: DirectorEvents[K]) => void,
    now: number,
    serverOffset: number,
  ) {
    this.rarity = new Map(model.items.map((i) => [i.id, i.rarity]));
    this.outcome = new Outcome(
      this.fx,
      sound,
      () => this.scene,
      (e) => this.dispatch(e),
    );
    const last = model.rounds[model.rounds.length - 1];
    const status = model.kind === 'case' ? 'playing' : model.status;
    this.flow = flowReducer(initialFlow(model.totalRounds), {
      type: 'opened',
      status,
      round: last?.round ?? 0,
      totalRounds: model.totalRounds,
      hasReroll: model.reroll !== null,
    });
    this.sync(model, now, serverOffset);
  }

  private dispatch(e: FlowEvent): void {
    this.flow = flowReducer(this.flow, e);
  }

  /** True when a model goes back in time (fewer rounds, or unfinished after an end was shown), e.g. a replay: start afresh. */
  needsReset(model: StageModel): boolean {
    const last = model.rounds[model.rounds.length - 1]?.round ?? 0;
    const ended = this.flow.state === 'showing_result' || this.flow.state === 'already_finished';
    return last < this.round || (ended && model.status !== 'finished' && model.kind === 'battle');
  }

  /** Applies a newer stage model (same show): new rounds start, a finished status delivers the result. */
  sync(model: StageModel, now: number, serverOffset: number): void {
    const before = this.model.labels;
    this.model = model;
    // A status label can change while the state stays (a version-2 battle waiting for its beacon round, then sealed).
    if (before.waiting !== model.labels.waiting || before.processing !== model.labels.processing)
      this.showStatus(this.flow.state);
    if (model.status === 'processing') this.dispatch({ type: 'processing' });
    const last = model.rounds[model.rounds.length - 1];
    const finishedOnOpen = this.flow.state === 'already_finished';
    if (last && (!this.run || last.round > this.run.round.round)) {
      this.startRound(
        last.round,
        last.startedAt !== undefined ? last.startedAt - serverOffset : now,
        finishedOnOpen ? -Infinity : undefined,
      );
    }
    if ((model.status === 'finished' || model.kind === 'case') && !this.flow.resultKnown)
      this.dispatch({ type: 'finished', hasReroll: model.reroll !== null, atMs: now });
    this.dirty = true;
  }

  /** (Re)starts a round at an engine-clock time (a past time joins mid-round). */
  startRound(round: number, startAt: number, forceStart?: number): void {
    const r = this.model.rounds.find((x) => x.round === round);
    if (!r) {
      this.logger.warn('arena: play() for a round the show does not have', { round });
      return;
    }
    const at = forceStart ?? this.starts.get(round) ?? startAt;
    this.starts.set(round, at);
    this.run?.dispose();
    this.run = new RoundRun(
      this.model,
      r,
      at,
      stageTotals(this.model, round - 1),
      stageTotals(this.model, round),
      this.spin(),
      this.layout,
    );
    this.preview = false;
    for (const s of this.run.plan.strips)
      this.scene.reels.get(s.slot)?.setStrip(s.strip.items, s.strip.winnerIndex);
    this.dispatch({ type: 'roundStarted', round });
  }

  /** Re-plans after a resize or a new scene. */
  relayout(scene: Scene, layout: ArenaLayout): void {
    this.scene = scene;
    this.layout = layout;
    if (this.run) {
      this.run.relayout(layout);
      this.run.revealed.clear();
      for (const s of this.run.plan.strips)
        scene.reels.get(s.slot)?.setStrip(s.strip.items, s.strip.winnerIndex);
    } else this.preview = false;
    this.outcome.reattach();
    this.shownCents.clear();
    this.showStatus(this.flow.state);
    this.dirty = true;
  }

  private showPreview(): void {
    if (this.preview || this.model.previewOdds.length === 0) return;
    this.preview = true;
    for (const s of this.layout.slots) {
      const strip = generateStrip({
        battleId: this.model.seedBase,
        round: 0,
        slot: s.slot,
        caseOdds: this.model.previewOdds,
        winningItemId: this.model.previewOdds[0].itemId,
        seed: `preview:${this.model.seedBase}:${s.slot}`,
      });
      const reel = this.scene.reels.get(s.slot);
      reel?.setStrip(strip.items, -1);
      const viewport = this.layout.orientation === 'vertical' ? s.reel.h : s.reel.w;
      reel?.setPosition(viewport / 2 + (s.cardSize + s.gap) * 2.5);
    }
  }

  /** One frame: returns whether to draw and whether anything is moving (the same object every frame). */
  frame(now: number): { render: boolean; animating: boolean } {
    this.tick.atMs = now;
    this.dispatch(this.tick);
    let animating = false;
    const run = this.run;
    if (run) animating = this.frameRound(run, now);
    else this.showPreview();
    const state = this.flow.state;
    if (state !== this.lastState) {
      this.lastState = state;
      this.onState(state, now);
      this.emit('stateChanged', { state, round: this.flow.round });
      this.dirty = true;
    }
    // Animations finishing this frame still need this frame drawn.
    const fxBusy = this.fx.busy;
    this.fx.update(now);
    animating = this.outcome.frame(now, this.flow) || animating || fxBusy || this.flow.waitUntil !== null;
    this.out.render = animating || this.dirty;
    this.out.animating = animating;
    this.dirty = false;
    return this.out;
  }

  // Indexed loops and typed arrays only: this runs every frame and allocates nothing.
  private frameRound(run: RoundRun, now: number): boolean {
    const elapsed = now - run.startAt;
    const cueFrom =
      elapsed - run.lastElapsed > 0 && elapsed - run.lastElapsed <= MAX_CUE_GAP_MS
        ? run.lastElapsed
        : elapsed;
    let allSettled = true;
    const strips = run.plan.strips;
    for (let i = 0; i < strips.length; i++) {
      const s = strips[i];
      const pos = positionAt(s.plan, elapsed);
      run.offsets[i] = pos;
      const reel = this.scene.reels.get(s.slot);
      reel?.setPosition(pos);
      if (elapsed >= s.plan.totalMs) {
        if (!run.revealed.has(s.slot)) {
          run.revealed.add(s.slot);
          reel?.setRevealed(true, this.rarity.get(s.strip.items[s.strip.winnerIndex]));
        }
      } else allSettled = false;
      if (elapsed > cueFrom) this.playCues(run, i, cueFrom, elapsed);
    }
    run.lastElapsed = elapsed;
    const fxT = Math.min(Math.max(elapsed, 0), run.fx.endMs);
    run.fx.timeline.time(fxT / 1000);
    const fx = run.fx.state.slots;
    for (let i = 0; i < fx.length; i++) this.scene.reels.get(fx[i].slot)?.setGlowAlpha(fx[i].glow.a);
    this.showTotals(run);
    if (allSettled && !run.settledEmitted) {
      run.settledEmitted = true;
      this.emit('roundSettled', { round: run.round.round });
    }
    if (elapsed >= run.fx.endMs && !run.animationsDone) {
      run.animationsDone = true;
      this.dispatch({ type: 'roundAnimationsDone', round: run.round.round, atMs: now });
    }
    return elapsed < run.fx.endMs;
  }

  // Plays strip i's cues in (from, to]; cues are sorted by time, so a cursor walks them (back to the start if time
  // went back, e.g. a replay).
  private playCues(run: RoundRun, i: number, from: number, to: number): void {
    const cues = run.plan.strips[i].plan.cues;
    let k = run.nextCue[i];
    if (k > 0 && k <= cues.length && cues[k - 1].atMs > from) k = 0;
    while (k < cues.length && cues[k].atMs <= from) k++;
    for (; k < cues.length && cues[k].atMs <= to; k++) this.sound.play(cues[k].kind, cues[k].rarity);
    run.nextCue[i] = k;
  }

  // Formats only values that changed since the last frame (no string garbage while the reels spin).
  private showTotals(run: RoundRun): void {
    if (this.model.kind !== 'battle') return;
    let ct = 0;
    let t = 0;
    const fx = run.fx.state.slots;
    for (let i = 0; i < fx.length; i++) {
      const slot = fx[i].slot;
      const cents = Math.round(fx[i].total.v);
      if (this.shownCents.get(slot) !== cents) {
        this.shownCents.set(slot, cents);
        this.scene.headers.get(slot)?.setTotal(formatMoney(cents, this.model.money.locale));
      }
      if (slot <= 2) ct += cents;
      else t += cents;
    }
    if (this.scene.teams.size === 0) return;
    if (this.shownCents.get(-1) !== ct)
      this.scene.teams.get('ct')?.setTotal(formatMoney(ct, this.model.money.locale));
    if (this.shownCents.get(-2) !== t)
      this.scene.teams.get('t')?.setTotal(formatMoney(t, this.model.money.locale));
    this.shownCents.set(-1, ct);
    this.shownCents.set(-2, t);
  }

  private showStatus(state: FlowState): void {
    const l = this.model.labels;
    this.scene.status.show(
      state === 'waiting'
        ? l.waiting
        : state === 'processing'
          ? l.processing
          : state === 'calculating'
            ? l.calculating
            : null,
    );
  }

  private onState(state: FlowState, now: number): void {
    this.showStatus(state);
    if (state === 'rerolling' && this.model.reroll) this.outcome.startReroll(this.model, now);
    if ((state === 'showing_result' || state === 'already_finished') && this.model.result) {
      this.outcome.showResult(this.model, now, state === 'already_finished');
      this.emit('resultShown', { winnerSlots: this.model.result.winnerSlots, state });
    }
  }

  /** Each slot's total as written on its header, for automation. */
  totals(): Record<number, string> {
    return Object.fromEntries([...this.scene.headers].map(([slot, h]) => [slot, h.totalText]));
  }

  /** Read-only state for automation. */
  reels(): ReelSnapshot[] {
    const run = this.run;
    if (!run) return [];
    return run.plan.strips.map((s, i) => {
      const offset = Number.isNaN(run.offsets[i]) ? positionAt(s.plan, 0) : run.offsets[i];
      const slot = this.layout.slots.find((x) => x.slot === s.slot) ?? this.layout.slots[0];
      return {
        slot: s.slot,
        itemIds: s.strip.items,
        winnerIndex: s.strip.winnerIndex,
        offset,
        underMarker: Math.floor(offset / (slot.cardSize + slot.gap)),
      };
    });
  }

  /**
   * How many rounds have landed on screen: a round counts once all its reels rest on their items; a round started
   * later (a late join, a replay) counts those before it; once the spins are over (calculating, result) all of them.
   */
  get landed(): number {
    const s = this.flow.state;
    if (s === 'waiting' || s === 'processing') return 0;
    if (s !== 'playing') return this.flow.totalRounds;
    const run = this.run;
    if (!run) return 0;
    return run.settledEmitted ? run.round.round : run.round.round - 1;
  }

  /** The round being shown (0 before the first). */
  get round(): number {
    return this.run?.round.round ?? 0;
  }

  /** Stops everything (pending animation promises settle false). */
  dispose(): void {
    this.fx.killAll();
    this.run?.dispose();
    this.run = null;
  }
}
