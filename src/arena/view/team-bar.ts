/** Team total bar of a 2v2 battle: the team's label and its running total. */
import { Container, Graphics, type Text } from 'pixi.js';
import type { Rect } from '../core/layout';
import { DigitText } from './digit-text';
import { label } from './labels';
import { mix, PALETTE } from './palette';

/** A ct or t team bar. */
export class TeamBar extends Container {
  private readonly bg = new Graphics();
  private readonly nameText: Text;
  private readonly total = new DigitText(20);
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private winner = false;

  constructor(
    teamLabel: string,
    private readonly color: number,
    resolution: number,
  ) {
    super();
    this.nameText = label(
      teamLabel.toUpperCase(),
      14,
      { fill: color, fontWeight: '800', letterSpacing: 2 },
      resolution,
    );
    this.addChild(this.bg, this.nameText, this.total);
  }

  /** Places the bar. */
  setRect(r: Rect): void {
    this.rect = r;
    this.position.set(r.x, r.y);
    this.bg
      .clear()
      .roundRect(0, 0, r.w, r.h, 10)
      .fill(mix(PALETTE.panel, this.color, 0.12))
      .stroke({
        width: this.winner ? 2 : 1,
        color: this.winner ? PALETTE.win : mix(PALETTE.border, this.color, 0.4),
      });
    this.nameText.position.set(14, (r.h - this.nameText.height) / 2);
    this.placeTotal();
  }

  private placeTotal(): void {
    this.total.position.set(
      this.rect.w - this.total.textWidth - 14,
      (this.rect.h - this.total.textHeight) / 2,
    );
  }

  /** Shows the team total; no-op when unchanged. */
  setTotal(text: string): void {
    if (this.total.setText(text)) this.placeTotal();
  }

  /** Highlights the winning team. */
  setWinner(w: boolean): void {
    if (w === this.winner) return;
    this.winner = w;
    this.total.setColor(w ? PALETTE.win : 0xffffff);
    this.setRect(this.rect);
  }
}
