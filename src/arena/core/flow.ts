/** The client flow of an open battle (SPEC 4) as a pure reducer: every transition is data in, data out. */

/** The states of an open battle on screen. */
export type FlowState =
  | 'waiting'
  | 'processing'
  | 'playing'
  | 'calculating'
  | 'reroll_check'
  | 'rerolling'
  | 'showing_loots'
  | 'showing_result'
  | 'already_finished';

/** The reducer's model: the state plus what it needs to decide the next one. */
export interface FlowModel {
  state: FlowState;
  round: number;
  totalRounds: number;
  /** The server's final result has arrived (battle finished). */
  resultKnown: boolean;
  hasReroll: boolean;
  /** The last round's price animations have all finished. */
  animationsDone: boolean;
  /** When a pending 1 s wait ends (ms, engine clock), or null. */
  waitUntil: number | null;
}

/** Inputs of the reducer; `atMs` is the engine clock. */
export type FlowEvent =
  | {
      type: 'opened';
      status: 'waiting' | 'processing' | 'playing' | 'finished';
      round: number;
      totalRounds: number;
      hasReroll: boolean;
    }
  | { type: 'processing' }
  | { type: 'roundStarted'; round: number }
  | { type: 'roundAnimationsDone'; round: number; atMs: number }
  | { type: 'finished'; hasReroll: boolean; atMs: number }
  | { type: 'rerollAnimationDone'; atMs: number }
  | { type: 'tick'; atMs: number };

/** SPEC: wait 1 s between the last animation (or the reroll) and the result. */
const RESULT_WAIT_MS = 1000;

/** The model before anything is known. */
export function initialFlow(totalRounds = 0): FlowModel {
  return {
    state: 'waiting',
    round: 0,
    totalRounds,
    resultKnown: false,
    hasReroll: false,
    animationsDone: false,
    waitUntil: null,
  };
}

function afterAnimations(m: FlowModel): FlowModel {
  return m.resultKnown ? { ...m, state: 'reroll_check' } : { ...m, state: 'calculating' };
}

/** The next model for an event; events that do not apply in a state leave it unchanged. */
export function flowReducer(m: FlowModel, e: FlowEvent): FlowModel {
  if (m.state === 'already_finished' || m.state === 'showing_result') return m;
  switch (e.type) {
    case 'opened':
      if (e.status === 'finished')
        return {
          ...m,
          state: 'already_finished',
          round: e.totalRounds,
          totalRounds: e.totalRounds,
          resultKnown: true,
          hasReroll: e.hasReroll,
        };
      return { ...m, state: e.status, round: e.round, totalRounds: e.totalRounds };
    case 'processing':
      return m.state === 'waiting' ? { ...m, state: 'processing' } : m;
    case 'roundStarted':
      if (e.round <= m.round && m.state !== 'waiting' && m.state !== 'processing') return m;
      return { ...m, state: 'playing', round: e.round, animationsDone: false };
    case 'roundAnimationsDone':
      if (m.state !== 'playing' || e.round !== m.round || e.round < m.totalRounds) return m;
      return afterAnimations({ ...m, animationsDone: true });
    case 'finished':
      if (m.state === 'waiting' || m.state === 'processing')
        return {
          ...m,
          state: 'already_finished',
          round: m.totalRounds,
          resultKnown: true,
          hasReroll: e.hasReroll,
        };
      if (m.state === 'calculating')
        return { ...m, state: 'reroll_check', resultKnown: true, hasReroll: e.hasReroll };
      return { ...m, resultKnown: true, hasReroll: e.hasReroll };
    case 'rerollAnimationDone':
      return m.state === 'rerolling' && m.waitUntil === null
        ? { ...m, waitUntil: e.atMs + RESULT_WAIT_MS }
        : m;
    case 'tick':
      if (m.state === 'reroll_check') {
        return m.hasReroll
          ? { ...m, state: 'rerolling', waitUntil: null }
          : { ...m, state: 'showing_loots', waitUntil: e.atMs + RESULT_WAIT_MS };
      }
      if (
        (m.state === 'showing_loots' || m.state === 'rerolling') &&
        m.waitUntil !== null &&
        e.atMs >= m.waitUntil
      ) {
        return { ...m, state: 'showing_result', waitUntil: null };
      }
      return m;
  }
}
