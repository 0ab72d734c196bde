/** The arena's default battle timing and the round schedule; a caller (or the server's battle-timing) may override any field. */

/** Durations of a battle's phases, in ms. */
export interface ArenaTiming {
  /** From the last player joining to the first round. */
  processingMs: number;
  /** One round's reel spin. */
  spinMs: number;
  /** After a round's spin, before the next round starts (prices count up, loots shown). */
  roundPauseMs: number;
  /** After the last round (or the reroll), before the result (SPEC 9: 1 s). */
  resultDelayMs: number;
}

/** Defaults used until the server exports src/domain/battle-timing.ts. */
export const DEFAULT_TIMING: Readonly<ArenaTiming> = {
  processingMs: 3000,
  spinMs: 5500,
  roundPauseMs: 1500,
  resultDelayMs: 1000,
};

/** Defaults with the caller's overrides applied. */
export function resolveTiming(override?: Partial<ArenaTiming>): ArenaTiming {
  return { ...DEFAULT_TIMING, ...(override ?? {}) };
}

/** When one round spins and ends, in the same clock as `startedAt`. */
export interface RoundSlot {
  round: number;
  startAt: number;
  spinEndAt: number;
  endAt: number;
}

/** Round r (1-based) starts at startedAt + (r - 1) * (spin + pause); the result follows the last spin by resultDelay. */
export function roundSchedule(startedAt: number, totalRounds: number, timing: ArenaTiming = DEFAULT_TIMING): { rounds: RoundSlot[]; resultAt: number } {
  const period = timing.spinMs + timing.roundPauseMs;
  const rounds: RoundSlot[] = [];
  for (let r = 1; r <= totalRounds; r++) {
    const startAt = startedAt + (r - 1) * period;
    rounds.push({ round: r, startAt, spinEndAt: startAt + timing.spinMs, endAt: startAt + period });
  }
  const last = rounds[rounds.length - 1];
  return { rounds, resultAt: (last ? last.spinEndAt : startedAt) + timing.resultDelayMs };
}

/** The round in progress at time `now` per the schedule, or 0 before the first and totalRounds after the last. */
export function roundAt(now: number, startedAt: number, totalRounds: number, timing: ArenaTiming = DEFAULT_TIMING): number {
  if (now < startedAt) return 0;
  const r = Math.floor((now - startedAt) / (timing.spinMs + timing.roundPauseMs)) + 1;
  return Math.min(totalRounds, r);
}
