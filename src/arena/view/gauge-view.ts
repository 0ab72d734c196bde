/** The upgrade gauge: a ring with the win arc, tick marks, a pointer that goes round, and the target in the centre. */
import { Container, Graphics, Sprite, type Text } from 'pixi.js';
import { canvasAngle, GAUGE_TICKS, pointAt, winArc, type GaugeLayout } from '../core/gauge';
import type { ItemView, UpgradeLabels } from '../core/show';
import type { CardCache } from './card-cache';
import { CARD_W } from './card-factory';
import { radialGlow } from './gradients';
import { fit, label } from './labels';
import { mix, PALETTE } from './palette';

const TAU = Math.PI * 2;

/** Drive it with setNeedle(turn) and setFx(...) per frame; everything else changes only with the show or the size. */
export class GaugeView extends Container {
  private readonly halo = new Graphics();
  private readonly track = new Graphics();
  private readonly arc = new Graphics();
  private readonly flash = new Graphics();
  private readonly pointer = new Container();
  private readonly pointerShape = new Graphics();
  private readonly cardBox = new Container();
  private readonly card: Sprite;
  private readonly chance: Text;
  private readonly caption: Text;
  private readonly wonText: Text;
  private readonly lostText: Text;
  private layout: GaugeLayout | null = null;
  private winTickets = 0;
  private result: boolean | null = null;
  private target: ItemView;

  constructor(
    private readonly cache: CardCache,
    target: ItemView,
    labels: UpgradeLabels,
    resolution: number,
  ) {
    super();
    this.target = target;
    this.card = new Sprite(cache.card(target.id));
    this.card.anchor.set(0.5);
    this.cardBox.addChild(this.card);
    this.chance = label('', 32, { fill: PALETTE.text, fontWeight: '900' }, resolution);
    this.caption = label('', 12, { fill: PALETTE.muted, fontWeight: '700', letterSpacing: 1.5 }, resolution);
    const result = { fontWeight: '900', letterSpacing: 3 } as const;
    this.wonText = label(labels.won.toUpperCase(), 14, { ...result, fill: PALETTE.win }, resolution);
    this.lostText = label(labels.lost.toUpperCase(), 14, { ...result, fill: PALETTE.lose }, resolution);
    this.wonText.alpha = 0;
    this.lostText.alpha = 0;
    this.pointer.addChild(this.pointerShape);
    this.addChild(this.halo, this.track, this.arc, this.flash, this.cardBox, this.chance, this.caption);
    this.addChild(this.wonText, this.lostText, this.pointer);
  }

  /** Places everything for a size. */
  setLayout(l: GaugeLayout): void {
    this.layout = l;
    const outer = l.ringRadius + l.ringWidth / 2 + l.pointerReach;
    this.halo
      .clear()
      .circle(l.cx, l.cy, outer + 10)
      .fill(radialGlow(PALETTE.accent, 0.16))
      .circle(l.cx, l.cy, l.inner + 4)
      .fill({ color: PALETTE.panel, alpha: 0.9 });
    const t = this.track.clear();
    t.circle(l.cx, l.cy, l.ringRadius).stroke({ width: l.ringWidth, color: PALETTE.panelHigh });
    t.circle(l.cx, l.cy, l.ringRadius + l.ringWidth / 2).stroke({ width: 1, color: PALETTE.border });
    t.circle(l.cx, l.cy, l.ringRadius - l.ringWidth / 2).stroke({ width: 1, color: PALETTE.border });
    for (let i = 0; i < GAUGE_TICKS; i++) {
      const major = i % (GAUGE_TICKS / 4) === 0;
      const a = (i / GAUGE_TICKS) * TAU;
      const r0 = major ? l.tickInner - 3 : l.tickInner;
      const sin = Math.sin(a);
      const cos = Math.cos(a);
      t.moveTo(l.cx + r0 * sin, l.cy - r0 * cos)
        .lineTo(l.cx + l.tickOuter * sin, l.cy - l.tickOuter * cos)
        .stroke({
          width: major ? 2 : 1,
          color: major ? PALETTE.text : PALETTE.muted,
          alpha: major ? 0.7 : 0.45,
        });
    }
    const tip = l.ringRadius + l.ringWidth / 2 + l.pointerReach;
    const half = l.pointerReach * 0.75;
    this.pointerShape
      .clear()
      .rect(-1.5, -(l.ringRadius + l.ringWidth / 2 + 2), 3, l.ringWidth + 4)
      .fill(PALETTE.text)
      .poly([-half, -tip, half, -tip, 0, -(tip - l.pointerReach - 2)])
      .fill(PALETTE.text)
      .stroke({ width: 1, color: PALETTE.background, alpha: 0.6 });
    this.pointer.position.set(l.cx, l.cy);
    this.card.scale.set(l.card.w / CARD_W);
    this.cardBox.position.set(l.card.x + l.card.w / 2, l.card.y + l.card.h / 2);
    this.chance.style.fontSize = l.chanceSize;
    for (const x of [this.caption, this.wonText, this.lostText]) x.style.fontSize = l.captionSize;
    this.drawArc();
    this.drawFlash();
    this.placeTexts();
  }

  /** Shows a chance: the win arc, the chance figure and the caption under it (e.g. 'CHANCE · ×1.90'). */
  setChance(winTickets: number, chanceText: string, captionText: string): void {
    this.winTickets = winTickets;
    this.chance.text = chanceText;
    this.caption.text = captionText.toUpperCase();
    this.drawArc();
    this.placeTexts();
  }

  /** Shows another target (its card must be baked). */
  setTarget(item: ItemView): void {
    this.target = item;
    this.card.texture = this.cache.card(item.id);
  }

  /** The result to flash at the landing (null: none yet). */
  setResult(won: boolean | null): void {
    if (won === this.result) return;
    this.result = won;
    this.drawFlash();
  }

  /** Puts the pointer at a turn (whole turns are laps). */
  setNeedle(turn: number): void {
    this.pointer.rotation = turn * TAU;
  }

  /** Per-frame flourish values: arc flash 0..1, card scale, result text 0..1. */
  setFx(glow: number, pop: number, reveal: number): void {
    this.flash.alpha = glow;
    this.cardBox.scale.set(pop);
    const lost = this.result === false;
    this.wonText.alpha = this.result === true ? reveal : 0;
    this.lostText.alpha = lost ? reveal : 0;
    this.caption.alpha = 1 - reveal;
    this.arc.alpha = lost ? 1 - 0.55 * reveal : 1;
    this.cardBox.alpha = lost ? 1 - 0.5 * reveal : 1;
  }

  // Starts a new sub-path at the arc's first point: Pixi would otherwise join the arc to the previous point.
  private winArcPath(g: Graphics, l: GaugeLayout): Graphics {
    const { fromTurn, toTurn } = winArc(this.winTickets);
    const p = pointAt(l.cx, l.cy, l.ringRadius, fromTurn);
    return g.moveTo(p.x, p.y).arc(l.cx, l.cy, l.ringRadius, canvasAngle(fromTurn), canvasAngle(toTurn));
  }

  private drawArc(): void {
    const l = this.layout;
    const g = this.arc.clear();
    if (!l || this.winTickets <= 0) return;
    this.winArcPath(g, l).stroke({
      width: l.ringWidth + 8,
      color: PALETTE.accent,
      alpha: 0.16,
      cap: 'butt',
    });
    this.winArcPath(g, l).stroke({
      width: l.ringWidth,
      color: mix(PALETTE.accent, 0xff8a4c, 0.35),
      cap: 'butt',
    });
  }

  private drawFlash(): void {
    const l = this.layout;
    const g = this.flash.clear();
    if (!l || this.result === null) return;
    const color = this.result ? PALETTE.win : PALETTE.lose;
    g.circle(l.cx, l.cy, l.ringRadius).stroke({ width: l.ringWidth + 14, color, alpha: 0.22 });
    g.circle(l.cx, l.cy, l.ringRadius).stroke({ width: 2, color, alpha: 0.9 });
    if (this.result) this.winArcPath(g, l).stroke({ width: l.ringWidth, color, cap: 'butt' });
  }

  private placeTexts(): void {
    const l = this.layout;
    if (!l) return;
    const maxW = l.inner * 1.6;
    fit(this.caption, maxW);
    this.chance.position.set(l.cx - this.chance.width / 2, l.chanceY);
    for (const x of [this.caption, this.wonText, this.lostText]) {
      fit(x, maxW);
      x.position.set(l.cx - x.width / 2, l.captionY);
    }
  }

  /** The item in the centre. */
  get targetId(): string {
    return this.target.id;
  }
}
