/**
 * The arena's public API: the only file the app imports.
 *
 * Everything heavy (pixi.js, gsap, howler) lives in a separate chunk loaded by `loadArena()`, so pages must not
 * import anything else from src/arena. Typical use in a page:
 *
 *   const ArenaCanvas = lazy(() => loadArena().then((m) => ({ default: m.ArenaCanvas })));  // or use LazyArenaCanvas
 *   <Suspense fallback={<div className="arena-placeholder" />}>
 *     <ArenaCanvas show={show} onEvent={(e) => e.type === 'roundSettled' && dispatch(...)} style={{ height: 560 }} />
 *   </Suspense>
 *
 * Build `show` as a BattleShow (from the battle detail and websocket events), a CaseShow (from an opening's
 * results) or an UpgradeShow (the chance, then the roll), passing translated `labels`; pass a new object whenever
 * something changes (a new round, the result).
 */
import { lazy } from 'react';
import type { ArenaCanvas as ArenaCanvasType } from './adapter/arena-canvas';
import type { ArenaEngine as ArenaEngineType } from './engine/arena-engine';

export type { ArenaCanvasProps, ArenaEvent } from './adapter/arena-canvas';
export type {
  ArenaEngine,
  ArenaEngineOptions,
  ArenaEvents,
  ArenaSnapshot,
  ArenaSummary,
} from './engine/arena-engine';
export type { Clock, Logger, SoundPort } from './engine/ports';
export type {
  ArenaLabels,
  ArenaShow,
  BattleShow,
  CaseShow,
  CaseView,
  ItemView,
  MoneyFormat,
  ShowPlayer,
  ShowReroll,
  ShowResult,
  ShowRound,
  UpgradeLabels,
  UpgradeShow,
} from './core/show';
export type { UpgradeSnapshot } from './engine/upgrade-director';
export type { ArenaOddsRow, RarityRank } from './core/types';
export type { FlowState } from './core/flow';
export type { ArenaTiming } from './core/timing';
export type { ArenaMode } from './core/layout';
export type { ArenaBackground } from './core/backdrop';
export type { SoundStyle } from './fx/synth';
export { DEFAULT_MONEY, teamOf } from './core/show';
export { arenaHeight, battleMode } from './core/layout';
export { gaugeHeight } from './core/gauge';
export { battleShowFrom, itemKey, type FromBattleOptions } from './core/from-battle';
export { DEFAULT_TIMING } from './core/timing';
export { backdropCss, isKeyedBackground, resolveBackground } from './core/backdrop';
export {
  DEFAULT_SOUND_PREFS,
  readSoundPrefs,
  SOUND_PREFS_EVENT,
  writeSoundPrefs,
  type PrefsStorage,
  type SoundPrefs,
} from './fx/sound-prefs';

/** The lazily loaded arena chunk. */
export interface ArenaModule {
  ArenaEngine: typeof ArenaEngineType;
  ArenaCanvas: typeof ArenaCanvasType;
}

let pending: Promise<ArenaModule> | null = null;

/** Loads the arena chunk once (pixi.js, gsap, howler and the adapter); later calls share the same promise. */
export function loadArena(): Promise<ArenaModule> {
  pending ??= import('./adapter/module').catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}

/** <ArenaCanvas> wrapped in React.lazy: render it inside <Suspense>. */
export const LazyArenaCanvas = lazy(() => loadArena().then((m) => ({ default: m.ArenaCanvas })));
