/** ArenaEngine: the arena's one stateful object. It owns the Pixi app, the card textures, the scene and the show's clock. */
import { isKeyedBackground } from '../core/backdrop';
import type { FlowState } from '../core/flow';
import { layoutArena, type ArenaLayout } from '../core/layout';
import { formatMoney } from '../../domain/format';
import type { ArenaShow, ItemView, MoneyFormat } from '../core/show';
import { toStageModel, type StageModel } from '../core/stage-model';
import { resolveTiming } from '../core/timing';
import { toUpgradeModel, type UpgradeModel } from '../core/upgrade-model';
import { HowlerSound, SilentSound } from '../fx/howler-sound';
import type { SoundPrefs } from '../fx/sound-prefs';
import type { SoundStyle } from '../fx/synth';
import { CardCache } from '../view/card-cache';
import { installDigitsFont } from '../view/fonts';
import { Director, type DirectorEvents } from './director';
import { Emitter } from './emitter';
import type { ArenaEngineOptions, ArenaEvents, ArenaPerf, ArenaSnapshot, ArenaSummary } from './engine-types';
import { ownApps, PixiHost, type AppSource } from './pixi-host';
import { silentLogger, type Clock, type Logger, type SoundPort } from './ports';
import { Scene } from './scene';
import { UpgradeDirector } from './upgrade-director';

export type { ArenaEngineOptions, ArenaEvents, ArenaPerf, ArenaSnapshot, ArenaSummary } from './engine-types';

const IDLE_FRAME = Object.freeze({ render: false, animating: false });

/** Runs one arena: mount it, load shows into it, listen to its events, destroy it. */
export class ArenaEngine {
  private readonly events = new Emitter<ArenaEvents>();
  private readonly clock: Clock;
  private readonly logger: Logger;
  private readonly sound: SoundPort;
  private readonly resolution: number;
  private readonly host: PixiHost;
  private el: HTMLElement | null = null;
  private cache: CardCache | null = null;
  private model: StageModel | null = null;
  private scene: Scene | null = null;
  private director: Director | null = null;
  private layout: ArenaLayout | null = null;
  // An upgrade show runs instead of the reel scene and director; its rolls' start times survive rebuilds.
  private upgradeModel: UpgradeModel | null = null;
  private upgrade: UpgradeDirector | null = null;
  private readonly upgradeStarts = new Map<string, number>();
  private serverOffset = 0;
  private reducedMotion: boolean;
  private fastSpin: boolean;
  private queue: Promise<void> = Promise.resolve();
  private resizeObs: ResizeObserver | null = null;
  private summaryCache: ArenaSummary = { flowState: 'idle', round: 0, landed: 0, resultShown: false };
  private listeners = new Set<() => void>();
  private destroyed = false;
  private readonly unlock = () => this.sound.unlock();
  private readonly motionQuery: MediaQueryList | null;
  private readonly onMotion = (e: MediaQueryListEvent) => this.setReducedMotion(e.matches);

  constructor(private readonly opts: ArenaEngineOptions = {}) {
    this.clock = opts.clock ?? { now: () => performance.timeOrigin + performance.now() };
    this.logger = opts.logger ?? silentLogger;
    const storage =
      opts.storage !== undefined ? opts.storage : typeof localStorage !== 'undefined' ? localStorage : null;
    this.sound =
      typeof opts.sound === 'object'
        ? opts.sound
        : opts.sound === 'silent'
          ? new SilentSound()
          : new HowlerSound(storage, () => this.clock.now());
    this.resolution =
      opts.resolution ?? Math.min(2, typeof devicePixelRatio === 'number' ? devicePixelRatio : 1);
    this.motionQuery =
      opts.reducedMotion === undefined && typeof matchMedia === 'function'
        ? matchMedia('(prefers-reduced-motion: reduce)')
        : null;
    this.reducedMotion = opts.reducedMotion ?? this.motionQuery?.matches ?? false;
    this.motionQuery?.addEventListener('change', this.onMotion);
    this.fastSpin = opts.fastSpin ?? false;
    this.host = new PixiHost(
      opts.renderer ?? 'auto',
      this.resolution,
      this.clock,
      this.logger,
      (now) => this.frame(now),
      () => this.rebuild(),
      opts.allowSoftwareGl ?? false,
      opts.background ?? 'theme',
    );
  }

  /**
   * Starts drawing inside `el` (sized to it and following its size) and shows any loaded show. The Application
   * comes from `source`: by default the engine creates its own canvas in `el`; the React adapter passes one backed
   * by @pixi/react's <Application>.
   */
  async mount(el: HTMLElement, source: AppSource = ownApps(el)): Promise<void> {
    this.el = el;
    await this.host.init(el, source);
    if (this.destroyed) return this.host.destroy();
    this.resizeObs = new ResizeObserver(() => this.resize());
    this.resizeObs.observe(el);
    for (const ev of ['pointerdown', 'keydown', 'touchstart'] as const)
      window.addEventListener(ev, this.unlock, { once: true, passive: true });
    await this.rebuild();
    // Sounds load after the first frame (issue 14: the audio context and decoding cost 90 ms of it).
    if (!this.destroyed) requestAnimationFrame(() => this.sound.afterFirstFrame?.());
  }

  /** Stops everything and frees the canvas, textures and sounds. */
  destroy(): void {
    this.destroyed = true;
    this.resizeObs?.disconnect();
    this.motionQuery?.removeEventListener('change', this.onMotion);
    for (const ev of ['pointerdown', 'keydown', 'touchstart'] as const)
      window.removeEventListener(ev, this.unlock);
    this.director?.dispose();
    this.scene?.destroy();
    this.upgrade?.dispose();
    this.cache?.destroy();
    this.host.destroy();
    this.sound.destroy();
    this.events.clear();
    this.listeners.clear();
  }

  /** Shows a battle, case opening or upgrade; call again with a newer object of the same show as it progresses. */
  load(show: ArenaShow): Promise<void> {
    this.queue = this.queue
      .then(() =>
        show.kind === 'upgrade' ? this.applyUpgrade(toUpgradeModel(show)) : this.apply(toStageModel(show)),
      )
      .catch((e: unknown) => this.logger.error('arena: load failed', { error: String(e) }));
    return this.queue;
  }

  private async apply(model: StageModel): Promise<void> {
    this.dropUpgrade();
    const prev = this.model;
    this.model = model;
    if (!this.host.app || this.destroyed) return;
    const renamed = await this.bake(model);
    const sameShow =
      prev &&
      this.director &&
      prev.kind === model.kind &&
      prev.seedBase === model.seedBase &&
      !this.director.needsReset(model);
    const sameSlots = sameShow && JSON.stringify(prev.slots) === JSON.stringify(model.slots);
    if (sameShow && sameSlots && !renamed && this.director)
      this.director.sync(model, this.clock.now(), this.serverOffset);
    else if (sameShow && this.director) {
      this.buildScene(model);
      this.director.sync(model, this.clock.now(), this.serverOffset);
    } else await this.restart();
  }

  /** Bakes the show's cards; true when cards already on screen were renamed. */
  private async bake(model: { items: readonly ItemView[]; money: MoneyFormat }): Promise<boolean> {
    if (!this.host.app) return false;
    if (!this.cache) this.cache = new CardCache(this.host.app.renderer, this.resolution);
    const money = (c: number) => formatMoney(c, model.money.locale);
    installDigitsFont(this.resolution);
    return this.cache.add(model.items, money, this.opts.loadArt);
  }

  private buildScene(model: StageModel): void {
    const app = this.host.app;
    if (!app || !this.cache || !this.el) return;
    this.scene?.destroy();
    this.scene = new Scene(model, this.cache, this.resolution, isKeyedBackground(this.opts.background));
    app.stage.addChild(this.scene.root);
    this.layout = layoutArena({ mode: model.mode, width: this.el.clientWidth, height: this.el.clientHeight });
    this.scene.applyLayout(this.layout);
    this.director?.relayout(this.scene, this.layout);
  }

  private async applyUpgrade(model: UpgradeModel): Promise<void> {
    if (this.model) this.teardownShow();
    this.model = null;
    this.upgradeModel = model;
    if (!this.host.app || this.destroyed) return;
    await this.bake(model);
    if (this.upgrade) this.upgrade.sync(model, this.clock.now(), this.serverOffset);
    else this.startUpgrade(model);
  }

  private startUpgrade(model: UpgradeModel): void {
    const app = this.host.app;
    if (!app || !this.cache || !this.el) return;
    this.upgrade?.dispose();
    this.upgrade = new UpgradeDirector(
      model,
      this.cache,
      this.resolution,
      this.sound,
      () => ({ spinMs: model.spinMs, reducedMotion: this.reducedMotion, fastSpin: this.fastSpin }),
      (e, p) => this.onDirectorEvent(e, p),
      this.upgradeStarts,
      this.clock.now(),
      this.serverOffset,
    );
    app.stage.addChild(this.upgrade.view);
    this.upgrade.resize(this.el.clientWidth, this.el.clientHeight);
  }

  private dropUpgrade(): void {
    this.upgrade?.dispose();
    this.upgrade = null;
    this.upgradeModel = null;
  }

  // Full rebuild (first mount, renderer switch): new textures, then a fresh scene and director.
  private async rebuild(): Promise<void> {
    this.teardownShow();
    this.upgrade?.dispose();
    this.upgrade = null;
    this.cache?.destroy();
    this.cache = null;
    await this.restart();
    this.events.emit('rendererChanged', { renderer: this.host.kind });
  }

  private teardownShow(): void {
    this.director?.dispose();
    this.director = null;
    this.scene?.destroy();
    this.scene = null;
  }

  // A new show (or a replay of this one): keeps the baked cards, starts the scene and flow afresh.
  private async restart(): Promise<void> {
    const upgrade = this.upgradeModel;
    if (upgrade && this.host.app) {
      await this.bake(upgrade);
      return this.startUpgrade(upgrade);
    }
    const model = this.model;
    if (!this.host.app || !model) return;
    this.teardownShow();
    await this.bake(model);
    this.buildScene(model);
    if (!this.scene || !this.layout) return;
    const emit = <K extends keyof DirectorEvents>(e: K, p: DirectorEvents[K]) => this.onDirectorEvent(e, p);
    this.director = new Director(
      model,
      this.scene,
      this.layout,
      this.sound,
      this.logger,
      () => ({ spinMs: model.timing.spinMs, reducedMotion: this.reducedMotion, fastSpin: this.fastSpin }),
      emit,
      this.clock.now(),
      this.serverOffset,
    );
  }

  private onDirectorEvent<K extends keyof DirectorEvents>(e: K, p: DirectorEvents[K]): void {
    const flowState = this.flowState();
    this.summaryCache = {
      flowState,
      round: this.upgrade?.flow.round ?? this.director?.round ?? 0,
      landed: this.director?.landed ?? 0,
      resultShown: flowState === 'showing_result' || flowState === 'already_finished',
    };
    for (const l of this.listeners) l();
    this.events.emit(e, p as ArenaEvents[K], (err) =>
      this.logger.error('arena: event handler failed', { event: String(e), error: String(err) }),
    );
  }

  private flowState(): FlowState | 'idle' {
    return (this.upgrade ?? this.director)?.flow.state ?? 'idle';
  }

  private resize(): void {
    if (!this.el) return;
    const w = this.el.clientWidth;
    const h = this.el.clientHeight;
    if (this.upgrade) {
      this.host.resize(w, h);
      return this.upgrade.resize(w, h);
    }
    if (!this.model || !this.scene) return;
    this.host.resize(w, h);
    this.layout = layoutArena({ mode: this.model.mode, width: w, height: h });
    this.scene.applyLayout(this.layout);
    this.director?.relayout(this.scene, this.layout);
  }

  private frame(now: number): { render: boolean; animating: boolean } {
    if (this.upgrade) return this.upgrade.frame(now);
    return this.director ? this.director.frame(now) : IDLE_FRAME;
  }

  /** Starts (or restarts) a round of the loaded show; `startedAt` is server time (epoch ms), default now. */
  play(round: number, startedAt?: number): void {
    const at = startedAt !== undefined ? startedAt - this.serverOffset : this.clock.now();
    this.director?.startRound(round, at, at);
  }

  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof ArenaEvents>(event: K, cb: (payload: ArenaEvents[K]) => void): () => void {
    return this.events.on(event, cb);
  }

  /** Server clock minus the engine clock (ms), so server timestamps place rounds exactly. */
  setServerTimeOffset(ms: number): void {
    this.serverOffset = ms;
  }

  /** Volume 0-100 (persisted). */
  setVolume(v: number): void {
    this.sound.setVolume(v);
  }

  /** Mutes or unmutes (persisted). */
  setMuted(m: boolean): void {
    this.sound.setMuted(m);
  }

  /** 'classic' or 'casearena' sounds (persisted). */
  setSoundStyle(s: SoundStyle): void {
    this.sound.setStyle(s);
  }

  /** Current sound prefs. */
  soundPrefs(): SoundPrefs {
    return this.sound.prefs();
  }

  /** Shorter spins from the next round on. */
  setFastSpin(on: boolean): void {
    this.fastSpin = on;
  }

  /** Reduced motion from the next round on. */
  setReducedMotion(on: boolean): void {
    this.reducedMotion = on;
  }

  /** For useSyncExternalStore: called on state changes, never per frame. */
  subscribe = (cb: () => void): (() => void) => {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  };

  /** Cached summary for React. */
  getSummary = (): ArenaSummary => this.summaryCache;

  /** A fresh read-only snapshot for automation. */
  snapshot(): ArenaSnapshot {
    const strips = this.director?.reels() ?? [];
    return {
      flowState: this.flowState(),
      round: this.upgrade?.flow.round ?? this.director?.round ?? 0,
      totalRounds: this.model?.totalRounds ?? 0,
      renderer: this.host.app ? this.host.kind : null,
      strips,
      offsets: Object.fromEntries(strips.map((s) => [s.slot, s.offset])),
      totals: this.director?.totals() ?? {},
      names: Object.fromEntries((this.model ?? this.upgradeModel)?.items.map((i) => [i.id, i.name]) ?? []),
      upgrade: this.upgrade?.snapshot() ?? null,
      landed: this.director?.landed ?? 0,
      layout: this.layout && {
        orientation: this.layout.orientation,
        slots: this.layout.slots.map(({ slot, header, reel }) => ({ slot, header, reel })),
      },
    };
  }

  /** Frame statistics for benchmarks: renderer, arena work per frame (and its frames' performance.now()), frame intervals (ms). */
  perf(): ArenaPerf {
    return {
      renderer: this.host.kind,
      workMs: this.host.workMs.values(),
      workAt: this.host.workAt.values(),
      intervalMs: this.host.intervalMs.values(),
      spinMs: this.upgradeModel?.spinMs ?? resolveTiming(this.model?.timing).spinMs,
    };
  }

  /** Clears the frame statistics. */
  resetPerf(): void {
    this.host.workMs.clear();
    this.host.workAt.clear();
    this.host.intervalMs.clear();
  }
}
