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

export type { ArenaEvent } from './adapter/arena-canvas';
export type { ArenaEngine, ArenaEngineOptions, ArenaSnapshot, ArenaSummary } from './engine/arena-engine';
export type {
  ArenaLabels,
  ArenaShow,
  BattleShow,
  CaseShow,
  CaseView,
  ItemView,
  MoneyFormat,
  ShowReroll,
  ShowRound,
  UpgradeLabels,
  UpgradeShow,
} from './core/show';
export type { RarityRank } from './core/types';
export type { FlowState } from './core/flow';
export type { ArenaBackground } from './core/backdrop';
export { DEFAULT_MONEY } from './core/show';
export { arenaHeight, battleMode, fittedArenaHeight } from './core/layout';
export { gaugeHeight } from './core/gauge';
export { buildBattleShow } from './core/battle-show';
export { cardRank, itemCard } from './core/item-card';
export { isKeyedBackground } from './core/backdrop';
export { readSoundPrefs, writeSoundPrefs, type SoundPrefs } from './fx/sound-prefs';

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
