import { describe, expect, it } from 'vitest';
import {
  arenaHeight,
  battleMode,
  fittedArenaHeight,
  layoutArena,
  slotCount,
  type ArenaMode,
  type Rect,
} from '../../../src/arena/core/layout';

const inside = (r: Rect, w: number, h: number) =>
  r.x >= 0 && r.y >= 0 && r.x + r.w <= w + 1e-6 && r.y + r.h <= h + 1e-6;
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('layoutArena', () => {
  it.each<[ArenaMode, number, number, 'vertical' | 'horizontal', number]>([
    ['1v1', 1280, 720, 'vertical', 2],
    ['1v1v1', 1280, 720, 'vertical', 3],
    ['1v1v1v1', 1280, 720, 'vertical', 4],
    ['2v2', 1280, 720, 'vertical', 4],
    ['1v1', 390, 700, 'horizontal', 2],
    ['1v1v1v1', 390, 760, 'horizontal', 4],
    ['2v2', 390, 760, 'horizontal', 4],
    ['case-1', 1280, 400, 'horizontal', 1],
    ['case-1', 390, 300, 'horizontal', 1],
    ['case-5', 1280, 600, 'vertical', 5],
    ['case-3', 390, 600, 'horizontal', 3],
  ])('%s at %ix%i is %s with %i reels inside the canvas, not overlapping', (mode, w, h, orientation, n) => {
    const l = layoutArena({ mode, width: w, height: h });
    expect(l.orientation).toBe(orientation);
    expect(l.slots.map((s) => s.slot)).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    for (const s of l.slots) {
      expect(inside(s.reel, w, h)).toBe(true);
      if (s.header) expect(inside(s.header, w, h)).toBe(true);
      const cross = orientation === 'vertical' ? s.reel.w : s.reel.h;
      expect(s.cardCross).toBeLessThanOrEqual(cross);
      expect(s.cardSize).toBeGreaterThan(0);
      const along = orientation === 'vertical' ? s.reel.h : s.reel.w;
      expect(along / (s.cardSize + s.gap)).toBeGreaterThan(1.5);
      for (const o of l.slots) if (o !== s) expect(overlaps(o.reel, s.reel)).toBe(false);
    }
    expect(inside(l.banner, w, h)).toBe(true);
  });

  it('splits 2v2 into a ct and a t team with a wider gap between them', () => {
    const l = layoutArena({ mode: '2v2', width: 1280, height: 720 });
    expect(l.teams.map((t) => t.team)).toEqual(['ct', 't']);
    const gap12 = l.slots[1].reel.x - (l.slots[0].reel.x + l.slots[0].reel.w);
    const gap23 = l.slots[2].reel.x - (l.slots[1].reel.x + l.slots[1].reel.w);
    expect(gap23).toBeGreaterThan(gap12);
  });

  it('maps player counts and types to modes', () => {
    expect(battleMode(2, 'single')).toBe('1v1');
    expect(battleMode(3, 'single')).toBe('1v1v1');
    expect(battleMode(4, 'single')).toBe('1v1v1v1');
    expect(battleMode(4, 'team')).toBe('2v2');
    expect(slotCount('case-4')).toBe(4);
  });
});

describe('arenaHeight', () => {
  it('gives phones a height that fits every row without empty bands, and desktops a fixed height', async () => {
    const { arenaHeight } = await import('../../../src/arena/core/layout');
    for (const mode of ['1v1', '1v1v1v1', '2v2', 'case-3'] as const) {
      const h = arenaHeight(mode, 390);
      const l = layoutArena({ mode, width: 390, height: h });
      const last = l.slots[l.slots.length - 1].reel;
      expect(last.y + last.h).toBeLessThanOrEqual(h);
      expect(h - (last.y + last.h)).toBeLessThanOrEqual(20);
    }
    expect(arenaHeight('2v2', 1280)).toBe(680);
  });
});

describe('fittedArenaHeight', () => {
  it.each<[ArenaMode, number, number, number]>([
    // Plenty of room: the natural height.
    ['1v1', 900, 2000, arenaHeight('1v1', 900)],
    ['2v2', 900, 2000, arenaHeight('2v2', 900)],
    // 1280x800 with the site's header above: the columns shrink to the room.
    ['1v1', 894, 476, 476],
    ['2v2', 894, 476, 476],
    // Never below a readable minimum (2v2 keeps room for its team bars).
    ['1v1', 894, 120, 400],
    ['2v2', 894, 120, 448],
    // Phones (rows) and case strips keep their height whatever the room.
    ['1v1', 390, 100, arenaHeight('1v1', 390)],
    ['case-1', 900, 100, arenaHeight('case-1', 900)],
  ])('%s at %i px wide with %i px of room is %i px high', (mode, width, room, expected) => {
    expect(fittedArenaHeight(mode, width, room)).toBe(expected);
  });

  it('keeps every reel and header inside the fitted canvas', () => {
    for (const mode of ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const) {
      const h = fittedArenaHeight(mode, 894, 120);
      const l = layoutArena({ mode, width: 894, height: h });
      for (const s of l.slots) {
        expect(inside(s.reel, 894, h)).toBe(true);
        if (s.header) expect(inside(s.header, 894, h)).toBe(true);
        expect(s.reel.h / (s.cardSize + s.gap)).toBeGreaterThan(2.5);
      }
    }
  });
});
