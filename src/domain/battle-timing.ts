/**
 * The pace of a case battle, shared by the server scheduler and the arena so both agree where a battle is.
 *
 * Timeline (all times epoch ms):
 *   processingAt                         last slot filled, status `processing`
 *   startedAt = processingAt + processingMs    round 1 starts (status `playing`)
 *   round r starts at startedAt + (r - 1) * (spinMs + roundPauseMs); its reels spin for spinMs
 *   finishAt = start of the last round + spinMs + resultDelayMs          results (status `finished`)
 */

/** Every duration of a battle's show, in milliseconds. */
export interface BattleTiming {
  /** From the last slot filled to round 1 (the "processing" screen). */
  processingMs: number;
  /** How long one round's reels spin. */
  spinMs: number;
  /** Pause between the end of one round's spin and the next round's start. */
  roundPauseMs: number;
  /** Pause after the last spin before the results (winner, reroll) are published. */
  resultDelayMs: number;
}

/** From the last slot filled to round 1. */
const PROCESSING_MS = 1500;
/** One round's spin. */
const SPIN_MS = 5000;
/** Between rounds. */
const ROUND_PAUSE_MS = 1200;
/** After the last spin, before results. */
const RESULT_DELAY_MS = 1000;

/** The production timing. */
export const BATTLE_TIMING: BattleTiming = Object.freeze({
  processingMs: PROCESSING_MS,
  spinMs: SPIN_MS,
  roundPauseMs: ROUND_PAUSE_MS,
  resultDelayMs: RESULT_DELAY_MS,
});

/** The timing with every duration multiplied by `factor` (tests run battles in milliseconds); whole ms, at least 1. */
export function scaleTiming(t: BattleTiming, factor: number): BattleTiming {
  if (!(factor > 0) || !Number.isFinite(factor))
    throw new RangeError(`timing factor must be > 0, got ${factor}`);
  const s = (ms: number) => Math.max(1, Math.round(ms * factor));
  return {
    processingMs: s(t.processingMs),
    spinMs: s(t.spinMs),
    roundPauseMs: s(t.roundPauseMs),
    resultDelayMs: s(t.resultDelayMs),
  };
}

/** The length of one round slot (spin plus the pause after it). */
const roundPeriod = (t: BattleTiming = BATTLE_TIMING) => t.spinMs + t.roundPauseMs;

/** When round 1 starts for a battle whose last slot filled at `processingAt`. */
export const startedAtFor = (processingAt: number, t: BattleTiming = BATTLE_TIMING) =>
  processingAt + t.processingMs;

/** The start time of round `round` (1-based). */
export function roundStartAt(startedAt: number, round: number, t: BattleTiming = BATTLE_TIMING): number {
  return startedAt + (round - 1) * roundPeriod(t);
}

/** Start times of rounds 1..totalRounds (index r - 1 is round r). */
export function roundSchedule(
  startedAt: number,
  totalRounds: number,
  t: BattleTiming = BATTLE_TIMING,
): number[] {
  return Array.from({ length: Math.max(0, totalRounds) }, (_, i) => roundStartAt(startedAt, i + 1, t));
}

/** When the results are due: the last round's start + spin + the result delay. */
export function finishAt(startedAt: number, totalRounds: number, t: BattleTiming = BATTLE_TIMING): number {
  return roundStartAt(startedAt, Math.max(1, totalRounds), t) + t.spinMs + t.resultDelayMs;
}

/** Where a battle is at `now`. */
export interface BattlePosition {
  /** processing: before round 1; spinning/pause: inside `round`; result: waiting for results; done: results due. */
  phase: 'processing' | 'spinning' | 'pause' | 'result' | 'done';
  /** The round started most recently (0 before round 1). */
  round: number;
  /** Start of `round` (null before round 1). */
  roundStartedAt: number | null;
  /** Milliseconds since `roundStartedAt` (0 before round 1). */
  elapsedMs: number;
}

/** The position of a battle at `now`, so a spectator joining mid-round can resume the spin at `elapsedMs`. */
export function positionAt(
  startedAt: number,
  totalRounds: number,
  now: number,
  t: BattleTiming = BATTLE_TIMING,
): BattlePosition {
  if (now < startedAt) return { phase: 'processing', round: 0, roundStartedAt: null, elapsedMs: 0 };
  const period = roundPeriod(t);
  const round = Math.min(totalRounds, Math.floor((now - startedAt) / period) + 1);
  const roundStartedAt = roundStartAt(startedAt, round, t);
  const elapsedMs = now - roundStartedAt;
  let phase: BattlePosition['phase'] = elapsedMs < t.spinMs ? 'spinning' : 'pause';
  if (round === totalRounds && elapsedMs >= t.spinMs)
    phase = now >= finishAt(startedAt, totalRounds, t) ? 'done' : 'result';
  return { phase, round, roundStartedAt, elapsedMs };
}

/** The last round whose start is at or before `now` (0 before round 1), capped at totalRounds. */
export function roundsDueAt(
  startedAt: number,
  totalRounds: number,
  now: number,
  t: BattleTiming = BATTLE_TIMING,
): number {
  if (now < startedAt) return 0;
  return Math.min(totalRounds, Math.floor((now - startedAt) / roundPeriod(t)) + 1);
}
