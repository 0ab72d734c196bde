// What the battle page shows outside the arena: only the rounds the arena has landed, the result once it shows it;
// and the price Play again asks before it charges.
import { describe, expect, it } from 'vitest';
import { noProgress, resultVisible, seatView } from '../../../src/features/battles/landed';
import { replayPrice } from '../../../src/features/battles/PlayAgain';
import type { BattleRoll } from '../../../src/protocol/battle';
import type { BattleCase } from '../../../src/protocol/types';
import { battlePlayer, battleView } from '../lib/battle-fixtures';

const roll = (round: number, price: number): BattleRoll => ({
  userID: 'u1',
  round,
  slot: 1,
  roll: 1,
  price,
  itemID: `i${round}`,
  item: null,
});
const player = battlePlayer(1, {
  rolls: [roll(1, 250), roll(2, 650), roll(3, 3200)],
  rollAmount: 4100,
  isWinner: true,
  winAmount: 8200,
});
const playing = battleView({ status: 'playing', currentRound: 3, totalRound: 3, users: [player] });
const finished = { ...playing, status: 'finished' as const };
const at = (landed: number, resultShown = false) => ({ battleId: 'b1', landed, resultShown });

describe('seatView', () => {
  it.each([
    [0, 0, []],
    [1, 250, [1]],
    [2, 900, [2, 1]],
    [3, 4100, [3, 2, 1]],
  ])('with %i rounds landed totals %i from rounds %j (newest first)', (landed, total, rounds) => {
    const v = seatView(playing, player, at(landed));
    expect(v.total).toBe(total);
    expect(v.won.map((r) => r.round)).toEqual(rounds);
    expect(v.outcome).toBeNull();
  });

  it('shows the outcome only once the arena shows the result of the finished battle', () => {
    expect(seatView(finished, player, at(3)).outcome).toBeNull();
    expect(seatView(finished, player, at(3, true)).outcome).toEqual({ isWinner: true, winAmount: 8200 });
    // The server's result is not shown for a battle the arena has not finished playing, nor for a cancelled one.
    expect(seatView(playing, player, at(3, true)).outcome).toBeNull();
    expect(resultVisible({ ...finished, cancelled: true }, at(3, true))).toBe(false);
  });

  it("counts another battle's progress as nothing landed (a new battle opened in the same screen)", () => {
    const other = { battleId: 'b0', landed: 3, resultShown: true };
    expect(seatView(finished, player, other)).toEqual({ slot: 1, total: 0, won: [], outcome: null });
    expect(seatView(finished, player, noProgress('b1')).total).toBe(0);
  });
});

describe('replayPrice', () => {
  const cases = [
    { case: { id: 'c1', price: 939 }, quantity: 2 },
    { case: { id: 'c2', price: 250 }, quantity: 1 },
  ] as unknown as BattleCase[];
  it("asks today's case prices, which the server charges", () => {
    expect(
      replayPrice(
        { cases, fixedPrice: 2128 },
        new Map([
          ['c1', 1000],
          ['c2', 300],
        ]),
      ),
    ).toBe(2300);
  });
  it("falls back to the battle's own price while a case's price is unknown", () => {
    expect(replayPrice({ cases, fixedPrice: 2128 }, new Map([['c1', 1000]]))).toBe(2128);
  });
});
