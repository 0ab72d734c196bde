import { describe, expect, it } from 'vitest';
import { battleShowFrom } from '../../../src/arena/core/from-battle';
import { toStageModel } from '../../../src/arena/core/stage-model';
import { DEMO_LABELS } from '../../bench/arena/lab/demo-data';
import { BATTLE_TIMING } from '../../../src/domain/battle-timing';
import type { Battle, BattleItem, BattleUser } from '../../../src/protocol/types';
import { battleSummary, teamReroll } from '../lib/battle-fixtures';

const item = (id: string, rarity: string, price: number): BattleItem => ({
  id,
  name: `AK-47 | ${id}`,
  weapon: 'AK-47',
  finish: id,
  rarity,
  rarityRank: rarity === 'Covert' ? 2 : 7,
  price,
  image: `/items/${id}.svg`,
  base: 'AK-47',
  pattern: id,
  exterior: 'Field-Tested',
  stattrak: false,
});
const a = item('a', 'Covert', 5000);
const b = item('b', 'Consumer', 10);
const user = (slot: number, rolls: string[], extra: Partial<BattleUser> = {}): BattleUser => ({
  userID: `u${slot}`,
  slot,
  user: { nickname: `player${slot}`, avatar: '', level: { lv: 1 }, isBot: slot === 4, isVerified: false },
  isWinner: false,
  winAmount: 0,
  rollAmount: 0,
  rolls: rolls.map((itemID) => ({ userID: `u${slot}`, price: itemID === 'a' ? 5000 : 10, itemID })),
  loots: [],
  clientSeed: 'x',
  withBot: false,
  ...extra,
});

function battle(over: Partial<Battle>): Battle {
  return battleSummary({
    id: 'B1',
    status: 'playing',
    type: 'team',
    cases: [
      {
        case: {
          id: 'c1',
          title: 'One',
          odds: {
            rows: [
              { item: a, chance: 1000, fixedPrice: 0, rangeMin: 1, rangeMax: 1000, chancePercent: 1 },
              { item: b, chance: 99000, fixedPrice: 0, rangeMin: 1001, rangeMax: 100000, chancePercent: 99 },
            ],
          },
        },
        quantity: 2,
      },
      {
        case: {
          id: 'c2',
          title: 'Two',
          odds: {
            rows: [
              { item: b, chance: 100000, fixedPrice: 0, rangeMin: 1, rangeMax: 100000, chancePercent: 100 },
            ],
          },
        },
        quantity: 1,
      },
    ],
    users: [user(3, ['b', 'a']), user(1, ['a', 'b']), user(2, ['b', 'b']), user(4, ['b', 'b'])],
    currentRound: 2,
    totalRound: 3,
    clientSeed: 'c',
    nonce: 1,
    startedAt: 1_000_000,
    ...over,
  });
}

describe('battleShowFrom', () => {
  it('maps a playing team battle: slots in order, rounds so far with start times, cases repeated by quantity', () => {
    const show = battleShowFrom(battle({}), { labels: DEMO_LABELS });
    expect(show.players.map((p) => [p.slot, p.name])).toEqual([
      [1, 'player1'],
      [2, 'player2'],
      [3, 'player3'],
      [4, 'player4'],
    ]);
    expect(show.rounds.map((r) => r.caseId)).toEqual(['c1', 'c1']);
    expect(show.rounds[1].rolls).toEqual([
      { slot: 1, itemId: 'b' },
      { slot: 2, itemId: 'b' },
      { slot: 3, itemId: 'a' },
      { slot: 4, itemId: 'b' },
    ]);
    expect(show.rounds[1].startedAt).toBe(1_000_000 + BATTLE_TIMING.spinMs + BATTLE_TIMING.roundPauseMs);
    expect(show.items.find((i) => i.id === 'a')).toMatchObject({
      rarity: 2,
      priceCents: 5000,
      name: 'AK-47 | a',
    });
    expect(show.result).toBeNull();
    expect(toStageModel(show).mode).toBe('2v2');
  });

  it('maps a finished battle with a team reroll into one candidate per team', () => {
    const users = [
      user(1, ['a', 'b', 'b'], { isWinner: true, winAmount: 10030 }),
      user(2, ['b', 'b', 'b'], { isWinner: true }),
      user(3, ['b', 'a', 'b']),
      user(4, ['b', 'b', 'b']),
    ];
    const reroll = teamReroll(12, 'r');
    const show = battleShowFrom(battle({ status: 'finished', currentRound: 3, users, reroll }), {
      labels: DEMO_LABELS,
    });
    expect(show.rounds).toHaveLength(3);
    expect(show.rounds[2].caseId).toBe('c2');
    expect(show.reroll).toEqual({
      roll: 12,
      candidates: [
        { rangeMin: 1, rangeMax: 50000, slots: [1, 2] },
        { rangeMin: 50001, rangeMax: 100000, slots: [3, 4] },
      ],
    });
    expect(show.result?.winnerSlots).toEqual([1, 2]);
    expect(toStageModel(show).reroll?.candidates.map((c) => c.name)).toEqual(['CT', 'T']);
  });
});
