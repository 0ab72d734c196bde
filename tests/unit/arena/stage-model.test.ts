import { describe, expect, it } from 'vitest';
import {
  demoBattle,
  demoCase,
  demoCaseOpening,
  DEMO_ITEMS,
  finishDemo,
  forceTie,
} from '../../bench/arena/lab/demo-data';
import { rerollWinner, stageTotals, toStageModel } from '../../../src/arena/core/stage-model';
import { planReroll, positionAt } from '../../../src/arena/core/timeline';

describe('toStageModel', () => {
  it('turns a team battle into 4 slots in 2v2 mode with team names for the result', () => {
    const show = demoBattle('2v2', 2, 2, (r) => 1000 * r);
    const finished = finishDemo(show, show.rounds);
    const m = toStageModel(finished);
    expect(m.mode).toBe('2v2');
    expect(m.team).toBe(true);
    expect(m.slots.map((s) => s.slot)).toEqual([1, 2, 3, 4]);
    expect(m.rounds[1].startedAt).toBe(2000);
    expect(m.rounds[0].odds.length).toBeGreaterThan(0);
    expect(['CT', 'T']).toContain(m.result?.names);
    expect(m.result?.title).toBe('Winner');
  });

  it('names reroll candidates and finds the winning range', () => {
    const show = demoBattle('1v1v1', 1, 1, () => 0);
    const tied = finishDemo(show, forceTie(show.rounds));
    const m = toStageModel(tied);
    expect(m.reroll?.candidates.map((c) => [c.rangeMin, c.rangeMax])).toEqual([
      [1, 33333],
      [33334, 66666],
      [66667, 100000],
    ]);
    expect(m.reroll?.candidates[0].name).toBe(show.players[0].name);
    expect(m.result?.winnerSlots).toEqual(m.reroll?.candidates[m.reroll.winner].slots);
    expect(
      rerollWinner(50000, [
        { rangeMin: 1, rangeMax: 50000 },
        { rangeMin: 50001, rangeMax: 100000 },
      ]),
    ).toBe(0);
    expect(
      rerollWinner(50001, [
        { rangeMin: 1, rangeMax: 50000 },
        { rangeMin: 50001, rangeMax: 100000 },
      ]),
    ).toBe(1);
  });

  it('turns a case opening into one round of N strips with the total won', () => {
    const show = demoCaseOpening(3, 123);
    const m = toStageModel(show);
    expect(m.mode).toBe('case-3');
    expect(m.rounds).toHaveLength(1);
    expect(m.rounds[0].rolls.map((r) => r.itemId)).toEqual(show.results);
    const price = new Map(DEMO_ITEMS.map((i) => [i.id, i.priceCents]));
    expect(m.result?.winnings[0].cents).toBe(show.results.reduce((s, id) => s + (price.get(id) ?? 0), 0));
    expect([...stageTotals(m, 1).values()].reduce((a, b) => a + b, 0)).toBe(m.result?.winnings[0].cents);
  });

  it('demo cases tile 1..100000 exactly', () => {
    const c = demoCase('x', 'X');
    expect(c.odds[0].rangeMin).toBe(1);
    expect(c.odds[c.odds.length - 1].rangeMax).toBe(100000);
    for (let i = 1; i < c.odds.length; i++) expect(c.odds[i].rangeMin).toBe(c.odds[i - 1].rangeMax + 1);
  });
});

describe('planReroll', () => {
  it('sweeps two laps and stops inside the rolled ticket', () => {
    const plan = planReroll(66667, 3000);
    const end = positionAt(plan, 3000);
    expect(Math.floor(end)).toBe(2);
    expect(Math.ceil((end - 2) * 100000)).toBe(66667);
  });
});

describe('empty seats', () => {
  it('marks a seat nobody has taken, so the arena draws no initial for "Empty seat"', () => {
    const show = demoBattle('1v1', 1, 1, () => 0);
    const waiting = {
      ...show,
      status: 'waiting' as const,
      rounds: [],
      players: [show.players[0], { slot: 2, userId: '', name: 'Empty seat' }],
    };
    expect(toStageModel(waiting).slots).toEqual([
      { slot: 1, name: show.players[0].name },
      { slot: 2, name: 'Empty seat', empty: true },
    ]);
  });
});
