/** Easing curves by name, shared by positionAt and the GSAP timelines so both place the reel identically. */

/** Names of the curves a plan may use. */
export type EaseName = 'linear' | 'quartOut' | 'quintOut' | 'sineInOut' | 'cubicOut';

/** The curves: f(0) = 0, f(1) = 1, monotone non-decreasing on [0, 1]. */
export const EASES: Readonly<Record<EaseName, (t: number) => number>> = {
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
