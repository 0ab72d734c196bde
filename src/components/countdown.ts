/** Pure arithmetic of a countdown: how much time is left until an end time, split into days, hours, minutes, seconds. */

/** Time left, in whole units. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left in all. */
  total: number;
}

/** The whole seconds left from `now` until `endsAt` (both ms since the epoch), never negative; a part second counts as one. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** Seconds split into days, hours, minutes and seconds. */
export function splitSeconds(total: number): Remaining {
  const s = Math.max(0, Math.floor(total));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    total: s,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The clock part of a countdown: 'hh:mm:ss' when an hour or more is left, else 'mm:ss'. Days are written apart. */
export function clockText(r: Remaining): string {
  return r.days > 0 || r.hours > 0
    ? `${pad(r.hours)}:${pad(r.minutes)}:${pad(r.seconds)}`
    : `${pad(r.minutes)}:${pad(r.seconds)}`;
}

/** The units worth reading aloud (largest first, zeros left out; '0 seconds' when nothing is left). */
export function spokenUnits(
  r: Remaining,
): { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number }[] {
  const all = [
    { unit: 'days' as const, count: r.days },
    { unit: 'hours' as const, count: r.hours },
    { unit: 'minutes' as const, count: r.minutes },
    { unit: 'seconds' as const, count: r.seconds },
  ].filter((u) => u.count > 0);
  return all.length ? all : [{ unit: 'seconds', count: 0 }];
}
