/** The stage's display objects for one stage model: reels, headers, team bars, status, reroll and result views. */
import { Container, Graphics } from 'pixi.js';
import type { ArenaLayout } from '../core/layout';
import type { StageModel } from '../core/stage-model';
import type { CardCache } from '../view/card-cache';
import { PALETTE } from '../view/palette';
import { PlayerHeader, slotColor } from '../view/player-header';
import { ReelView } from '../view/reel-view';
import { RerollView } from '../view/reroll-view';
import { ResultBanner } from '../view/result-banner';
import { StatusPill } from '../view/status-pill';
import { TeamBar } from '../view/team-bar';

/** Builds and lays out the views; the director mutates them per frame. */
export class Scene {
  readonly root = new Container();
  readonly reels = new Map<number, ReelView>();
  readonly headers = new Map<number, PlayerHeader>();
  readonly teams = new Map<'ct' | 't', TeamBar>();
  readonly status: StatusPill;
  private readonly dim = new Graphics();
  private readonly overlay = new Container();
  banner: ResultBanner | null = null;
  reroll: RerollView | null = null;
  layout: ArenaLayout | null = null;

  constructor(
    readonly model: StageModel,
    private readonly cache: CardCache,
    readonly resolution: number,
    /** Chroma-key background: no translucent full-screen dim, so the key stays the exact colour (or alpha 0). */
    private readonly keyed = false,
  ) {
    this.status = new StatusPill(resolution);
    for (const s of model.slots) {
      const reel = new ReelView(cache, keyed);
      this.reels.set(s.slot, reel);
      this.root.addChild(reel);
    }
    if (model.kind === 'battle') {
      for (const s of model.slots) {
        const h = new PlayerHeader(
          s.name,
          slotColor(s.slot, model.team),
          model.labels.winner,
          resolution,
          s.empty === true,
        );
        this.headers.set(s.slot, h);
        this.root.addChild(h);
      }
    }
    if (model.team) {
      this.teams.set('ct', new TeamBar(model.labels.teamCt, PALETTE.ct, resolution));
      this.teams.set('t', new TeamBar(model.labels.teamT, PALETTE.t, resolution));
      for (const t of this.teams.values()) this.root.addChild(t);
    }
    this.dim.visible = false;
    this.root.addChild(this.status, this.dim, this.overlay);
  }

  /** Places everything for a layout. */
  applyLayout(l: ArenaLayout): void {
    this.layout = l;
    for (const s of l.slots) {
      this.reels.get(s.slot)?.setLayout(s, l.orientation);
      const h = this.headers.get(s.slot);
      if (h && s.header) h.setRect(s.header);
    }
    for (const t of l.teams) this.teams.get(t.team)?.setRect(t.rect);
    this.status.setRect({ x: 0, y: 0, w: l.width, h: l.height });
    this.dim.clear().rect(0, 0, l.width, l.height).fill({ color: 0x000000, alpha: 0.55 });
    this.banner?.setRect(l.banner);
    this.reroll?.setRect(l.banner);
  }

  /** Shows the result banner (created once). */
  showBanner(title: string, names: string): ResultBanner {
    if (!this.banner) {
      this.banner = new ResultBanner(title, names, this.resolution);
      this.overlay.addChild(this.banner);
      if (this.layout) this.banner.setRect(this.layout.banner);
    }
    this.banner.visible = true;
    this.dim.visible = !this.keyed;
    return this.banner;
  }

  /** Shows the reroll panel (created once). */
  showReroll(make: () => RerollView): RerollView {
    if (!this.reroll) {
      this.reroll = make();
      this.overlay.addChild(this.reroll);
      if (this.layout) this.reroll.setRect(this.layout.banner);
    }
    this.reroll.visible = true;
    this.dim.visible = !this.keyed;
    return this.reroll;
  }

  /** Hides the reroll panel. */
  hideReroll(): void {
    if (this.reroll) this.reroll.visible = false;
  }

  /** Dim strength behind overlays (0..1 of the full dim). */
  setDim(a: number): void {
    this.dim.alpha = a;
  }

  /** Frees the views (textures stay in the shared cache). */
  destroy(): void {
    this.root.destroy({ children: true });
  }
}
