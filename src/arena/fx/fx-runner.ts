/** Runs GSAP animations on the engine's clock: each is paused and its time set every frame, so joins and replays are exact. */
import type { gsap } from 'gsap';
import { settled } from './settle';

type Anim = gsap.core.Animation;

interface Running {
  anim: Anim;
  startMs: number;
}

/** Drives paused animations from `update(nowMs)`; `play` returns a promise that settles on completion or kill. */
export class FxRunner {
  private running: Running[] = [];

  /** Starts a paused animation at startMs (engine clock) and resolves true on completion, false when killed. */
  play(anim: Anim, startMs: number): Promise<boolean> {
    anim.pause();
    const done = settled(anim);
    this.running.push({ anim, startMs });
    return done;
  }

  /** Sets every animation's time from the clock; completed ones fire onComplete and are dropped. */
  update(nowMs: number): void {
    if (this.running.length === 0) return;
    // Compacted in place (every frame while anything runs: no new array). A callback may play() or killAll()
    // meanwhile, so the list is taken first and whatever was added meanwhile is kept after the survivors.
    const list = this.running;
    const n = list.length;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const r = list[i];
      const t = Math.max(0, (nowMs - r.startMs) / 1000);
      const d = r.anim.totalDuration();
      r.anim.totalTime(Math.min(t, d), false);
      // totalTime(d, false) fires onComplete (settling the promise true); kill then drops it from GSAP's root.
      if (t >= d) r.anim.kill();
      else list[kept++] = r;
    }
    if (this.running !== list) return;
    list.copyWithin(kept, n);
    list.length = kept + (list.length - n);
  }

  /** True while any animation runs. */
  get busy(): boolean {
    return this.running.length > 0;
  }

  /** Kills everything (their promises resolve false). */
  killAll(): void {
    const all = this.running;
    this.running = [];
    for (const r of all) r.anim.kill();
  }
}
