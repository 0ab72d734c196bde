// A countdown's arithmetic: seconds left, the split into units, the clock text and the spoken units.
import { describe, expect, it } from 'vitest';
import { clockText, secondsLeft, splitSeconds, spokenUnits } from '../../../src/components/countdown';

describe('seconds left', () => {
  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('until %i at %i is %i', (end, now, want) => {
    expect(secondsLeft(end, now)).toBe(want);
  });
});

describe('clock text', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [86_400 + 3723, '01:02:03'],
  ])('%i seconds read %s', (s, want) => {
    expect(clockText(splitSeconds(s))).toBe(want);
  });

  it('keeps whole days apart', () => {
    expect(splitSeconds(2 * 86_400 + 5)).toEqual({
      days: 2,
      hours: 0,
      minutes: 0,
      seconds: 5,
      total: 172_805,
    });
  });
});

describe('spoken units', () => {
  it('names the units that are not zero, largest first', () => {
    expect(spokenUnits(splitSeconds(86_400 + 61))).toEqual([
      { unit: 'days', count: 1 },
      { unit: 'minutes', count: 1 },
      { unit: 'seconds', count: 1 },
    ]);
  });

  it('says zero seconds when the time is up', () => {
    expect(spokenUnits(splitSeconds(0))).toEqual([{ unit: 'seconds', count: 0 }]);
  });
});
