// Live event messages applied to the cached answers: a moved race board replaces its race (or the finished race of
// its kind), and the player's standing follows; a giveaway's counts move, and a new or drawn one asks for a refetch.
import { describe, expect, it } from 'vitest';
import { applyGiveawayChanged, applyRaceBoard } from '../../../src/api/contests';
import type {
  Giveaway,
  GiveawayListAnswer,
  Race,
  RaceCurrentAnswer,
  RaceStanding,
} from '../../../src/protocol/contests';

const standing = (userID: string, rank: number, wagered: number): RaceStanding => ({
  rank,
  place: rank,
  player: { userID, nickname: userID, avatar: '', level: 1, isBot: false },
  wagered,
  reachedAt: 0,
  prize: 0,
});
const race = (id: string, kind: Race['kind'], startsAt: number, standings: RaceStanding[]): Race => ({
  id,
  kind,
  startsAt,
  endsAt: startsAt + 1000,
  prizes: [],
  minWager: 0,
  standings,
  settled: false,
  settledAt: null,
});

describe('applyRaceBoard', () => {
  const answer = (): RaceCurrentAnswer => ({
    races: [race('d1', 'daily', 0, []), race('w1', 'weekly', 0, [])],
    me: { d1: null, w1: null },
    now: 1,
  });

  it('puts the moved board in place and follows the player onto it', () => {
    const d = answer();
    const moved = race('d1', 'daily', 0, [standing('bob', 1, 500), standing('me', 2, 300)]);
    expect(applyRaceBoard(d, { race: moved, now: 5 }, 'me')).toBe(true);
    expect(d.races[0].standings).toHaveLength(2);
    expect(d.me.d1?.rank).toBe(2);
    expect(d.races[1].id).toBe('w1');
    expect(d.now).toBe(5);
  });

  it('replaces the finished race of the same kind by the new one', () => {
    const d = answer();
    expect(applyRaceBoard(d, { race: race('d2', 'daily', 10, []), now: 11 }, null)).toBe(true);
    expect(d.races.map((r) => r.id)).toEqual(['d2', 'w1']);
    expect(d.me.d2).toBeNull();
  });

  it('ignores an older race it does not show', () => {
    const d = answer();
    expect(applyRaceBoard(d, { race: race('d0', 'daily', -10, []), now: 2 }, null)).toBe(false);
    expect(d.races[0].id).toBe('d1');
  });
});

describe('applyGiveawayChanged', () => {
  const g = (id: string): Giveaway => ({ id, status: 'open', entrants: 0, entries: 0 }) as Giveaway;
  const list = (): GiveawayListAnswer => ({
    list: [g('a')],
    recent: [{ ...g('old'), status: 'drawn' }],
    now: 0,
  });

  it('moves the counts of an open giveaway without a refetch', () => {
    const d = list();
    expect(applyGiveawayChanged(d, { giveawayID: 'a', status: 'open', entrants: 3, entries: 5 })).toBe(false);
    expect(d.list[0]).toMatchObject({ entrants: 3, entries: 5 });
  });

  it('asks for a refetch when one is drawn or unknown', () => {
    const d = list();
    expect(applyGiveawayChanged(d, { giveawayID: 'a', status: 'drawn', entrants: 3, entries: 5 })).toBe(true);
    expect(applyGiveawayChanged(d, { giveawayID: 'new', status: 'open', entrants: 1, entries: 1 })).toBe(
      true,
    );
    expect(applyGiveawayChanged(d, { giveawayID: 'old', status: 'drawn', entrants: 1, entries: 1 })).toBe(
      false,
    );
  });
});
