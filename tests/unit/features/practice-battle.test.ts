import { describe, expect, it } from 'vitest';
import { practiceBattle } from '../../../src/features/battles/practice-battle';
import { battleClientSeed, roll } from '../../../src/domain/fairness';
import type { CaseDetail, CatalogItem } from '../../../src/protocol/catalog';

const item = (id: string, price: number, rarity: number): CatalogItem => ({
  id,
  name: id,
  weapon: 'AK-47',
  finish: id,
  rarity,
  price,
  image: '',
  base: 'AK-47',
  pattern: id,
  exterior: 'FT',
  stattrak: false,
});

// A case whose first 10% holds the big item.
const detail: CaseDetail = {
  id: 'c1',
  slug: 'c1',
  title: 'Test case',
  type: 'featured',
  image: '',
  price: 500,
  odds: {
    rows: [
      {
        item: item('big', 5000, 2),
        chance: 10_000,
        fixedPrice: 5000,
        rangeMin: 1,
        rangeMax: 10_000,
        chancePercent: '10%',
      },
      {
        item: item('small', 100, 6),
        chance: 90_000,
        fixedPrice: 100,
        rangeMin: 10_001,
        rangeMax: 100_000,
        chancePercent: '90%',
      },
    ],
  },
};

const seats = [
  { nickname: 'You', avatar: '', isBot: false },
  { nickname: 'Bot 1', avatar: '', isBot: true },
  { nickname: 'Bot 2', avatar: '', isBot: true },
];
const seeds = { serverSeed: 'a'.repeat(64), slotSeeds: ['s1', 's2', 's3'] };

describe('practice battle', () => {
  it('rolls every seat of every round with the provably fair roll on the odds, and decides as a real battle', () => {
    const b = practiceBattle(
      { cases: [{ case: detail, quantity: 3 }], type: 'single', players: 3, mode: 'default', seats },
      seeds,
      1000,
    );
    const clientSeed = battleClientSeed(seeds.slotSeeds);
    expect(b).toMatchObject({
      status: 'finished',
      totalRound: 3,
      currentRound: 3,
      players: 3,
      startedAt: 1000,
      clientSeed,
    });
    for (const u of b.users) {
      expect(u.rolls.map((r) => r.round)).toEqual([1, 2, 3]);
      for (const r of u.rolls) {
        const value = roll(seeds.serverSeed, clientSeed, 1, `${r.round}:${u.slot}`);
        expect(r.roll).toBe(value);
        expect(r.itemID).toBe(value <= 10_000 ? 'big' : 'small');
      }
      expect(u.rollAmount).toBe(u.rolls.reduce((s, r) => s + r.price, 0));
    }
    // Default mode, one winner (or a reroll among the tied): the winner takes home every item's value.
    const pot = b.users.reduce((s, u) => s + u.rollAmount, 0);
    const winners = b.users.filter((u) => u.isWinner);
    expect(winners).toHaveLength(1);
    expect(winners[0].winAmount).toBe(pot);
    const best = Math.max(...b.users.map((u) => u.rollAmount));
    expect(winners[0].rollAmount).toBe(best);
    expect(b.users.filter((u) => !u.isWinner).every((u) => u.winAmount === 0)).toBe(true);
  });

  it('sharing splits the pot equally, crazy picks the lowest, and the same seeds give the same battle', () => {
    const setup = { cases: [{ case: detail, quantity: 2 }], type: 'single' as const, players: 3, seats };
    const sharing = practiceBattle({ ...setup, mode: 'sharing' }, seeds, 0);
    const pot = sharing.users.reduce((s, u) => s + u.rollAmount, 0);
    expect(sharing.users.every((u) => u.isWinner)).toBe(true);
    expect(sharing.users.reduce((s, u) => s + u.winAmount, 0)).toBe(pot);
    const crazy = practiceBattle({ ...setup, mode: 'crazy' }, seeds, 0);
    const low = Math.min(...crazy.users.map((u) => u.rollAmount));
    expect(crazy.users.filter((u) => u.isWinner).every((u) => u.rollAmount === low)).toBe(true);
    expect(practiceBattle({ ...setup, mode: 'crazy' }, seeds, 0)).toEqual(crazy);
  });
});
