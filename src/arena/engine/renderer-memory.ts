/** The renderer the arena's auto mode settled on, remembered per device (pure: no Pixi, so Node tests it). */

/** A renderer the arena runs. */
export type RendererKind = 'webgl' | 'canvas';

/** Where the renderer that auto mode settled on is remembered per device (a week), so later arenas start on it. */
export const RENDERER_KEY = 'casearena.arena.renderer';
const REMEMBER_MS = 7 * 24 * 3600 * 1000;

/** The renderer auto mode settled on here within the last week, if any. */
export function rememberedRenderer(
  storage: Pick<Storage, 'getItem'> | null,
  now = Date.now(),
): RendererKind | null {
  try {
    const v = JSON.parse(storage?.getItem(RENDERER_KEY) ?? 'null') as { kind?: unknown; at?: unknown } | null;
    if (!v || (v.kind !== 'webgl' && v.kind !== 'canvas') || typeof v.at !== 'number') return null;
    return now - v.at < REMEMBER_MS ? v.kind : null;
  } catch {
    return null;
  }
}

/** Remembers the renderer auto mode settled on. */
export function rememberRenderer(
  storage: Pick<Storage, 'setItem'> | null,
  kind: RendererKind,
  now = Date.now(),
): void {
  try {
    storage?.setItem(RENDERER_KEY, JSON.stringify({ kind, at: now }));
  } catch {
    // Storage full or blocked: the probe runs again next time.
  }
}
