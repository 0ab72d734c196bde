import { describe, expect, it } from 'vitest';
import {
  REROLL_CURSOR,
  battleCost,
  decideWinners,
  distributeWinnings,
  expandRounds,
  rollCursor,
  sidesOf,
  slotCount,
  slotTotals,
  splitEven,
  teamOf,
  type BattleMode,
  type BattleType,
  type Prize,
} from '../../../src/domain/battle-rules';
import { battleClientSeed, roll } from '../../../src/domain/fairness';

const SERVER_SEED = 'b7f1c2a9d0e34f5a8c6b2e1d9f0a7c3e5b8d2f4a6c1e3b5d7f9a0c2e4b6d8f1a';
const SLOT_SEEDS = ['alice-seed', 'bot-3f9a', 'carol', 'dave'];

describe('battle rolls (FAIRNESS.md golden vectors)', () => {
  const clientSeed = battleClientSeed(SLOT_SEEDS);
  it('fixes the battle client seed from the slot seeds in slot order', () => {
    expect(clientSeed).toBe('94327a70806eaa46605777bfe6cef16e289f13e071c48776ecb06611f47ae6b6');
  });
  it.each([
    [1, 1, 27857],
    [1, 2, 7110],
    [1, 3, 83540],
    [1, 4, 90770],
    [2, 1, 42037],
    [3, 4, 88473],
  ])('round %i slot %i rolls %i', (round, slot, expected) => {
    expect(roll(SERVER_SEED, clientSeed, 42, rollCursor(round, slot))).toBe(expected);
  });
  it('rerolls with the cursor "reroll" and splits 3 tied candidates as the vectors say', () => {
    const value = roll(SERVER_SEED, clientSeed, 42, REROLL_CURSOR);
    expect(value).toBe(89927);
    const totals = new Map([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    const d = decideWinners('single', 'default', totals, () => value);
    expect(d.reroll?.candidates.map((c) => [c.rangeMin, c.rangeMax])).toEqual([
      [1, 33333],
      [33334, 66666],
      [66667, 100000],
    ]);
    expect(d.winners).toEqual([3]);
  });
});

describe('shape of a battle', () => {
  it.each([
    ['single', 2, 2],
    ['single', 3, 3],
    ['single', 4, 4],
    ['team', 2, 4],
    ['team', 4, 4],
  ] as [BattleType, number, number][])('%s with %i players has %i slots', (type, players, slots) => {
    expect(slotCount(type, players)).toBe(slots);
  });
  it('refuses 1 or 5 single players', () => {
    expect(() => slotCount('single', 1)).toThrow();
    expect(() => slotCount('single', 5)).toThrow();
  });
  it('numbers rounds in case order, each case repeated by its quantity', () => {
    expect(expandRounds([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toEqual([0, 0, 1, 2, 2, 2]);
    expect(() => expandRounds([{ quantity: 0 }])).toThrow();
  });
  it('costs the sum of case prices times quantities', () => {
    expect(
      battleCost([
        { price: 250, quantity: 2 },
        { price: 99, quantity: 3 },
      ]),
    ).toBe(797);
  });
  it('puts slots 1-2 in ct and 3-4 in t', () => {
    expect([1, 2, 3, 4].map(teamOf)).toEqual(['ct', 'ct', 't', 't']);
    expect(sidesOf('team', [4, 1, 3, 2])).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(sidesOf('single', [3, 1, 2])).toEqual([[1], [2], [3]]);
  });
});

const noReroll = () => {
  throw new Error('no reroll expected');
};

describe('winners', () => {
  const cases: [string, BattleType, BattleMode, [number, number][], number[]][] = [
    [
      'default: highest wins',
      'single',
      'default',
      [
        [1, 100],
        [2, 300],
        [3, 200],
      ],
      [2],
    ],
    [
      'crazy: lowest wins',
      'single',
      'crazy',
      [
        [1, 100],
        [2, 300],
        [3, 200],
      ],
      [1],
    ],
    [
      'sharing: everybody',
      'single',
      'sharing',
      [
        [1, 100],
        [2, 300],
      ],
      [1, 2],
    ],
    [
      'team default: team totals compared',
      'team',
      'default',
      [
        [1, 100],
        [2, 100],
        [3, 150],
        [4, 10],
      ],
      [1, 2],
    ],
    [
      'team crazy: lowest team',
      'team',
      'crazy',
      [
        [1, 100],
        [2, 100],
        [3, 150],
        [4, 10],
      ],
      [3, 4],
    ],
    [
      'a zero total can win crazy',
      'single',
      'crazy',
      [
        [1, 0],
        [2, 1],
      ],
      [1],
    ],
  ];
  it.each(cases)('%s', (_name, type, mode, totals, winners) => {
    expect(decideWinners(type, mode, new Map(totals), noReroll)).toEqual({ winners, reroll: null });
  });

  it('breaks a tie of two teams: ct gets the lower half of the tickets', () => {
    const totals = new Map([
      [1, 100],
      [2, 50],
      [3, 75],
      [4, 75],
    ]);
    const low = decideWinners('team', 'default', totals, () => 50000);
    expect(low.winners).toEqual([1, 2]);
    expect(low.reroll?.candidates).toEqual([
      { slots: [1, 2], rangeMin: 1, rangeMax: 50000 },
      { slots: [3, 4], rangeMin: 50001, rangeMax: 100000 },
    ]);
    expect(decideWinners('team', 'default', totals, () => 50001).winners).toEqual([3, 4]);
  });

  it('only the tied best take part in the reroll, in slot order', () => {
    const d = decideWinners(
      'single',
      'crazy',
      new Map([
        [1, 5],
        [2, 9],
        [3, 5],
        [4, 7],
      ]),
      () => 1,
    );
    expect(d.reroll?.candidates.map((c) => c.slots)).toEqual([[1], [3]]);
    expect(d.winners).toEqual([1]);
  });
});

const prize = (round: number, slot: number, price: number): Prize => ({
  round,
  slot,
  itemId: `i${round}-${slot}`,
  price,
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('winnings', () => {
  it('splits evenly with the remainder to the first (lowest) slots', () => {
    expect(splitEven(10, 3)).toEqual([4, 3, 3]);
    expect(splitEven(11, 4)).toEqual([3, 3, 3, 2]);
    expect(splitEven(0, 2)).toEqual([0, 0]);
  });

  it('gives a single winner every item', () => {
    const prizes = [prize(1, 1, 100), prize(1, 2, 300), prize(2, 1, 5), prize(2, 2, 7)];
    const out = distributeWinnings('default', [1, 2], prizes, [2]);
    expect(out.get(2)!.items).toHaveLength(4);
    expect(out.get(2)!.total).toBe(412);
    expect(out.get(1)!.total).toBe(0);
  });

  it("team winners keep their own items and share the losers' items about evenly", () => {
    const prizes = [
      prize(1, 1, 10),
      prize(1, 2, 20),
      prize(1, 3, 500),
      prize(1, 4, 300),
      prize(2, 3, 250),
      prize(2, 4, 40),
    ];
    const out = distributeWinnings('default', [1, 2, 3, 4], prizes, [1, 2]);
    // losers' items by value: 500 -> slot 1, 300 -> slot 2, 250 -> slot 2, 40 -> slot 1
    expect(out.get(1)!.items.map((p) => p.price)).toEqual([500, 40, 10]);
    expect(out.get(2)!.items.map((p) => p.price)).toEqual([300, 250, 20]);
    expect(out.get(1)!.total + out.get(2)!.total).toBe(1120);
    expect(out.get(3)!.total + out.get(4)!.total).toBe(0);
  });

  it('sharing: everyone gets exactly their share, items first, coin for the rest', () => {
    const prizes = [prize(1, 1, 1000), prize(1, 2, 1), prize(1, 3, 2)];
    const out = distributeWinnings('sharing', [1, 2, 3], prizes, [1, 2, 3]);
    // pot 1003 -> 335, 334, 334; the 1000 item fits nobody's share, so it is paid as coin
    expect([1, 2, 3].map((s) => out.get(s)!.total)).toEqual([335, 334, 334]);
    expect(out.get(1)!.items).toEqual([]);
    expect(out.get(1)!.coin).toBe(335);
    expect(out.get(2)!.items.map((p) => p.price)).toEqual([1]);
    expect(out.get(3)!.items.map((p) => p.price)).toEqual([2]);
    expect(
      sum([1, 2, 3].flatMap((s) => out.get(s)!.items.map((p) => p.price))) +
        sum([1, 2, 3].map((s) => out.get(s)!.coin)),
    ).toBe(1003);
  });

  it('keeps the books exact for many random battles', () => {
    let seed = 12345;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 500; n++) {
      const players = 2 + Math.floor(rnd() * 3);
      const type: BattleType = players === 4 && rnd() < 0.5 ? 'team' : 'single';
      const mode: BattleMode = (['default', 'crazy', 'sharing'] as const)[Math.floor(rnd() * 3)];
      const slots = Array.from({ length: players }, (_, i) => i + 1);
      const rounds = 1 + Math.floor(rnd() * 6);
      const prizes = slots.flatMap((s) =>
        Array.from({ length: rounds }, (_, r) => prize(r + 1, s, Math.floor(rnd() * 5000))),
      );
      const pot = sum(prizes.map((p) => p.price));
      const d = decideWinners(type, mode, slotTotals(slots, prizes), () => 1 + Math.floor(rnd() * 100000));
      const out = distributeWinnings(mode, slots, prizes, d.winners);
      const payouts = [...out.values()];
      expect(sum(payouts.map((p) => p.total))).toBe(pot);
      for (const p of payouts) {
        expect(p.coin).toBeGreaterThanOrEqual(0);
        expect(p.total).toBe(sum(p.items.map((i) => i.price)) + p.coin);
      }
      const handedOut = payouts.flatMap((p) => p.items.map((i) => `${i.round}:${i.slot}`));
      expect(new Set(handedOut).size).toBe(handedOut.length);
      if (mode !== 'sharing') expect(sum(payouts.map((p) => p.coin))).toBe(0);
      if (mode === 'sharing') expect(payouts.map((p) => p.total)).toEqual(splitEven(pot, players));
    }
  });
});
