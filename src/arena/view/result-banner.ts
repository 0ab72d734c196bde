/** The result banner: the translated 'Winner' title, the winners' names and the winnings counting up. */
import { Container, Graphics, type Text } from 'pixi.js';
import { radialGlow } from './gradients';
import type { Rect } from '../core/layout';
import { DigitText } from './digit-text';
import { fit, label } from './labels';
import { PALETTE } from './palette';

/** The banner; setAmount only swaps glyphs when the string changes. */
export class ResultBanner extends Container {
  private readonly bg = new Graphics();
  private readonly title: Text;
  private readonly names: Text;
  private readonly amount = new DigitText(40, PALETTE.win);
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(titleText: string, names: string, resolution: number) {
    super();
    this.title = label(
      titleText.toUpperCase(),
      16,
      { fill: PALETTE.accent, fontWeight: '900', letterSpacing: 4 },
      resolution,
    );
    this.names = label(names, 24, { fill: PALETTE.text, fontWeight: '800' }, resolution);
    this.addChild(this.bg, this.title, this.names, this.amount);
  }

  /** Places the banner (centred content). */
  setRect(r: Rect): void {
    this.rect = r;
    this.pivot.set(r.w / 2, r.h / 2);
    this.position.set(r.x + r.w / 2, r.y + r.h / 2);
    const glow = radialGlow(PALETTE.accent, 0.22);
    this.bg.clear().roundRect(0, 0, r.w, r.h, 18).fill(PALETTE.panel); // opaque: keys cleanly on a stream background
    this.bg.ellipse(r.w / 2, r.h * 0.3, r.w * 0.5, r.h * 0.5).fill(glow);
    this.bg.roundRect(0, 0, r.w, r.h, 18).stroke({ width: 2, color: PALETTE.accent, alpha: 0.8 });
    fit(this.names, r.w - 40);
    this.title.position.set((r.w - this.title.width) / 2, r.h * 0.14);
    this.names.position.set((r.w - this.names.width) / 2, r.h * 0.14 + this.title.height + 8);
    this.placeAmount();
  }

  private placeAmount(): void {
    const r = this.rect;
    this.amount.position.set((r.w - this.amount.textWidth) / 2, r.h - this.amount.textHeight - r.h * 0.12);
  }

  /** Shows the winnings text; no-op when unchanged. */
  setAmount(text: string): void {
    if (this.amount.setText(text)) this.placeAmount();
  }
}
