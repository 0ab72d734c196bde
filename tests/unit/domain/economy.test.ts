import { describe, expect, it } from 'vitest';
import {
  afterWager,
  bestUnitValue,
  budgetOf,
  budgetRoom,
  gameOfKey,
  playNeeded,
  valueOf,
  wageringDone,
} from '../../../src/domain/economy';

describe('the economy arithmetic (ECONOMY.md)', () => {
  it('a played wager adds 40% of its game edge to the budget, in millicents', () => {
    expect(budgetOf('case', 100)).toBe(4000); // $1 of cases: 10 cents edge, 4 cents budget
    expect(budgetOf('upgrade', 100)).toBe(2000);
    expect(budgetOf('playerCase', 100)).toBe(3600);
    expect(budgetOf('battle', 0)).toBe(0);
    expect(gameOfKey('wager:battle:b:1')).toBe('battle');
    expect(gameOfKey('wager:upgrade:u')).toBe('upgrade');
    expect(gameOfKey('wager:case-open:x')).toBe('case');
  });

  it('a point is worth what the best shop offer sells one for, rounded up', () => {
    const v = bestUnitValue(
      [
        { valueCents: 95_00, price: 110_000 },
        { valueCents: 10, price: 10_000 },
      ],
      { milli: 1000, per: 1000 },
    );
    expect(v).toEqual({ milli: 95_00_000, per: 110_000 }); // 110 points for a $95 rifle: 86 cents a point
    expect(valueOf(1000, v)).toBe(86_364);
    expect(valueOf(1000, bestUnitValue([], { milli: 1000, per: 1000 }))).toBe(1000);
  });

  it('the room is the budget plus the $1 welcome allowance less what was paid; play unlocks the rest', () => {
    expect(budgetRoom({ budget: 0, used: 0 })).toBe(100_000);
    expect(budgetRoom({ budget: 4000, used: 110_000 })).toBe(0);
    expect(playNeeded(4000)).toBe(100); // 4 cents of room take $1 of cases
    expect(playNeeded(0)).toBe(0);
  });

  it('a wagering requirement is paid off by play and then starts over', () => {
    expect(afterWager({ left: 500, total: 500 }, 200)).toEqual({ left: 300, total: 500 });
    expect(afterWager({ left: 300, total: 500 }, 400)).toEqual({ left: 0, total: 0 });
    expect(wageringDone({ left: 300, total: 500 })).toBeCloseTo(0.4);
    expect(wageringDone({ left: 0, total: 0 })).toBe(1);
  });
});
