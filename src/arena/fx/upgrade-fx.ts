/** The upgrade's flourish as one paused GSAP timeline built from its plan: arc flash, card pop and the result text. */
// gsap's core only: the arena tweens plain objects, never CSS (the CSS plugin is 10 KB gzip).
import { gsap } from 'gsap/gsap-core';
import type { UpgradePlan } from '../core/upgrade-plan';

/** Values the timeline animates; the engine reads them each frame after setting the time. */
export interface UpgradeFxState {
  /** The result flash over the ring, 0..1. */
  glow: number;
  /** The target card's scale. */
  pop: number;
  /** The result text, 0..1. */
  reveal: number;
}

/** Builds the paused timeline: at the landing the ring flashes, the card pops (a win) and the result fades in. */
export function buildUpgradeFx(plan: UpgradePlan): { timeline: gsap.core.Timeline; state: UpgradeFxState } {
  const state: UpgradeFxState = { glow: 0, pop: 1, reveal: 0 };
  const timeline = gsap.timeline({ paused: true });
  const at = plan.landMs / 1000;
  timeline.to(state, { glow: 1, duration: 0.16, ease: 'power2.out' }, at);
  timeline.to(state, { glow: 0.55, duration: 0.6, ease: 'sine.inOut' }, at + 0.16);
  timeline.to(state, { reveal: 1, duration: 0.3, ease: 'power1.out' }, at + 0.1);
  if (plan.won) {
    timeline.to(state, { pop: 1.12, duration: 0.18, ease: 'power2.out' }, at);
    timeline.to(state, { pop: 1, duration: 0.5, ease: 'back.out(2)' }, at + 0.18);
  }
  // The timeline spans the whole plan, so setting its time from the clock is exact from the first frame.
  timeline.set(state, {}, plan.endMs / 1000);
  return { timeline, state };
}
