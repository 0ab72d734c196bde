/** Arena layouts as numbers: where each reel, header and banner goes for a mode and a canvas size. */

/** Battle modes and case openings of 1 to 5 strips. */
export type ArenaMode =
  '1v1' | '1v1v1' | '1v1v1v1' | '2v2' | 'case-1' | 'case-2' | 'case-3' | 'case-4' | 'case-5';

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** 'vertical': reels are columns that scroll downwards; 'horizontal': reels are rows that scroll sideways. */
export type Orientation = 'vertical' | 'horizontal';

/** One slot's place: its header (name, total) and its reel, with card sizes along and across the axis. */
export interface SlotLayout {
  slot: number;
  header: Rect | null;
  reel: Rect;
  cardSize: number;
  cardCross: number;
  gap: number;
}

/** The whole arena for one size. */
export interface ArenaLayout {
  mode: ArenaMode;
  orientation: Orientation;
  width: number;
  height: number;
  slots: SlotLayout[];
  /** Team totals bars (2v2 only): ct over slots 1-2, t over slots 3-4. */
  teams: { team: 'ct' | 't'; rect: Rect }[];
  /** Where the result banner and the reroll show are drawn. */
  banner: Rect;
}

/** Width below which battle reels turn into horizontal rows. */
const NARROW_WIDTH = 640;
/** Card width divided by card height (cards keep this shape in every layout). */
export const CARD_ASPECT = 1.25;
const PAD = 16;
const COL_GAP = 12;
const TEAM_GAP = 32;
const HEADER_H = 64;
const ROW_HEADER_H = 30;
const TEAM_BAR_H = 40;
const CARD_GAP = 10;
const REEL_INSET = 10;
const MAX_CARD_CROSS = 190;
// Wider columns would only add empty space around the cards; the group is centred instead.
const MAX_COL_W = 340;
const MIN_VISIBLE_CARDS = 3.4;
// Rows on phones: bigger cards, fewer of them in view.
const MIN_VISIBLE_ROW_CARDS = 2.6;

/** How many strips a mode shows. */
export function slotCount(mode: ArenaMode): number {
  if (mode.startsWith('case-')) return Number(mode.slice(5));
  return mode === '2v2' ? 4 : mode.split('v').length;
}

function columns(mode: ArenaMode, width: number, height: number, withHeaders: boolean): ArenaLayout {
  const n = slotCount(mode);
  const team = mode === '2v2';
  const top = PAD + (team ? TEAM_BAR_H + 8 : 0);
  const extra = team ? TEAM_GAP - COL_GAP : 0;
  const colW = Math.min(MAX_COL_W, (width - 2 * PAD - (n - 1) * COL_GAP - extra) / n);
  const left = (width - (n * colW + (n - 1) * COL_GAP + extra)) / 2;
  const slots: SlotLayout[] = [];
  for (let i = 0; i < n; i++) {
    const x = left + i * (colW + COL_GAP) + (team && i >= 2 ? extra : 0);
    const header = withHeaders ? { x, y: top, w: colW, h: HEADER_H } : null;
    const reelY = top + (withHeaders ? HEADER_H + 8 : 0);
    const reel = { x, y: reelY, w: colW, h: height - reelY - PAD };
    const cardCross = Math.max(
      24,
      Math.min(colW - 2 * REEL_INSET, MAX_CARD_CROSS, (reel.h / MIN_VISIBLE_CARDS) * CARD_ASPECT),
    );
    slots.push({ slot: i + 1, header, reel, cardCross, cardSize: cardCross / CARD_ASPECT, gap: CARD_GAP });
  }
  const teams = team
    ? [
        { team: 'ct' as const, rect: { x: left, y: PAD, w: 2 * colW + COL_GAP, h: TEAM_BAR_H } },
        { team: 't' as const, rect: { x: slots[2].reel.x, y: PAD, w: 2 * colW + COL_GAP, h: TEAM_BAR_H } },
      ]
    : [];
  return { mode, orientation: 'vertical', width, height, slots, teams, banner: bannerRect(width, height) };
}

function rows(mode: ArenaMode, width: number, height: number, withHeaders: boolean): ArenaLayout {
  const n = slotCount(mode);
  const team = mode === '2v2';
  const teamH = team ? TEAM_BAR_H + 4 : 0;
  const rowGap = 10;
  const headerH = withHeaders ? ROW_HEADER_H : 0;
  const avail = (height - 2 * PAD - teamH - (n - 1) * rowGap) / n - headerH;
  const cardCross = Math.max(
    24,
    Math.min(avail - 2 * REEL_INSET, MAX_CARD_CROSS, width / MIN_VISIBLE_ROW_CARDS / CARD_ASPECT),
  );
  const reelH = Math.min(avail, cardCross + 2 * REEL_INSET + 8);
  const total = teamH + n * (headerH + reelH) + (n - 1) * rowGap;
  const top = Math.max(PAD, (height - total) / 2);
  const slots: SlotLayout[] = [];
  for (let i = 0; i < n; i++) {
    const y = top + teamH + i * (headerH + reelH + rowGap);
    const header = withHeaders ? { x: PAD, y, w: width - 2 * PAD, h: headerH } : null;
    const reel = { x: 0, y: y + headerH, w: width, h: reelH };
    slots.push({ slot: i + 1, header, reel, cardCross, cardSize: cardCross * CARD_ASPECT, gap: CARD_GAP });
  }
  const half = (width - 2 * PAD - 8) / 2;
  const teams = team
    ? [
        { team: 'ct' as const, rect: { x: PAD, y: top, w: half, h: TEAM_BAR_H } },
        { team: 't' as const, rect: { x: PAD + half + 8, y: top, w: half, h: TEAM_BAR_H } },
      ]
    : [];
  return { mode, orientation: 'horizontal', width, height, slots, teams, banner: bannerRect(width, height) };
}

function bannerRect(width: number, height: number): Rect {
  const w = Math.min(width - 2 * PAD, 560);
  const h = Math.min(height - 2 * PAD, 180);
  return { x: (width - w) / 2, y: (height - h) / 2, w, h };
}

/** Lays out a mode: battles are columns on wide screens and rows under 640 px; a single case strip is always a row. */
export function layoutArena(p: { mode: ArenaMode; width: number; height: number }): ArenaLayout {
  const width = Math.max(1, p.width);
  const height = Math.max(1, p.height);
  const battle = !p.mode.startsWith('case-');
  if (p.mode === 'case-1') {
    const cardCross = Math.max(
      24,
      Math.min(
        height - 2 * PAD - 2 * REEL_INSET,
        MAX_CARD_CROSS,
        width / MIN_VISIBLE_ROW_CARDS / CARD_ASPECT,
      ),
    );
    const h = Math.min(height - 2 * PAD, cardCross + 2 * REEL_INSET + 8);
    const reel = { x: 0, y: (height - h) / 2, w: width, h };
    const slot = { slot: 1, header: null, reel, cardCross, cardSize: cardCross * CARD_ASPECT, gap: CARD_GAP };
    return {
      mode: p.mode,
      orientation: 'horizontal',
      width,
      height,
      slots: [slot],
      teams: [],
      banner: bannerRect(width, height),
    };
  }
  return width < NARROW_WIDTH ? rows(p.mode, width, height, battle) : columns(p.mode, width, height, battle);
}

/** The battle mode for a player count and battle type. */
export function battleMode(players: number, type: 'single' | 'team'): ArenaMode {
  if (type === 'team') return '2v2';
  return players >= 4 ? '1v1v1v1' : players === 3 ? '1v1v1' : '1v1';
}

/** The height a mode needs at a width (pages size the arena's box with it; the canvas follows the box). */
export function arenaHeight(mode: ArenaMode, width: number): number {
  const n = slotCount(mode);
  if (width < NARROW_WIDTH || mode === 'case-1') {
    const cross = Math.min(MAX_CARD_CROSS, width / MIN_VISIBLE_ROW_CARDS / CARD_ASPECT);
    const header = mode.startsWith('case-') ? 0 : ROW_HEADER_H;
    const team = mode === '2v2' ? TEAM_BAR_H + 4 : 0;
    return Math.ceil(2 * PAD + team + n * (header + cross + 2 * REEL_INSET + 8) + (n - 1) * 10);
  }
  return mode.startsWith('case-') ? 560 : mode === '2v2' ? 680 : 640;
}

/** The lowest a column layout is made to fit a screen: below it the cards get too small to read. */
const MIN_FITTED_COLUMNS_H = 400;

/**
 * The height for a mode at a width when the page has `room` px of screen for it: column layouts (wide screens)
 * shrink from their natural height down to a readable minimum so the reels, win line and totals stay in view;
 * row layouts (phones) and case strips keep their natural height.
 */
export function fittedArenaHeight(mode: ArenaMode, width: number, room: number): number {
  const natural = arenaHeight(mode, width);
  if (width < NARROW_WIDTH || mode.startsWith('case-')) return natural;
  const min = MIN_FITTED_COLUMNS_H + (mode === '2v2' ? TEAM_BAR_H + 8 : 0);
  return Math.round(Math.min(natural, Math.max(min, room)));
}
