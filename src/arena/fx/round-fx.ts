/** A round's flourishes as one paused GSAP timeline built from its plan: winner glow pulses and price count-ups. */
// gsap's core only: the arena tweens plain objects, never CSS (the CSS plugin is 10 KB gzip).
import { gsap } from 'gsap/gsap-core';
import type { RoundPlan } from '../core/round-plan';

/** One reel's animated values: its winner glow's alpha and its total in cents. */
interface SlotFx {
  slot: number;
  glow: { a: number };
  total: { v: number };
}

/** Values the timeline animates; the engine reads them each frame after setting the time (an array: no iterator garbage). */
export interface RoundFxState {
  slots: SlotFx[];
}

/** Length of a price count-up. */
const COUNT_UP_MS = 900;

/** Builds the paused timeline: at each reel's landing, its glow flashes and its total counts from `from` to `to`. */
export function buildRoundFx(
  plan: RoundPlan,
  from: ReadonlyMap<number, number>,
  to: ReadonlyMap<number, number>,
  countMs = COUNT_UP_MS,
): { timeline: gsap.core.Timeline; state: RoundFxState; endMs: number } {
  const timeline = gsap.timeline({ paused: true });
  const state: RoundFxState = { slots: [] };
  let endMs = 0;
  for (const s of plan.strips) {
    const at = s.plan.totalMs / 1000;
    const glow = { a: 0 };
    const total = { v: from.get(s.slot) ?? 0 };
    state.slots.push({ slot: s.slot, glow, total });
    timeline.to(glow, { a: 1, duration: 0.16, ease: 'power2.out' }, at);
    timeline.to(glow, { a: 0.7, duration: 0.6, ease: 'sine.inOut' }, at + 0.16);
    timeline.fromTo(
      total,
      { v: from.get(s.slot) ?? 0 },
      { v: to.get(s.slot) ?? 0, duration: countMs / 1000, ease: 'power2.out', immediateRender: false },
      at,
    );
    endMs = Math.max(endMs, s.plan.totalMs + Math.max(countMs, 760));
  }
  return { timeline, state, endMs };
}
