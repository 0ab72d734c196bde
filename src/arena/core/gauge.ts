/**
 * The upgrade gauge as numbers: tickets 1..100000 go round the circle clockwise from 12 o'clock, the win arc covers
 * tickets 1..winTickets, and the layout of the ring, the pointer and the centre for a canvas size.
 */
import { ROLL_RANGE } from '../../domain/fairness';
import { CARD_ASPECT, type Rect } from './layout';

/** Where a ticket sits, in turns (0..1 clockwise from 12 o'clock): the middle of its 1/100000 share of the circle. */
export function ticketTurn(ticket: number): number {
  return (ticket - 0.5) / ROLL_RANGE;
}

/** The ticket under a pointer at `turn` (any number of whole turns may precede it). */
export function turnTicket(turn: number): number {
  const f = turn - Math.floor(turn);
  return Math.min(ROLL_RANGE, Math.max(1, Math.floor(f * ROLL_RANGE) + 1));
}

/** The win arc in turns: from 12 o'clock clockwise over winTickets / 100000 of the circle. */
export function winArc(winTickets: number): { fromTurn: number; toTurn: number } {
  const t = Math.min(ROLL_RANGE, Math.max(0, winTickets));
  return { fromTurn: 0, toTurn: t / ROLL_RANGE };
}

/** A turn as a canvas angle (radians from the +x axis, clockwise, as Pixi's arc() takes it). */
export function canvasAngle(turn: number): number {
  return turn * 2 * Math.PI - Math.PI / 2;
}

/** The point at `turn` on a circle of radius r around (cx, cy). */
export function pointAt(cx: number, cy: number, r: number, turn: number): { x: number; y: number } {
  const a = turn * 2 * Math.PI;
  return { x: cx + r * Math.sin(a), y: cy - r * Math.cos(a) };
}

/** The gauge for one canvas size, in CSS pixels. */
export interface GaugeLayout {
  width: number;
  height: number;
  cx: number;
  cy: number;
  /** Radius of the ring's centre line, and the ring's width. */
  ringRadius: number;
  ringWidth: number;
  /** Radial extent of the tick marks inside the ring. */
  tickInner: number;
  tickOuter: number;
  /** How far the pointer's tip reaches outside the ring. */
  pointerReach: number;
  /** Radius of the free disc in the centre (the card and the chance). */
  inner: number;
  /** The target's card. */
  card: Rect;
  /** Baselines (top y) of the chance figure and of the line under it; font sizes of both. */
  chanceY: number;
  chanceSize: number;
  captionY: number;
  captionSize: number;
}

/** Tick marks drawn per turn (also where the tick sounds fall). */
export const GAUGE_TICKS = 40;
const EDGE = 14;

/** Lays the gauge out in a canvas of width x height (the largest circle that fits, centred). */
export function layoutGauge(width: number, height: number): GaugeLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const outer = Math.max(40, Math.min(w, h) / 2 - EDGE);
  const ringWidth = Math.min(22, Math.max(8, outer * 0.085));
  const pointerReach = Math.min(16, Math.max(8, outer * 0.07));
  const ringRadius = outer - pointerReach - ringWidth / 2;
  const tickOuter = ringRadius - ringWidth / 2 - 4;
  const tickInner = tickOuter - Math.max(4, ringWidth * 0.45);
  const inner = tickInner - 6;
  const cardW = inner * 1.1;
  const cardH = cardW / CARD_ASPECT;
  const cx = w / 2;
  const cy = h / 2;
  const chanceSize = Math.round(Math.min(40, Math.max(16, inner * 0.2)));
  const captionSize = Math.round(Math.min(15, Math.max(10, inner * 0.085)));
  const cardY = cy - inner * 0.72;
  const chanceY = cardY + cardH + inner * 0.04;
  return {
    width: w,
    height: h,
    cx,
    cy,
    ringRadius,
    ringWidth,
    tickInner,
    tickOuter,
    pointerReach,
    inner,
    card: { x: cx - cardW / 2, y: cardY, w: cardW, h: cardH },
    chanceY,
    chanceSize,
    captionY: chanceY + chanceSize * 1.25,
    captionSize,
  };
}

/** The height a page gives the gauge at a width (a near-square box, never taller than 420 px). */
export function gaugeHeight(width: number): number {
  return Math.round(Math.min(420, Math.max(280, width * 0.92)));
}
