/** The end of a show: the reroll needle, a battle's result banner (winners, winnings count-up) and the win sound. */
// gsap's core only: the arena tweens plain objects, never CSS (the CSS plugin is 10 KB gzip).
import { gsap } from 'gsap/gsap-core';
import type { FlowEvent, FlowModel } from '../core/flow';
import { formatMoney } from '../../domain/format';
import type { StageModel } from '../core/stage-model';
import { planReroll, positionAt, type SpinPlan } from '../core/timeline';
import type { FxRunner } from '../fx/fx-runner';
import { PALETTE } from '../view/palette';
import { slotColor } from '../view/player-header';
import { RerollView } from '../view/reroll-view';
import type { SoundPort } from './ports';
import type { Scene } from './scene';

/** How long the reroll needle sweeps. */
const REROLL_MS = 3200;

/** Reroll and result presentation; all motion runs on the engine clock. */
export class Outcome {
  private reroll: { startAt: number; plan: SpinPlan; done: boolean; model: StageModel } | null = null;
  private result: { model: StageModel; at: number } | null = null;
  private amount = { v: 0 };
  // What the banner shows (cents, on which banner), so the amount is formatted only when it changes.
  private shownCents = Number.NaN;
  private shownOn: unknown = null;

  constructor(
    private readonly fx: FxRunner,
    private readonly sound: SoundPort,
    private readonly scene: () => Scene,
    private readonly dispatch: (e: FlowEvent) => void,
  ) {}

  /** Starts the reroll show for the model's reroll. */
  startReroll(model: StageModel, now: number): void {
    const rr = model.reroll;
    if (!rr) return;
    this.reroll = { startAt: now, plan: planReroll(rr.roll, REROLL_MS), done: false, model };
    this.mountReroll(model);
  }

  private mountReroll(model: StageModel): void {
    const rr = model.reroll;
    if (!rr) return;
    const views = rr.candidates.map((c) => ({
      name: c.name,
      rangeMin: c.rangeMin,
      rangeMax: c.rangeMax,
      color: model.team ? (c.slots[0] <= 2 ? PALETTE.ct : PALETTE.t) : slotColor(c.slots[0], false),
    }));
    this.scene().showReroll(() => new RerollView(model.labels.reroll, views, this.scene().resolution));
  }

  /** Shows the banner; `instant` skips the entrance (a finished battle opened directly). */
  showResult(model: StageModel, now: number, instant: boolean): void {
    const res = model.result;
    if (!res) return;
    this.result = { model, at: instant ? -Infinity : now };
    this.mountResult(model, instant ? now - 60_000 : now);
    if (!instant) this.sound.play('win');
  }

  private mountResult(model: StageModel, startAt: number): void {
    const res = model.result;
    // A case opening's result is the page's to show, beside the landed item: no banner over the item.
    if (!res || model.kind === 'case') return;
    const scene = this.scene();
    scene.hideReroll();
    const banner = scene.showBanner(res.title, res.names);
    const winners = new Set(res.winnerSlots);
    for (const [slot, h] of scene.headers) h.setWinner(winners.has(slot));
    if (model.team) {
      scene.teams.get('ct')?.setWinner([...winners].some((s) => s <= 2));
      scene.teams.get('t')?.setWinner([...winners].some((s) => s > 2));
    }
    const won = res.winnings.filter((w) => winners.has(w.slot)).reduce((s, w) => s + w.cents, 0);
    this.amount = { v: 0 };
    this.shownCents = Number.NaN;
    const tl = gsap.timeline({ paused: true });
    tl.fromTo(banner.scale, { x: 0.86, y: 0.86 }, { x: 1, y: 1, duration: 0.4, ease: 'back.out(1.6)' }, 0);
    tl.fromTo(banner, { alpha: 0 }, { alpha: 1, duration: 0.25 }, 0);
    tl.fromTo(this.amount, { v: 0 }, { v: won, duration: 1.2, ease: 'power2.out' }, 0.15);
    void this.fx.play(tl, startAt);
  }

  /** Re-creates the overlays in a rebuilt scene (after a resize or renderer switch). */
  reattach(): void {
    if (this.reroll && !this.result) this.mountReroll(this.reroll.model);
    if (this.result) this.mountResult(this.result.model, -Infinity);
  }

  /** Per frame: moves the needle, finishes the reroll, updates the banner amount. Returns whether anything moves. */
  frame(now: number, flow: FlowModel): boolean {
    let moving = false;
    const rr = this.reroll;
    const scene = this.scene();
    if (rr && !this.result && scene.reroll) {
      const t = now - rr.startAt;
      scene.reroll.setNeedle(positionAt(rr.plan, t));
      if (t >= rr.plan.totalMs && !rr.done) {
        rr.done = true;
        scene.reroll.setWinner(rr.model.reroll?.winner ?? -1);
        this.sound.play('reveal', 2);
        this.dispatch({ type: 'rerollAnimationDone', atMs: now });
      }
      moving = !rr.done;
    }
    // Formatted only when the cents change (no string per frame while the banner stays).
    const cents = Math.round(this.amount.v);
    if (this.result && scene.banner && (cents !== this.shownCents || scene.banner !== this.shownOn)) {
      this.shownCents = cents;
      this.shownOn = scene.banner;
      scene.banner.setAmount(formatMoney(cents, this.result.model.money.locale));
    }
    return moving || (flow.state === 'rerolling' && flow.waitUntil !== null);
  }
}
