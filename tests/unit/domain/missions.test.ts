import { describe, expect, it } from 'vitest';
import {
  MISSIONS,
  missionById,
  missionClaimKey,
  missionComplete,
  missionProgress,
  missionWindow,
} from '../../../src/domain/missions';
import { rakebackAvailable, rakebackEarned } from '../../../src/domain/rakeback';
import { rankByWeapons } from '../../../src/domain/survey';

const t = (iso: string) => Date.parse(iso);

describe('mission windows', () => {
  it.each([
    ['2026-11-24T00:00:00.000Z', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    ['2026-11-24T23:59:59.999Z', '2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'],
    ['2026-12-31T12:00:00.000Z', '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('daily at %s runs %s to %s (UTC)', (now, start, end) => {
    expect(missionWindow('daily', t(now))).toEqual({ start: t(start), end: t(end) });
  });

  it.each([
    // 2026-11-23 is a Monday.
    ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-24T10:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-30T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['1970-01-01T00:00:00.000Z', '1969-12-29T00:00:00.000Z'],
    ['2027-01-01T05:00:00.000Z', '2026-12-28T00:00:00.000Z'],
  ])('weekly at %s starts on Monday %s', (now, start) => {
    const w = missionWindow('weekly', t(now));
    expect(w.start).toBe(t(start));
    expect(new Date(w.start).getUTCDay()).toBe(1);
    expect(w.end).toBe(t(start) + 7 * 86_400_000);
  });

  it('milestones never reset', () => {
    expect(missionWindow('once', t('2026-11-24T10:00:00Z'))).toEqual({ start: 0, end: null });
  });

  it('claim keys change with the window, not within it', () => {
    const m = missionById('daily-open-3')!;
    const a = missionClaimKey('u1', m, t('2026-11-24T01:00:00Z'));
    expect(a).toBe(`mission:u1:daily-open-3:${t('2026-11-24T00:00:00Z')}`);
    expect(missionClaimKey('u1', m, t('2026-11-24T23:00:00Z'))).toBe(a);
    expect(missionClaimKey('u1', m, t('2026-11-25T00:00:00Z'))).not.toBe(a);
    expect(missionClaimKey('u2', m, t('2026-11-24T01:00:00Z'))).not.toBe(a);
  });
});

describe('mission progress', () => {
  const m = missionById('weekly-battles-5')!;
  it.each([
    [-1, 0, false],
    [0, 0, false],
    [4, 4, false],
    [5, 5, true],
    [12, 5, true],
  ])('count %i shows %i (complete: %s)', (count, shown, complete) => {
    expect(missionProgress(m, count)).toBe(shown);
    expect(missionComplete(m, count)).toBe(complete);
  });

  it('every mission is well formed, with a unique id and a positive target and reward', () => {
    expect(new Set(MISSIONS.map((x) => x.id)).size).toBe(MISSIONS.length);
    for (const x of MISSIONS) {
      expect(x.target).toBeGreaterThan(0);
      expect(x.reward).toBeGreaterThan(0);
      expect(Number.isInteger(x.reward)).toBe(true);
      expect(x.kind === 'open_case_type').toBe(x.caseType !== undefined);
    }
  });
});

describe('rakeback', () => {
  it('is 1% of coins wagered as points (1 cent = 1 point = 1000 units), floored', () => {
    expect(rakebackEarned(0)).toBe(0);
    expect(rakebackEarned(-50)).toBe(0);
    expect(rakebackEarned(1)).toBe(10);
    expect(rakebackEarned(100_00)).toBe(100_000); // $100 wagered -> 100 points, worth $1 at the shop
  });
  it('carries fractions over: what is available is earned in total minus claimed', () => {
    expect(rakebackAvailable(15, 0)).toBe(150);
    expect(rakebackAvailable(25, 100)).toBe(150);
    expect(rakebackAvailable(25, 250)).toBe(0);
  });
});

describe('recommended order', () => {
  const cases = [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }];
  const odds = new Map([
    ['a', new Map([['AK-47', 10]])],
    [
      'b',
      new Map([
        ['AK-47', 5],
        ['AWP', 5],
      ]),
    ],
    ['c', new Map([['AK-47', 500]])],
    ['d', new Map([['Glock-18', 1000]])],
  ]);
  it('puts more favourite weapons first, then more tickets on them, and leaves the rest out', () => {
    expect(rankByWeapons(cases, odds, ['AK-47', 'AWP']).map((c) => c.id)).toEqual(['b', 'c', 'a']);
    expect(rankByWeapons(cases, odds, ['Glock-18']).map((c) => c.id)).toEqual(['d']);
    expect(rankByWeapons(cases, odds, [])).toEqual([]);
  });
});
