import { describe, expect, it } from 'vitest';
import { applyHuntFound } from '../../../src/api/hunt';
import type { HuntListAnswer, HuntTarget } from '../../../src/protocol/hunt';

const target = (id: string): HuntTarget => ({
  item: {
    id,
    name: `AK-47 | ${id}`,
    weapon: 'AK-47',
    finish: id,
    rarity: 3,
    price: 1000,
    image: '',
    base: 'AK-47',
    pattern: id,
    exterior: 'Field-Tested',
    stattrak: false,
  },
  bounty: 100_000,
  winner: null,
  wonAt: null,
});

const list = (): HuntListAnswer => ({
  current: { id: 'hunt-2026-11-24', startsAt: 0, endsAt: 1, targets: [target('a'), target('b')] },
  recent: [],
  now: 0,
});
const winner = { userID: 'u1', nickname: 'Ann', avatar: '/a.svg' };

describe('a live hunt find', () => {
  it('marks the found target of the running hunt', () => {
    const d = list();
    applyHuntFound(d, { huntID: 'hunt-2026-11-24', itemID: 'b', winner, bounty: 100_000, wonAt: 5 });
    expect(d.current!.targets[1]).toMatchObject({ winner, wonAt: 5 });
    expect(d.current!.targets[0].winner).toBe(null);
  });

  it('ignores another hunt, an unknown target and a second finder', () => {
    const d = list();
    applyHuntFound(d, { huntID: 'hunt-2026-11-23', itemID: 'a', winner, bounty: 1, wonAt: 1 });
    applyHuntFound(d, { huntID: 'hunt-2026-11-24', itemID: 'zz', winner, bounty: 1, wonAt: 1 });
    expect(d.current!.targets.every((t) => t.winner === null)).toBe(true);
    applyHuntFound(d, { huntID: 'hunt-2026-11-24', itemID: 'a', winner, bounty: 1, wonAt: 2 });
    applyHuntFound(d, {
      huntID: 'hunt-2026-11-24',
      itemID: 'a',
      winner: { ...winner, userID: 'u2' },
      bounty: 1,
      wonAt: 3,
    });
    expect(d.current!.targets[0]).toMatchObject({ winner, wonAt: 2 });
  });
});
