import { describe, expect, it } from 'vitest';
import {
  FEAST_EPOCH,
  FEAST_MS,
  LADDER,
  OFFER_BANDS,
  feastAt,
  pickOfferItems,
  pointPrice,
  rungOf,
  rungState,
  seasonOf,
  ticketPrice,
  ticketsDue,
  TICKET_RATE,
} from '../../../src/domain/feast';

describe('the feast', () => {
  it('feasts run back to back, 14 days each from the epoch, named by their first day', () => {
    const t = Date.UTC(2026, 6, 20, 12);
    const f = feastAt(t);
    expect(f.endsAt - f.startsAt).toBe(FEAST_MS);
    expect((f.startsAt - FEAST_EPOCH) % FEAST_MS).toBe(0);
    expect(f.startsAt).toBeLessThanOrEqual(t);
    expect(f.endsAt).toBeGreaterThan(t);
    expect(f.id).toBe(`feast-${new Date(f.startsAt).toISOString().slice(0, 10)}`);
    expect(feastAt(f.endsAt - 1)).toEqual(f);
    expect(feastAt(f.endsAt).startsAt).toBe(f.endsAt);
    expect(feastAt(f.startsAt - 1).endsAt).toBe(f.startsAt);
    expect(feastAt(FEAST_EPOCH).id).toBe('feast-2024-01-01');
  });

  it('a feast is named by the season its first day falls in', () => {
    expect(seasonOf(Date.UTC(2026, 0, 5))).toBe('winter');
    expect(seasonOf(Date.UTC(2026, 11, 31))).toBe('winter');
    expect(seasonOf(Date.UTC(2026, 2, 1))).toBe('spring');
    expect(seasonOf(Date.UTC(2026, 5, 1))).toBe('summer');
    expect(seasonOf(Date.UTC(2026, 8, 30))).toBe('autumn');
    expect(feastAt(Date.UTC(2026, 6, 20)).season).toBe(seasonOf(feastAt(Date.UTC(2026, 6, 20)).startsAt));
  });

  it('tickets are whole and computed from the running total, so fractions carry over', () => {
    expect(TICKET_RATE).toEqual({ cents: 100, tickets: 1 });
    expect(ticketsDue(99, TICKET_RATE)).toBe(0);
    expect(ticketsDue(100, TICKET_RATE)).toBe(1);
    expect(ticketsDue(250, TICKET_RATE)).toBe(2);
    // Three wagers of 150 cents: 1 + 2 + 1 tickets credited as the total crosses 100, 300 and 400.
    const credited = [150, 300, 450].map(
      (total, i, all) => ticketsDue(total, TICKET_RATE) - (i === 0 ? 0 : ticketsDue(all[i - 1], TICKET_RATE)),
    );
    expect(credited).toEqual([1, 2, 1]);
    expect(ticketsDue(1000, { cents: 100, tickets: 3 })).toBe(30);
    expect(ticketsDue(0, TICKET_RATE)).toBe(0);
  });

  it('the ladder climbs in tickets and points, and a rung is claimable once reached', () => {
    expect(LADDER.map((r) => r.step)).toEqual([1, 2, 3, 4, 5]);
    for (let i = 1; i < LADDER.length; i++) {
      expect(LADDER[i].tickets).toBeGreaterThan(LADDER[i - 1].tickets);
      expect(LADDER[i].points).toBeGreaterThan(LADDER[i - 1].points);
    }
    expect(LADDER[0]).toEqual({ step: 1, tickets: 10, points: 5_000 });
    expect(rungOf(LADDER, 6)).toBeUndefined();
    const r = rungOf(LADDER, 2)!;
    expect(rungState(r, 49, new Set())).toEqual({ claimed: false, claimable: false });
    expect(rungState(r, 50, new Set())).toEqual({ claimed: false, claimable: true });
    expect(rungState(r, 500, new Set([2]))).toEqual({ claimed: true, claimable: false });
  });
});

describe('marketplace prices and picks', () => {
  it('prices follow the catalog price: a ticket per cent, a point per cent', () => {
    expect(ticketPrice(1000)).toBe(1000);
    expect(ticketPrice(0)).toBe(1);
    expect(ticketPrice(1001)).toBe(1001);
    expect(pointPrice(1000)).toBe(1_000_000);
    expect(pointPrice(150)).toBe(150_000);
    expect(pointPrice(0)).toBe(1_000);
  });

  it('one item per price band, the same whatever the candidate order, different per seed', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({ id: `i${i}`, price: 20 + i * 70 }));
    const a = pickOfferItems('feast-2026-07-13', items);
    expect(a).toHaveLength(OFFER_BANDS.length);
    a.forEach((x, i) => {
      expect(x.price).toBeGreaterThanOrEqual(OFFER_BANDS[i][0]);
      expect(x.price).toBeLessThan(OFFER_BANDS[i][1]);
    });
    expect(pickOfferItems('feast-2026-07-13', [...items].reverse())).toEqual(a);
    expect(pickOfferItems('feast-2026-07-27', items)).not.toEqual(a);
    expect(pickOfferItems('x', items.slice(0, 2))).toHaveLength(1);
  });
});
