/** A player's header: avatar initial (a hollow ring for an empty seat), name, running total and the winner state. */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Rect } from '../core/layout';
import { DigitText } from './digit-text';
import { fit, label } from './labels';
import { mix, PALETTE } from './palette';

/** Colour of a slot: team colours in team battles, otherwise a distinct hue per slot. */
export function slotColor(slot: number, team: boolean): number {
  if (team) return slot <= 2 ? PALETTE.ct : PALETTE.t;
  return [0x4f8cff, 0xff5d73, 0x3ddc84, 0xb57bff][(slot - 1) % 4];
}

/** Header of one slot; setTotal only touches the glyphs when the shown string changes. */
export class PlayerHeader extends Container {
  private readonly bg = new Graphics();
  private readonly total = new DigitText(18, PALETTE.accent);
  private readonly nameText: Text;
  private readonly initial: Text;
  private readonly avatar = new Graphics();
  private readonly winnerTag: Text;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private winner = false;

  constructor(
    name: string,
    private readonly color: number,
    winnerLabel: string,
    resolution: number,
    private readonly empty = false,
  ) {
    super();
    this.nameText = label(name, 15, empty ? { fill: PALETTE.muted } : {}, resolution);
    // An empty seat's name is a phrase ("Empty seat"), not a player: no initial is drawn for it.
    this.initial = label(
      empty ? '' : (name.trim()[0] ?? '?').toUpperCase(),
      16,
      { fontWeight: '800' },
      resolution,
    );
    this.winnerTag = label(
      winnerLabel.toUpperCase(),
      11,
      { fill: PALETTE.win, fontWeight: '800', letterSpacing: 1 },
      resolution,
    );
    this.winnerTag.visible = false;
    this.addChild(this.bg, this.avatar, this.initial, this.nameText, this.total, this.winnerTag);
  }

  /** Places the header in its rect (compact single line when short). */
  setRect(r: Rect): void {
    this.rect = r;
    this.position.set(r.x, r.y);
    const compact = r.h < 48;
    const av = compact ? r.h - 6 : 40;
    this.avatar.clear().circle(av / 2, av / 2, av / 2);
    if (this.empty) this.drawEmptySeat(av);
    else this.avatar.fill(mix(this.color, 0x000000, 0.35)).stroke({ width: 2, color: this.color });
    this.avatar.position.set(compact ? 0 : 12, (r.h - av) / 2);
    this.initial.scale.set(compact ? 0.8 : 1);
    this.initial.position.set(
      this.avatar.x + (av - this.initial.width) / 2,
      this.avatar.y + (av - this.initial.height) / 2,
    );
    const textX = this.avatar.x + av + 10;
    this.total.setFontSize(compact ? 15 : 18);
    if (compact) {
      this.nameText.position.set(textX, (r.h - this.nameText.height) / 2);
      this.winnerTag.position.set(
        textX + Math.min(this.nameText.width, r.w * 0.45) + 8,
        (r.h - this.winnerTag.height) / 2,
      );
    } else {
      this.nameText.position.set(textX, 10);
      this.winnerTag.position.set(r.w - this.winnerTag.width - 12, 12);
    }
    fit(this.nameText, compact ? r.w * 0.45 : r.w - textX - (this.winner ? this.winnerTag.width + 20 : 12));
    this.redraw();
    this.placeTotal();
  }

  // A hollow ring broken into dashes, with a small seat mark inside: a place nobody has taken yet.
  private drawEmptySeat(av: number): void {
    const g = this.avatar;
    g.fill({ color: PALETTE.panelHigh, alpha: 0.6 });
    const r = av / 2 - 1;
    const dashes = 12;
    for (let i = 0; i < dashes; i++) {
      const a0 = (i / dashes) * Math.PI * 2;
      const a1 = a0 + (Math.PI * 2) / dashes / 2;
      g.moveTo(av / 2 + r * Math.cos(a0), av / 2 + r * Math.sin(a0)).arc(av / 2, av / 2, r, a0, a1);
    }
    g.stroke({ width: 2, color: PALETTE.border });
    g.circle(av / 2, av * 0.4, av * 0.12).fill({ color: PALETTE.muted, alpha: 0.7 });
    g.roundRect(av * 0.3, av * 0.58, av * 0.4, av * 0.16, av * 0.08).fill({
      color: PALETTE.muted,
      alpha: 0.7,
    });
  }

  private redraw(): void {
    const r = this.rect;
    this.bg.clear();
    if (r.h >= 48) {
      this.bg.roundRect(0, 0, r.w, r.h, 12).fill(PALETTE.panelHigh);
      this.bg
        .roundRect(0, 0, r.w, r.h, 12)
        .stroke({ width: this.winner ? 2 : 1, color: this.winner ? PALETTE.win : PALETTE.border });
      this.bg.rect(12, r.h - 3, r.w - 24, 3).fill({ color: this.color, alpha: 0.9 });
    }
  }

  private placeTotal(): void {
    const r = this.rect;
    if (r.h < 48) this.total.position.set(r.w - this.total.textWidth, (r.h - this.total.textHeight) / 2);
    else this.total.position.set(this.nameText.x, r.h - this.total.textHeight - 8);
  }

  /** The money text shown as the slot's total ('' before the first round). */
  get totalText(): string {
    return this.total.text;
  }

  /** Shows a money text; no-op when unchanged. */
  setTotal(text: string): void {
    if (this.total.setText(text)) this.placeTotal();
  }

  /** Marks the header as a winner (green frame and tag). */
  setWinner(winner: boolean): void {
    if (winner === this.winner) return;
    this.winner = winner;
    this.winnerTag.visible = winner;
    this.total.setColor(winner ? PALETTE.win : PALETTE.accent);
    this.setRect(this.rect);
  }
}
