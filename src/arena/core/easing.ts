/** Easing curves by name, shared by positionAt and the GSAP timelines so both place the reel identically. */

/** Names of the curves a plan may use. */
export type EaseName = 'linear' | 'quartOut' | 'quintOut' | 'sineInOut' | 'cubicOut';

/** The curves: f(0) = 0, f(1) = 1, monotone non-decreasing on [0, 1]. */
const EASES: Readonly<Record<EaseName, (t: number) => number>> = {
  linear: (t) => t,
  cubicOut: (t) => 1 - (1 - t) ** 3,
  quartOut: (t) => 1 - (1 - t) ** 4,
  quintOut: (t) => 1 - (1 - t) ** 5,
  sineInOut: (t) => (1 - Math.cos(Math.PI * t)) / 2,
};

/** Applies a named ease to t, clamping t to [0, 1]. */
export function ease(name: EaseName, t: number): number {
  if (t <= 0) return 0;
  if (t >= 1) return 1;
  return EASES[name](t);
}

/** The inverses: u such that EASES[name](u) = k, for k in [0, 1]. */
const INVERSES: Readonly<Record<EaseName, (k: number) => number>> = {
  linear: (k) => k,
  cubicOut: (k) => 1 - Math.cbrt(1 - k),
  quartOut: (k) => 1 - Math.sqrt(Math.sqrt(1 - k)),
  quintOut: (k) => 1 - (1 - k) ** (1 / 5),
  sineInOut: (k) => Math.acos(1 - 2 * k) / Math.PI,
};

/** The t in [0, 1] at which a named ease reaches k (clamped to [0, 1]). */
export function easeInverse(name: EaseName, k: number): number {
  if (k <= 0) return 0;
  if (k >= 1) return 1;
  return Math.min(1, Math.max(0, INVERSES[name](k)));
}
