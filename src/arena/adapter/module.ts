/** The lazily loaded arena chunk: the engine (Pixi, GSAP, Howler) and its React adapter. Import it only via loadArena(). */
export { ArenaEngine } from '../engine/arena-engine';
export { ArenaCanvas } from './arena-canvas';
