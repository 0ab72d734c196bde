import { describe, expect, it } from 'vitest';
import { HUNT_MS, huntAt, huntBounty, pickTargets } from '../../../src/domain/hunts';

describe('skin hunts', () => {
  it('one hunt per UTC day, named by its date, [start, end)', () => {
    const t = Date.UTC(2026, 10, 24, 13, 5);
    expect(huntAt(t)).toEqual({
      id: 'hunt-2026-11-24',
      startsAt: Date.UTC(2026, 10, 24),
      endsAt: Date.UTC(2026, 10, 25),
    });
    expect(huntAt(Date.UTC(2026, 10, 25) - 1).id).toBe('hunt-2026-11-24');
    expect(huntAt(Date.UTC(2026, 10, 25)).id).toBe('hunt-2026-11-25');
    expect(huntAt(t).endsAt - huntAt(t).startsAt).toBe(HUNT_MS);
  });

  it('bounties are a hundredth of the price in whole points, 5 to 100, in point units', () => {
    expect(huntBounty(2000)).toBe(20_000);
    expect(huntBounty(10)).toBe(5_000);
    expect(huntBounty(1_000_000)).toBe(100_000);
  });

  it('targets are picked the same way everywhere, one per weapon, at most five', () => {
    const items = Array.from({ length: 40 }, (_, i) => ({ id: `i${i}`, weapon: `w${i % 8}` }));
    const a = pickTargets('hunt-2026-11-24', items);
    expect(a).toHaveLength(5);
    expect(new Set(a.map((x) => x.weapon)).size).toBe(5);
    expect(pickTargets('hunt-2026-11-24', [...items].reverse())).toEqual(a);
    expect(pickTargets('hunt-2026-11-25', items)).not.toEqual(a);
    expect(pickTargets('h', items.slice(0, 3))).toHaveLength(3);
  });
});
