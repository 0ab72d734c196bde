import { describe, expect, it } from 'vitest';
import { planBattleRound } from '../../../src/arena/core/round-plan';
import { generateStrip } from '../../../src/arena/core/strip';
import {
  cardStart,
  effectiveSpinMs,
  isSettled,
  planSpin,
  positionAt,
} from '../../../src/arena/core/timeline';
import { CASE_ODDS } from './fixtures';

const geometry = { cardSize: 150, gap: 10, viewport: 600 };

function planFor(seed: string, extra: Partial<Parameters<typeof planSpin>[0]> = {}) {
  const strip = generateStrip({
    battleId: seed,
    round: 1,
    slot: 1,
    caseOdds: CASE_ODDS,
    winningItemId: 'knife',
  });
  const plan = planSpin({
    ...geometry,
    stripLength: strip.items.length,
    winnerIndex: strip.winnerIndex,
    landingOffset: strip.landingOffset,
    spinMs: 5500,
    rarity: 1,
    ...extra,
  });
  return { strip, plan };
}

describe('planSpin / positionAt', () => {
  it('is monotone and ends exactly at the landing point inside the winning card', () => {
    for (let s = 0; s < 200; s++) {
      const { strip, plan } = planFor(`mono${s}`);
      let prev = -Infinity;
      for (let t = -100; t <= plan.totalMs + 500; t += 7) {
        const x = positionAt(plan, t);
        expect(x).toBeGreaterThanOrEqual(prev);
        prev = x;
      }
      const landing = cardStart(strip.winnerIndex, geometry) + strip.landingOffset * geometry.cardSize;
      expect(positionAt(plan, plan.totalMs)).toBe(landing);
      expect(positionAt(plan, plan.totalMs + 10_000)).toBe(landing);
      const under = Math.floor(landing / (geometry.cardSize + geometry.gap));
      expect(under).toBe(strip.winnerIndex);
    }
  });

  it('starts at rest at the strip start and places a late joiner at the exact elapsed time', () => {
    const { plan } = planFor('join');
    expect(positionAt(plan, 0)).toBe(plan.startPx);
    expect(positionAt(plan, -5000)).toBe(plan.startPx);
    const mid = positionAt(plan, 2100);
    expect(mid).toBeGreaterThan(plan.startPx);
    expect(mid).toBeLessThan(plan.endPx);
    expect(positionAt(plan, 2100)).toBe(mid);
    expect(isSettled(plan, 2100)).toBe(false);
    expect(isSettled(plan, plan.totalMs)).toBe(true);
  });

  it('creeps onto the winner at the end: the last phase is a slow settle', () => {
    const { plan } = planFor('settle');
    expect(plan.phases.map((p) => p.name)).toEqual(['spin', 'settle']);
    const settle = plan.phases[1];
    expect(settle.toPx - settle.fromPx).toBeLessThan(geometry.cardSize * 0.3);
    expect(settle.startMs + settle.durationMs).toBe(plan.totalMs);
  });

  it('shortens spins for reduced motion and fast spin', () => {
    expect(effectiveSpinMs(5500, true)).toBeLessThanOrEqual(700);
    expect(effectiveSpinMs(5500, false, true)).toBe(2200);
    const { plan } = planFor('reduced', { reducedMotion: true });
    expect(plan.totalMs).toBeLessThanOrEqual(700);
    expect(plan.endPx - plan.startPx).toBeLessThanOrEqual(3 * (geometry.cardSize + geometry.gap));
  });

  it('emits tick cues in order, at most 30 a second, then a reveal with the rarity', () => {
    const { plan } = planFor('ticks');
    const ticks = plan.cues.filter((c) => c.kind === 'tick');
    expect(ticks.length).toBeGreaterThan(20);
    for (let i = 1; i < ticks.length; i++)
      expect(ticks[i].atMs - ticks[i - 1].atMs).toBeGreaterThanOrEqual(1000 / 30 - 1);
    const last = plan.cues[plan.cues.length - 1];
    expect(last).toEqual({ atMs: plan.totalMs, kind: 'reveal', rarity: 1 });
    const slow = planSpin({
      ...geometry,
      stripLength: 100,
      winnerIndex: 93,
      landingOffset: 0.5,
      spinMs: 60_000,
    });
    const boundaries =
      Math.floor((slow.endPx - geometry.cardSize - geometry.gap / 2) / 160) +
      1 -
      Math.ceil((slow.startPx - geometry.cardSize - geometry.gap / 2) / 160);
    expect(slow.cues.filter((c) => c.kind === 'tick').length).toBeLessThanOrEqual(boundaries);
  });
});

describe('planBattleRound', () => {
  it('plans one strip per roll, each landing on its own rolled item', () => {
    const rolls = [
      { slot: 1, itemId: 'knife' },
      { slot: 2, itemId: 'mp9-dry' },
      { slot: 3, itemId: 'ak-redline' },
      { slot: 4, itemId: 'p250-sand' },
    ];
    const plan = planBattleRound({
      battleId: 'b1',
      round: 2,
      caseOdds: CASE_ODDS,
      rolls,
      geometry: () => geometry,
      spinMs: 5000,
    });
    expect(plan.strips.map((s) => s.slot)).toEqual([1, 2, 3, 4]);
    for (const s of plan.strips) {
      expect(s.strip.items[s.strip.winnerIndex]).toBe(rolls.find((r) => r.slot === s.slot)?.itemId);
      expect(Math.floor(positionAt(s.plan, 1e9) / 160)).toBe(s.strip.winnerIndex);
    }
    expect(plan.totalMs).toBe(5000);
    expect(plan.strips[2].plan.cues.at(-1)?.rarity).toBe(3);
  });
});
