/** Promises for GSAP animations that always settle: true when completed, false when killed (awaiting never hangs). */
import type { gsap } from 'gsap';

type Anim = gsap.core.Animation;
const pending = new WeakMap<Anim, Promise<boolean>>();

/** Resolves when `anim` completes (true) or is killed (false); safe to call several times. */
export function settled(anim: Anim): Promise<boolean> {
  const known = pending.get(anim);
  if (known) return known;
  const p = new Promise<boolean>((resolve) => {
    const onComplete = anim.eventCallback('onComplete');
    anim.eventCallback('onComplete', function (this: Anim, ...args: unknown[]) {
      if (onComplete) onComplete.apply(this, args);
      resolve(true);
    });
    const kill = anim.kill.bind(anim);
    anim.kill = (...args: Parameters<Anim['kill']>) => {
      resolve(false);
      return kill(...args);
    };
  });
  pending.set(anim, p);
  return p;
}
