import { describe, expect, it } from 'vitest';
import { gaugeHeight, layoutGauge, ticketTurn, turnTicket, winArc } from '../../../src/arena/core/gauge';
import { positionAt } from '../../../src/arena/core/timeline';
import { toUpgradeModel } from '../../../src/arena/core/upgrade-model';
import { FLOURISH_MS, planUpgrade, UPGRADE_LAPS } from '../../../src/arena/core/upgrade-plan';
import type { UpgradeShow } from '../../../src/arena/core/show';

const TICKETS = [1, 2, 999, 1000, 25000, 49999, 50000, 50001, 79999, 80000, 80001, 99999, 100000];

describe('gauge geometry', () => {
  it('puts every ticket back under the pointer, whatever the laps before it', () => {
    for (const t of TICKETS)
      for (const laps of [0, 1, UPGRADE_LAPS]) expect(turnTicket(laps + ticketTurn(t))).toBe(t);
  });

  it('covers exactly tickets 1..winTickets with the win arc, from 12 o’clock clockwise', () => {
    for (const win of [1000, 47500, 80000]) {
      const { fromTurn, toTurn } = winArc(win);
      expect(fromTurn).toBe(0);
      expect(toTurn).toBeCloseTo(win / 100000, 12);
      for (const t of TICKETS) expect(ticketTurn(t) < toTurn).toBe(t <= win);
    }
    expect(winArc(-5).toTurn).toBe(0);
    expect(winArc(250000).toTurn).toBe(1);
  });

  it.each([
    [390, gaugeHeight(390)],
    [420, 420],
    [1280, 420],
  ])('fits the ring, pointer and centre into %i x %i', (w, h) => {
    const l = layoutGauge(w, h);
    const outer = l.ringRadius + l.ringWidth / 2 + l.pointerReach;
    expect(l.cx - outer).toBeGreaterThanOrEqual(0);
    expect(l.cy - outer).toBeGreaterThanOrEqual(0);
    expect(l.cx + outer).toBeLessThanOrEqual(w);
    expect(l.cy + outer).toBeLessThanOrEqual(h);
    expect(l.tickInner).toBeLessThan(l.tickOuter);
    expect(l.tickOuter).toBeLessThan(l.ringRadius - l.ringWidth / 2);
    // The card's corners and the caption stay inside the free centre disc.
    const { x, y, w: cw, h: ch } = l.card;
    for (const [px, py] of [
      [x, y],
      [x + cw, y],
      [x, y + ch],
      [x + cw, y + ch],
    ])
      expect(Math.hypot(px - l.cx, py - l.cy)).toBeLessThan(l.inner);
    expect(l.captionY + l.captionSize * 1.3 - l.cy).toBeLessThan(l.inner);
  });

  it('gives pages a near-square box between 280 and 420 px', () => {
    expect(gaugeHeight(300)).toBe(280);
    expect(gaugeHeight(390)).toBe(359);
    expect(gaugeHeight(1000)).toBe(420);
  });
});

describe('planUpgrade', () => {
  it('spins forward, whole laps first, and comes to rest exactly on the roll', () => {
    for (const roll of TICKETS) {
      const plan = planUpgrade({ roll, winTickets: 50000, spinMs: 5000 });
      let prev = -Infinity;
      for (let t = -50; t <= plan.landMs + 200; t += 11) {
        const p = positionAt(plan.spin, t);
        expect(p).toBeGreaterThanOrEqual(prev);
        prev = p;
      }
      expect(positionAt(plan.spin, plan.landMs)).toBeCloseTo(UPGRADE_LAPS + ticketTurn(roll), 12);
      expect(turnTicket(positionAt(plan.spin, plan.landMs + 1000))).toBe(roll);
      expect(plan.won).toBe(roll <= 50000);
      expect(plan.landMs).toBe(5000);
      expect(plan.endMs).toBe(5000 + FLOURISH_MS);
    }
  });

  it('ticks as the pointer passes the marks, at most 30 a second, then reveals at the landing', () => {
    const plan = planUpgrade({ roll: 12345, winTickets: 60000, spinMs: 5000, rarity: 2 });
    const ticks = plan.cues.filter((c) => c.kind === 'tick');
    expect(ticks.length).toBeGreaterThan(40);
    for (let i = 1; i < ticks.length; i++)
      expect(ticks[i].atMs - ticks[i - 1].atMs).toBeGreaterThanOrEqual(1000 / 30 - 1);
    expect(ticks.every((c) => c.atMs <= plan.landMs)).toBe(true);
    const tail = plan.cues.slice(ticks.length);
    expect(tail).toEqual([
      { atMs: 5000, kind: 'reveal', rarity: 2 },
      { atMs: 5000, kind: 'win', rarity: 2 },
    ]);
  });

  it('a loss reveals with the plain sound and no win sting', () => {
    const plan = planUpgrade({ roll: 90000, winTickets: 60000, spinMs: 5000, rarity: 1 });
    expect(plan.won).toBe(false);
    expect(plan.cues.filter((c) => c.kind !== 'tick')).toEqual([{ atMs: 5000, kind: 'reveal', rarity: 7 }]);
  });

  it('reduced motion does not spin: the pointer is on the roll from the start', () => {
    const plan = planUpgrade({ roll: 777, winTickets: 1000, spinMs: 5000, reducedMotion: true });
    expect(plan.landMs).toBe(0);
    for (const t of [-100, 0, 1, 500]) expect(turnTicket(positionAt(plan.spin, t))).toBe(777);
    expect(plan.cues.map((c) => c.kind)).toEqual(['reveal', 'win']);
    expect(plan.endMs).toBe(FLOURISH_MS);
  });

  it('fast mode spins in 40% of the time and still lands on the roll', () => {
    const plan = planUpgrade({ roll: 55555, winTickets: 50000, spinMs: 5000, fastSpin: true });
    expect(plan.landMs).toBe(2000);
    expect(turnTicket(positionAt(plan.spin, 2000))).toBe(55555);
  });
});

describe('toUpgradeModel', () => {
  const base: UpgradeShow = {
    kind: 'upgrade',
    upgradeId: null,
    winTickets: 47500,
    roll: null,
    target: { id: 'awp', name: 'AWP | Asiimov', priceCents: 2000, rarity: 3 },
    stakeCents: 1000,
    labels: { chance: 'Chance', won: 'Upgraded', lost: 'Lost' },
  };

  it('waits with no roll, and computes the multiplier from stake and target', () => {
    const m = toUpgradeModel(base);
    expect(m).toMatchObject({ key: null, roll: null, won: null, multiplier: 2, winTickets: 47500 });
    expect(m.items).toEqual([base.target]);
    expect(m.money.locale).toBe('en-US');
  });

  it('decides the result from the roll (win at roll <= winTickets)', () => {
    expect(toUpgradeModel({ ...base, upgradeId: 'u1', roll: 47500 })).toMatchObject({ key: 'u1', won: true });
    expect(toUpgradeModel({ ...base, upgradeId: 'u1', roll: 47501 })).toMatchObject({ won: false });
  });

  it('treats a roll without an id, or outside 1..100000, as no roll', () => {
    expect(toUpgradeModel({ ...base, roll: 5 }).key).toBeNull();
    for (const roll of [0, 100001, 1.5])
      expect(toUpgradeModel({ ...base, upgradeId: 'u', roll })).toMatchObject({ key: null, roll: null });
  });
});
