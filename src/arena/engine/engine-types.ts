/** The engine's public shapes: options, events, the automation snapshot and the summary React reads. */
import type { ArenaBackground } from '../core/backdrop';
import type { FlowState } from '../core/flow';
import type { Orientation, SlotLayout } from '../core/layout';
import type { PrefsStorage } from '../fx/sound-prefs';
import type { ArtLoader } from '../view/card-cache';
import type { DirectorEvents, ReelSnapshot } from './director';
import type { RendererChoice, RendererKind } from './pixi-host';
import type { Clock, Logger, SoundPort } from './ports';
import type { UpgradeSnapshot } from './upgrade-director';

/** Engine options; every field is optional. */
export interface ArenaEngineOptions {
  /** 'auto' (default): WebGL, falling back to Canvas 2D on a performance caveat or slow frames. */
  renderer?: RendererChoice;
  /** Engine clock in epoch ms (default performance.timeOrigin + performance.now()). */
  clock?: Clock;
  logger?: Logger;
  /** 'howler' (default), 'silent', or a custom port. */
  sound?: SoundPort | 'howler' | 'silent';
  /** Where sound prefs persist (default window.localStorage). */
  storage?: PrefsStorage | null;
  /** Device pixel ratio cap (default min(devicePixelRatio, 2)). */
  resolution?: number;
  loadArt?: ArtLoader;
  /** Default: the prefers-reduced-motion media query. */
  reducedMotion?: boolean;
  fastSpin?: boolean;
  /** auto mode keeps a software WebGL (SwiftShader, llvmpipe) and relies on the frame-time fallback alone (default false). */
  allowSoftwareGl?: boolean;
  /** 'theme' (default), 'transparent' (alpha 0 behind the cards, for OBS browser sources) or a CSS colour key. */
  background?: ArenaBackground;
}

/** Public events. */
export type ArenaEvents = DirectorEvents & { rendererChanged: { renderer: RendererKind } };

/** What automation reads (window.caseArena.arena.snapshot()). */
export interface ArenaSnapshot {
  flowState: FlowState | 'idle';
  round: number;
  totalRounds: number;
  renderer: RendererKind | null;
  strips: ReelSnapshot[];
  offsets: Record<number, number>;
  /** Each slot's total as the arena writes it (battles), e.g. { 1: '12,34 $' }. */
  totals: Record<number, string>;
  /** The name each item's card shows, by item id (e.g. 'AK-47 | Азимов'). */
  names: Record<string, string>;
  /** The upgrade gauge (an upgrade show), else null. */
  upgrade: UpgradeSnapshot | null;
  /** Rounds landed so far (see ArenaSummary). */
  landed: number;
  /** Where each slot's header and reel sit in the canvas (CSS px); the win line crosses a reel's middle. */
  layout: { orientation: Orientation; slots: Pick<SlotLayout, 'slot' | 'header' | 'reel'>[] } | null;
}

/** A small, cached summary for React (changes only on events, never per frame). */
export interface ArenaSummary {
  flowState: FlowState | 'idle';
  round: number;
  /** Rounds whose reels have landed (what the page may show of a battle's rolls; see Director.landed). */
  landed: number;
  /** The result is on screen (banner shown, or a finished battle opened at its end). */
  resultShown: boolean;
}

/** Frame statistics for benchmarks (engine.perf()). */
export interface ArenaPerf {
  renderer: RendererKind;
  /** Arena work (update + render) per drawn frame, ms. */
  workMs: number[];
  /** performance.now() at the start of each workMs frame. */
  workAt: number[];
  /** Interval between animated frames, ms. */
  intervalMs: number[];
  spinMs: number;
}
