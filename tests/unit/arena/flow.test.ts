import { describe, expect, it } from 'vitest';
import {
  flowReducer,
  initialFlow,
  type FlowEvent,
  type FlowModel,
  type FlowState,
} from '../../../src/arena/core/flow';

function run(events: FlowEvent[], start: FlowModel = initialFlow(2)): FlowState[] {
  const states: FlowState[] = [];
  let m = start;
  for (const e of events) {
    m = flowReducer(m, e);
    states.push(m.state);
  }
  return states;
}

const open = (status: 'waiting' | 'processing' | 'playing' | 'finished', round = 0): FlowEvent => ({
  type: 'opened',
  status,
  round,
  totalRounds: 2,
  hasReroll: false,
});

describe('flowReducer (SPEC 4: client flow of an open battle)', () => {
  it.each<[string, FlowEvent[], FlowState[]]>([
    ['a finished battle opened directly', [open('finished')], ['already_finished']],
    ['waiting then processing', [open('waiting'), { type: 'processing' }], ['waiting', 'processing']],
    [
      'no reroll: last animations, calculating, finished, loots, 1 s, result',
      [
        open('processing'),
        { type: 'roundStarted', round: 1 },
        { type: 'roundAnimationsDone', round: 1, atMs: 1 },
        { type: 'roundStarted', round: 2 },
        { type: 'roundAnimationsDone', round: 2, atMs: 2 },
        { type: 'finished', hasReroll: false, atMs: 3 },
        { type: 'tick', atMs: 10 },
        { type: 'tick', atMs: 1009 },
        { type: 'tick', atMs: 1010 },
      ],
      [
        'processing',
        'playing',
        'playing',
        'playing',
        'calculating',
        'reroll_check',
        'showing_loots',
        'showing_loots',
        'showing_result',
      ],
    ],
    [
      'result known before the animations end goes straight to reroll_check',
      [
        open('playing', 2),
        { type: 'finished', hasReroll: false, atMs: 0 },
        { type: 'roundAnimationsDone', round: 2, atMs: 5 },
        { type: 'tick', atMs: 6 },
      ],
      ['playing', 'playing', 'reroll_check', 'showing_loots'],
    ],
    [
      'reroll: rerolling until its animation ends, then 1 s, then result',
      [
        open('playing', 2),
        { type: 'roundAnimationsDone', round: 2, atMs: 0 },
        { type: 'finished', hasReroll: true, atMs: 1 },
        { type: 'tick', atMs: 2 },
        { type: 'tick', atMs: 5000 },
        { type: 'rerollAnimationDone', atMs: 6000 },
        { type: 'tick', atMs: 6999 },
        { type: 'tick', atMs: 7000 },
      ],
      [
        'playing',
        'calculating',
        'reroll_check',
        'rerolling',
        'rerolling',
        'rerolling',
        'rerolling',
        'showing_result',
      ],
    ],
    [
      'finished while still waiting shows the end directly',
      [open('waiting'), { type: 'finished', hasReroll: false, atMs: 0 }],
      ['waiting', 'already_finished'],
    ],
    [
      'an earlier round never moves the flow back',
      [open('playing', 2), { type: 'roundStarted', round: 1 }],
      ['playing', 'playing'],
    ],
    [
      'animations of a non-final round keep playing',
      [open('playing', 1), { type: 'roundAnimationsDone', round: 1, atMs: 0 }],
      ['playing', 'playing'],
    ],
    [
      'showing_result is final',
      [open('finished'), { type: 'roundStarted', round: 3 }, { type: 'tick', atMs: 1e9 }],
      ['already_finished', 'already_finished', 'already_finished'],
    ],
  ])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });

  it('tracks the current round', () => {
    let m = flowReducer(initialFlow(3), open('processing'));
    m = flowReducer(m, { type: 'roundStarted', round: 1 });
    m = flowReducer(m, { type: 'roundStarted', round: 2 });
    expect(m.round).toBe(2);
  });
});
